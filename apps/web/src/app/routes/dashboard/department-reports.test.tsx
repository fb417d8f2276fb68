import type { Billing, Department, Me, Statement } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as BillingsPage } from './billings';
import { Component as OverviewPage } from './overview';

/*
 * Reports by department (issue 32): the Billings page names each order's department and cost
 * centre and filters the list by department, its CSV carries them; the overview's figures and chart
 * are a department's when one is picked; the statement panel shows what each department spent. A
 * company without departments sees none of it.
 */

const ENGINEERING = '0195a3c2-7b1e-7c3d-9f00-00000000d001';
const SALES = '0195a3c2-7b1e-7c3d-9f00-00000000d002';

const department = (id: string, name: string, cost_centre: string): Department => ({
  id,
  name,
  cost_centre,
  monthly_budget: null,
  per_order_cap: null,
  per_day_cap: null,
  order_days: null,
  employees: 2,
  created_at: '2026-03-01T09:00:00.000Z',
});
const DEPARTMENTS = [department(ENGINEERING, 'Engineering', 'ENG-01'), department(SALES, 'Sales', '')];

const me: Me = {
  id: '0195a3c2-7b1e-7c3d-9f00-00000000c001',
  name: 'An owner',
  email: 'owner@acme.example.com',
  account_type: 'Company',
  account_state: 'ACTIVE',
  onboarded: true,
  email_verified: true,
  time_zone: 'Africa/Lagos',
  company_role: 'owner',
};

const movement = (n: number, change: Partial<Billing>): Billing => {
  const id = `0195a3c2-7b1e-7c3d-9f00-00000000b00${n}`;
  return {
    _id: id,
    id,
    reference: `ref-${n}`,
    email: 'ada@acme.example.com',
    created_at: `2026-03-0${n}T10:00:00.000Z`,
    type: 'order_charge',
    status: 'paid',
    amount: '2500.00',
    company_details: { name: 'Acme Foods' },
    order_id: `0195a3c2-7b1e-7c3d-9f00-00000000a00${n}`,
    method: null,
    department: null,
    cost_centre: null,
    ...change,
  };
};

const TOPUP = movement(1, {
  type: 'wallet_topup',
  amount: '50000.00',
  email: 'owner@acme.example.com',
  order_id: null,
  method: 'card',
});
const ENGINEERING_CHARGE = movement(2, {
  department: { id: ENGINEERING, name: 'Engineering' },
  cost_centre: 'ENG-01',
});
const NO_DEPARTMENT_CHARGE = movement(3, {});

const page = (list: Billing[]) => answered({ list, total: list.length, page: 1, limit: 10, lastId: null });
const figures = (orders: number) =>
  answered({ orders, balance: '90000.00', employees: orders, amount_spent: `${orders * 2500}.00` });

const statement = (departments: Statement['departments']): Statement => ({
  month: '2026-03',
  time_zone: 'Africa/Lagos',
  company: { name: 'Acme Foods', address: '1 Marina, Lagos' },
  opening_balance: '0.00',
  topups: '50000.00',
  charges: '5000.00',
  delivery_fees: '0.00',
  refunds: '0.00',
  closing_balance: '45000.00',
  movements: [],
  employee_contributions: '0.00',
  employees: [],
  departments,
});

/**
 * The company's pages as the server answers them; `/billings` and the analytics answer by the
 * `department_id` they are asked for. Every URL asked is kept.
 */
function serveCompany(departments: Department[], monthly: Statement = statement([])) {
  const fetch = serveApi({
    'GET /auth/me': answered(me),
    'GET /company/profile': answered({ onboarded: true, setup_missing: [] }),
    'GET /company/settings': answered({ low_balance_alert: '0.00' }),
    'GET /company/departments': answered(departments),
    'GET /billings/virtual-account': { status: 404, body: { success: false, message: 'None yet' } },
    'GET /billings/auto-topup': answered({
      enabled: false,
      threshold: '0.00',
      amount: '0.00',
      card: null,
      failures: 0,
    }),
    'GET /billings/statement': answered(monthly),
  });
  const served = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    const asked = new URL(url, 'http://localhost');
    const filter = asked.searchParams.get('department_id');
    const json = (envelope: { status: number; body: unknown }) =>
      new Response(JSON.stringify(envelope.body), {
        status: envelope.status,
        headers: { 'content-type': 'application/json' },
      });
    if (asked.pathname === '/api/billings') {
      if (filter === ENGINEERING) return json(page([ENGINEERING_CHARGE]));
      if (filter === SALES) return json(page([]));
      if (filter === 'none') return json(page([NO_DEPARTMENT_CHARGE]));
      return json(page([NO_DEPARTMENT_CHARGE, ENGINEERING_CHARGE, TOPUP]));
    }
    if (asked.pathname === '/api/analytics/company') return json(figures(filter === ENGINEERING ? 1 : 3));
    if (asked.pathname === '/api/analytics/company/daily-spend') return json(answered([]));
    return served(url, init);
  });
  const urls = () => fetch.mock.calls.map(([url]) => String(url));
  return { urls };
}

