import { type Department, PAGE_SIZES, type UserRow } from '@lunch/contract';
import type { CompanyRole } from '@lunch/contract/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { Component as EmployeesPage } from './employees';

const employee = (n: number): UserRow => ({
  _id: `0195a3c2-7b1e-7c3d-9f00-0000000000${String(n).padStart(2, '0')}`,
  id: `0195a3c2-7b1e-7c3d-9f00-0000000000${String(n).padStart(2, '0')}`,
  name: `Ada Member${n}`,
  email: `ada${n}@example.com`,
  created_at: '2026-03-01T09:00:00.000Z',
  account_state: 'ACTIVE',
  account_type: 'Individual',
  account_details: {
    first_name: 'Ada',
    last_name: `Member${n}`,
    spend_balance: '10000.00',
    monthly_budget: '20000.00',
    spent_this_month: '10000.00',
    own_budget: false,
  },
  department: null,
});

const answered = (data: unknown) => ({ status: 200, body: { success: true, message: 'Success', data } });

/**
 * 25 employees whose name holds the search, 10 a page, as the server answers them; the company's
 * departments (none by default), and who is signed in (an owner by default).
 */
function serveEmployees(
  options: {
    departments?: Department[];
    role?: CompanyRole;
    rows?: UserRow[];
    moved?: (body: unknown) => {
      status: number;
      body: { success: boolean; message: string; data?: unknown };
    };
  } = {},
) {
  const fetch = serveApi({
    'GET /company/departments': answered(options.departments ?? []),
    ...(options.moved
      ? { 'PATCH /users/employees/0195a3c2-7b1e-7c3d-9f00-000000000001': options.moved }
      : {}),
    'GET /auth/me': {
      status: 200,
      body: {
        success: true,
        message: 'Success',
        data: {
          id: '0195a3c2-7b1e-7c3d-9f00-00000000c000',
          name: 'Acme Lunches',
          email: 'hr@acme.example.com',
          account_type: 'Company',
          account_state: 'ACTIVE',
          onboarded: true,
          email_verified: true,
          time_zone: 'Africa/Lagos',
          company_role: options.role ?? 'owner',
        },
      },
    },
    'GET /users/employees': () => {
      const url = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://app.test');
      const page = Number(url.searchParams.get('page'));
      const query = url.searchParams.get('query') ?? '';
      const department = url.searchParams.get('department_id');
      const all = (options.rows ?? Array.from({ length: 25 }, (_, i) => employee(i + 1))).filter(
        (row) =>
          row.name.toLowerCase().includes(query.toLowerCase()) &&
          (department === null ||
            (department === 'none' ? row.department === null : row.department?.id === department)),
      );
      const limit = PAGE_SIZES.employees;
      return {
        status: 200,
        body: {
          success: true,
          message: 'Success',
          data: {
            list: all.slice((page - 1) * limit, page * limit),
            total: all.length,
            page,
            limit,
            lastId: null,
          },
        },
      };
    },
  });
  const asked = () =>
    fetch.mock.calls.flatMap(([url]) => {
      // The employees' list only (the page also asks who is signed in, for the company's time zone).
      if (!String(url).startsWith('/api/users/employees')) return [];
      const params = new URL(String(url), 'http://app.test').searchParams;
      const department = params.get('department_id');
      return `page=${params.get('page')} query=${params.get('query')}${department ? ` department_id=${department}` : ''}`;
    });
  return { asked };
}

const currentPage = () =>
  screen.getByRole('navigation', { name: 'Employee pages' }).querySelector('[aria-current="page"]')
    ?.textContent;

describe('employees page: the place lives in the address', () => {
  it('opens at the page and search of the address, and writes a new page and a new search there', async () => {
    const { asked } = serveEmployees();
    const user = userEvent.setup();
    const { router } = renderInApp(<EmployeesPage />, '/dashboard/employees?page=2&query=ada');

    expect(await screen.findByText('Ada Member11')).toBeTruthy();
    expect(asked()).toEqual(['page=2 query=ada']);
    expect((screen.getByRole('searchbox', { name: 'Search employees' }) as HTMLInputElement).value).toBe(
      'ada',
    );
    expect(currentPage()).toBe('2');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/users/employees/export?query=ada',
    );

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3&query=ada'));
    expect(await screen.findByText('Ada Member21')).toBeTruthy();
    expect(currentPage()).toBe('3');

    // Back returns to page 2, as it was.
    await router.navigate(-1);
    expect(await screen.findByText('Ada Member11')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2&query=ada');
    expect(currentPage()).toBe('2');

    // A new search starts again at page 1.
    const search = screen.getByRole('searchbox', { name: 'Search employees' });
    await user.clear(search);
    await user.type(search, 'member2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?query=member2'));
    expect(await screen.findByText('Ada Member25')).toBeTruthy();
    expect(screen.queryByText('Ada Member11')).toBeNull();
    expect(asked().at(-1)).toBe('page=1 query=member2');
  });

  it('"Clear search" empties the search in the address and in the box', async () => {
    serveEmployees();
    const user = userEvent.setup();
    const { router } = renderInApp(<EmployeesPage />, '/dashboard/employees?query=nobody');

    expect(await screen.findByText('No employees match the search.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Ada Member1')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search employees' }) as HTMLInputElement).value).toBe('');
  });
});

const SALES = '0195a3c2-7b1e-7c3d-9f00-0000000000d1';
const SUPPORT = '0195a3c2-7b1e-7c3d-9f00-0000000000d2';
const department = (id: string, name: string, monthlyBudget: string | null = null): Department => ({
  id,
  name,
  cost_centre: '',
  monthly_budget: monthlyBudget,
  per_order_cap: null,
  per_day_cap: null,
  order_days: null,
  employees: 1,
  created_at: '2026-03-01T09:00:00.000Z',
});
const inDepartment = (n: number, dept: Department | null): UserRow => ({
  ...employee(n),
  department: dept && { id: dept.id, name: dept.name },
});

describe('employees page: departments', () => {
  const sales = department(SALES, 'Sales', '30000.00');
  const support = department(SUPPORT, 'Support');

  it('a company without departments sees neither the department column nor its filter', async () => {
    serveEmployees();
    renderInApp(<EmployeesPage />, '/dashboard/employees');
    expect(await screen.findByText('Ada Member1')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Department' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Department' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Department of Ada Member1' })).toBeNull();
  });

  it('filters by department (or none) in the address and exports the filtered list', async () => {
    const { asked } = serveEmployees({
      departments: [sales, support],
      rows: [inDepartment(1, sales), inDepartment(2, support), inDepartment(3, null)],
    });
    const user = userEvent.setup();
    const { router } = renderInApp(<EmployeesPage />, '/dashboard/employees');
    expect(await screen.findByText('Ada Member3')).toBeTruthy();
    const filter = await screen.findByRole('combobox', { name: 'Department' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All departments', 'Sales', 'Support', 'No department']);

    await user.selectOptions(filter, 'Sales');
    await waitFor(() => expect(router.state.location.search).toBe(`?department_id=${SALES}`));
    await waitFor(() => expect(screen.queryByText('Ada Member2')).toBeNull());
    expect(screen.getByText('Ada Member1')).toBeTruthy();
    expect(asked().at(-1)).toBe(`page=1 query=null department_id=${SALES}`);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/users/employees/export?department_id=${SALES}`,
    );
    // The department's budget is named as whose it is.
    expect(screen.getByText('₦20,000.00 (Sales budget)')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'No department');
    await waitFor(() => expect(router.state.location.search).toBe('?department_id=none'));
    expect(await screen.findByText('Ada Member3')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Ada Member1')).toBeNull());
    expect(screen.getByText('₦20,000.00 (company default)')).toBeTruthy();
  });

  it('an owner moves an employee with the department select; the server says where they went', async () => {
    const sent: unknown[] = [];
    serveEmployees({
      departments: [sales, support],
      rows: [inDepartment(1, null)],
      moved: (body) => {
        sent.push(body);
        return {
          status: 200,
          body: { success: true, message: 'Ada Member1 is now in Support', data: inDepartment(1, support) },
        };
      },
    });
    const user = userEvent.setup();
    renderInApp(<EmployeesPage />, '/dashboard/employees');
    const select = await screen.findByRole('combobox', { name: 'Department of Ada Member1' });
    expect((select as HTMLSelectElement).value).toBe('');
    await user.selectOptions(select, 'Support');
    expect(await screen.findByText('Ada Member1 is now in Support')).toBeTruthy();
    expect(sent).toEqual([{ department_id: SUPPORT }]);
  });

  it('a move the server refuses is told, and the select shows where the employee still is', async () => {
    serveEmployees({
      departments: [sales],
      rows: [inDepartment(1, sales)],
      moved: () => ({ status: 404, body: { success: false, message: 'Department not found' } }),
    });
    const user = userEvent.setup();
    renderInApp(<EmployeesPage />, '/dashboard/employees');
    const select = await screen.findByRole('combobox', { name: 'Department of Ada Member1' });
    await user.selectOptions(select, 'No department');
    expect(await screen.findByText('Department not found')).toBeTruthy();
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe(SALES));
  });

  it('a viewer reads each department but has no select to move anyone, nor a budget button', async () => {
    serveEmployees({
      departments: [sales],
      rows: [inDepartment(1, sales), inDepartment(2, null)],
      role: 'viewer',
    });
    renderInApp(<EmployeesPage />, '/dashboard/employees');
    expect(await screen.findByText('Ada Member1')).toBeTruthy();
    await screen.findByRole('combobox', { name: 'Department' });
    expect(screen.getAllByText('Sales').length).toBeGreaterThan(0);
    expect(screen.queryByRole('combobox', { name: 'Department of Ada Member1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set budget for Ada Member1' })).toBeNull();
  });
});