/** Catches the CSV the page downloads (a blob link clicked). */
function catchDownload() {
  const blobs: Blob[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return 'blob:billings';
  };
  URL.revokeObjectURL = () => undefined;
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { text: () => blobs[0]!.text(), count: () => blobs.length };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const billingsTable = () => screen.findByRole('table', { name: 'Recent billings' });
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('the Billings page by department', () => {
  it("names each order's department and cost centre", async () => {
    serveCompany(DEPARTMENTS);
    renderInApp(<BillingsPage />, '/dashboard/billings');
    const table = await billingsTable();
    await within(table).findByText('Engineering');
    expect(headers(table)).toContain('Department');
    const rows = within(table).getAllByRole('row').slice(1);
    const departmentOf = (row: HTMLElement) => {
      const index = headers(table).indexOf('Department');
      return within(row).getAllByRole('cell')[index]?.textContent;
    };
    expect(rows.map(departmentOf)).toEqual(['No department', 'EngineeringCost centre ENG-01', '—']);
  });

  it('filters the list to one department, or to orders under none, in the address too', async () => {
    const user = userEvent.setup();
    const { urls } = serveCompany(DEPARTMENTS);
    const { router } = renderInApp(<BillingsPage />, '/dashboard/billings');
    const filter = (await screen.findByLabelText('Department')) as HTMLSelectElement;
    expect([...filter.options].map((option) => option.textContent)).toEqual([
      'All departments',
      'Engineering (ENG-01)',
      'Sales',
      'No department',
    ]);

    await user.selectOptions(filter, ENGINEERING);
    const table = await billingsTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Engineering')).toBeTruthy();
    expect(router.state.location.search).toBe(`?department_id=${ENGINEERING}`);
    expect(urls()).toContain(`/api/billings?page=1&department_id=${ENGINEERING}&limit=10`);

    await user.selectOptions(filter, 'none');
    await waitFor(() => expect(router.state.location.search).toBe('?department_id=none'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('No department')).toBeTruthy();

    // A department with nothing listed says so, and offers to show every department again.
    await user.selectOptions(filter, SALES);
    expect(await screen.findByText('No order charges, fees or refunds for this department.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show every department' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(filter.value).toBe('');
  });

  it('exports what is listed as CSV, each department and cost centre included', async () => {
    const user = userEvent.setup();
    const { urls } = serveCompany(DEPARTMENTS);
    const download = catchDownload();
    renderInApp(<BillingsPage />, `/dashboard/billings?department_id=${ENGINEERING}`);
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(exportButton.matches(':disabled')).toBe(false));
    await user.click(exportButton);
    await waitFor(() => expect(download.count()).toBe(1));
    const csv = (await download.text()).split('\r\n');
    expect(csv[0]).toBe(
      '"ID","Reference","Email","Amount (NGN)","Date","Name","Type","Method","Status","Department","Cost centre"',
    );
    expect(csv[1]).toMatch(/"order_charge","","paid","Engineering","ENG-01"$/);
    expect(csv.filter(Boolean)).toHaveLength(2);
    expect(urls()).toContain(`/api/billings?department_id=${ENGINEERING}&page=1&limit=100`);
  });

  it('shows a company without departments the list as it always was', async () => {
    serveCompany([]);
    renderInApp(<BillingsPage />, '/dashboard/billings');
    const table = await billingsTable();
    await within(table).findAllByText('Order charge');
    expect(headers(table)).not.toContain('Department');
    expect(screen.queryByLabelText('Department')).toBeNull();
  });
});

describe("the overview's figures by department", () => {
  it("shows one department's figures and chart when picked; the whole company's otherwise", async () => {
    const user = userEvent.setup();
    const { urls } = serveCompany(DEPARTMENTS);
    const { router } = renderInApp(<OverviewPage />, '/dashboard/overview');
    const filter = (await screen.findByLabelText('Figures of')) as HTMLSelectElement;
    expect(urls()).toContain('/api/analytics/company');

    await user.selectOptions(filter, ENGINEERING);
    expect(
      await screen.findByText(
        "Orders, employees and spend of Engineering; the balance is the company's wallet.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Orders placed under Engineering')).toBeTruthy();
    expect(router.state.location.search).toBe(`?department_id=${ENGINEERING}`);
    await waitFor(() =>
      expect(urls()).toEqual(
        expect.arrayContaining([
          `/api/analytics/company?department_id=${ENGINEERING}`,
          `/api/analytics/company/daily-spend?department_id=${ENGINEERING}`,
        ]),
      ),
    );

    await user.selectOptions(filter, 'none');
    expect(
      await screen.findByText(
        "Orders, employees and spend of orders under no department; the balance is the company's wallet.",
      ),
    ).toBeTruthy();
    expect(urls()).toContain('/api/analytics/company?department_id=none');
  });

  it('offers no filter to a company without departments', async () => {
    const { urls } = serveCompany([]);
    renderInApp(<OverviewPage />, '/dashboard/overview');
    expect(await screen.findByText('Orders')).toBeTruthy();
    await waitFor(() => expect(urls()).toContain('/api/company/departments'));
    expect(screen.queryByLabelText('Figures of')).toBeNull();
    expect(urls().some((url) => url.includes('department_id'))).toBe(false);
  });
});

describe('the statement panel by department', () => {
  it('shows what each department spent, with its cost centre', async () => {
    serveCompany(
      DEPARTMENTS,
      statement([
        {
          id: ENGINEERING,
          name: 'Engineering',
          cost_centre: 'ENG-01',
          orders: 2,
          charges: '5000.00',
          delivery_fees: '500.00',
          refunds: '0.00',
          spent: '5500.00',
          employees: [],
        },
        {
          id: null,
          name: 'No department',
          cost_centre: '',
          orders: 0,
          charges: '0.00',
          delivery_fees: '0.00',
          refunds: '0.00',
          spent: '0.00',
          employees: [],
        },
      ]),
    );
    renderInApp(<BillingsPage />, '/dashboard/billings');
    const table = await screen.findByRole('table', { name: 'By department' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['EngineeringCost centre ENG-012₦5,500.00', 'No department0₦0.00']);
    expect(screen.getByRole('link', { name: 'Download statement (PDF)' })).toBeTruthy();
  });
});
