import type { CompanyProfile, Me } from '@lunch/contract';
import type { CompanyRole } from '@lunch/contract/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meQuery } from '../../../lib/use-me';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { Component as BillingsPage } from './billings';
import { Component as EmployeesPage } from './employees';
import { Component as InvitationsPage } from './invitations';
import { Component as OverviewPage } from './overview';
import { Component as ProfilePage } from './profile';

/*
 * What each member's role may use on the pages every member opens (issue 32): a button the role
 * may not use is not there, with a line saying whom to ask; a form it may not change is shown with
 * its controls switched off, and the same line. The server refuses the same with 403.
 */

const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'ok', data } });
const notFound = (message: string) => ({ status: 404, body: { success: false, message } });

const me = (role: CompanyRole): Me => ({
  id: '0195a3c2-7b1e-7c3d-9f00-00000000c001',
  name: `A ${role} member`,
  email: `${role}@acme.example.com`,
  account_type: 'Company',
  account_state: 'ACTIVE',
  onboarded: true,
  email_verified: true,
  time_zone: 'Africa/Lagos',
  company_role: role,
});

const profile: CompanyProfile = {
  name: 'Acme Lunches',
  website: 'https://acme.example.com',
  email: 'hr@acme.example.com',
  dial_code: '+234',
  phone_number: '8012345678',
  address_line_1: '1 Marina',
  address_line_2: 'Floor 2',
  city: 'Lagos',
  state: 'Lagos',
  country: 'Nigeria',
  zip_code: '100001',
  time_zone: 'Africa/Lagos',
  onboarded: true,
  setup_missing: [],
};

const settings = {
  max_spend_amount_per_employee: '20000.00',
  low_balance_alert: '5000.00',
  order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  order_window_start: '00:00',
  order_window_end: '23:59',
  per_order_cap: null,
  per_day_cap: null,
  time_zone: 'Africa/Lagos',
  legal_name: '',
  tin: '',
  billing_address: '',
  employees_may_pay_difference: false,
};

const employee = {
  _id: '0195a3c2-7b1e-7c3d-9f00-0000000000e1',
  id: '0195a3c2-7b1e-7c3d-9f00-0000000000e1',
  name: 'Ada Lovelace',
  email: 'ada@acme.example.com',
  created_at: '2026-03-01T09:00:00.000Z',
  account_state: 'ACTIVE',
  account_type: 'Individual',
  account_details: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    spend_balance: '15000.00',
    monthly_budget: '20000.00',
    spent_this_month: '5000.00',
    own_budget: false,
  },
  department: null,
};

const card = { brand: 'visa', last4: '4081', exp_month: '12', exp_year: '2030' };

/** What the company's pages read, answered as the server would for a member in `role`. */
function serveCompany(role: CompanyRole, change: { balance?: string } = {}) {
  return serveApi({
    'GET /auth/me': ok(me(role)),
    'GET /company/profile': ok(profile),
    'GET /company/settings': ok(settings),
    'GET /analytics/company': ok({
      orders: 3,
      balance: change.balance ?? '90000.00',
      employees: 2,
      amount_spent: '7500.00',
    }),
    'GET /analytics/company/daily-spend': ok([]),
    'GET /billings': ok({ list: [], total: 0, page: 1, limit: 10, lastId: null }),
    'GET /billings/virtual-account': notFound('No bank account yet: get one on the Billings page'),
    'GET /billings/auto-topup': ok({ enabled: false, threshold: '0.00', amount: '0.00', card, failures: 0 }),
    'GET /billings/statement': notFound('No statement'),
    'GET /invitations/list': ok([]),
    'GET /company/departments': ok([]),
    'GET /users/employees': ok({ list: [employee], total: 1, page: 1, limit: 10, lastId: null }),
  });
}

const note = async (text: string) => expect(await screen.findByText(text)).toBeTruthy();
const region = (name: string) => screen.findByRole('region', { name });
/** Whether a control is switched off (its own `disabled`, or a disabled fieldset's around it). */
const switchedOff = (element: Element) => element.matches(':disabled');

describe('Billings by role', () => {
  it('a viewer reads it all, with no Top up, no bank account button and auto top-up switched off', async () => {
    serveCompany('viewer');
    renderInApp(<BillingsPage />, '/dashboard/billings');
    await note(
      "Your role, viewer, can't top up the wallet. Ask an owner or a finance member of your company.",
    );
    expect(screen.queryByRole('button', { name: 'Top up' })).toBeNull();

    const transfer = await region('Pay by bank transfer');
    expect(
      await within(transfer).findByText(
        "Your role, viewer, can't get the company a bank account. Ask an owner or a finance member of your company.",
      ),
    ).toBeTruthy();
    expect(within(transfer).queryByRole('button', { name: 'Get a bank account' })).toBeNull();

    await note(
      "Your role, viewer, can't change auto top-up. Ask an owner or a finance member of your company.",
    );
    const autoTopup = await region('Auto top-up');
    const forget = await within(autoTopup).findByRole('button', { name: 'Forget card' });
    expect(switchedOff(forget)).toBe(true);
    expect(switchedOff(within(autoTopup).getByRole('switch', { name: 'Auto top-up' }))).toBe(true);
    // What it reads is there: the movements.
    expect(await screen.findByText('No billings made!')).toBeTruthy();
  });

  it('a finance member tops up, opens the bank account and sets auto top-up', async () => {
    serveCompany('finance');
    renderInApp(<BillingsPage />, '/dashboard/billings');
    expect(await screen.findByRole('button', { name: 'Top up' })).toBeTruthy();
    const transfer = await region('Pay by bank transfer');
    expect(await within(transfer).findByRole('button', { name: 'Get a bank account' })).toBeTruthy();
    const autoTopup = await region('Auto top-up');
    const forget = await within(autoTopup).findByRole('button', { name: 'Forget card' });
    expect(switchedOff(forget)).toBe(false);
    expect(screen.queryByTestId('role-note')).toBeNull();
    expect(screen.queryByTestId('role-limited')).toBeNull();
  });
});

describe('Employees by role', () => {
  it('a viewer reads the employees without the budget button', async () => {
    serveCompany('viewer');
    const { queryClient } = renderInApp(<EmployeesPage />, '/dashboard/employees');
    expect((await screen.findAllByText('Ada Lovelace')).length).toBeGreaterThan(0);
    await waitFor(() => expect(queryClient.getQueryData(meQuery.queryKey)?.company_role).toBe('viewer'));
    expect(screen.queryByRole('button', { name: 'Set budget for Ada Lovelace' })).toBeNull();
  });

  it('a people member sets budgets', async () => {
    serveCompany('people');
    renderInApp(<EmployeesPage />, '/dashboard/employees');
    expect(await screen.findByRole('button', { name: 'Set budget for Ada Lovelace' })).toBeTruthy();
  });
});

describe('Invitations by role', () => {
  it('a viewer reads the invitations without the invite buttons', async () => {
    serveCompany('viewer');
    renderInApp(<InvitationsPage />, '/dashboard/invitations');
    await note("Your role, viewer, can't invite employees. Ask an owner or a people member of your company.");
    expect(screen.queryByRole('button', { name: 'Invite Employee' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite from CSV' })).toBeNull();
    expect(await screen.findByText("You haven't sent any invitations yet!")).toBeTruthy();
  });

  it('a people member invites', async () => {
    serveCompany('people');
    renderInApp(<InvitationsPage />, '/dashboard/invitations');
    expect(await screen.findByRole('button', { name: 'Invite Employee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite from CSV' })).toBeTruthy();
    expect(screen.queryByTestId('role-note')).toBeNull();
  });
});

describe('Company profile by role', () => {
  it("a finance member reads the profile, which is an owner's to change, and changes the tax details", async () => {
    serveCompany('finance');
    renderInApp(<ProfilePage />, '/dashboard/profile');
    await note("Your role, finance, can't change the company profile. Ask an owner of your company.");
    const name = (await screen.findByLabelText('Company name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Acme Lunches'));
    expect(switchedOff(name)).toBe(true);
    expect(switchedOff(screen.getByRole('button', { name: 'Save profile' }))).toBe(true);

    const legal = (await screen.findByLabelText('Legal name')) as HTMLInputElement;
    expect(switchedOff(legal)).toBe(false);
    expect(screen.queryByText(/can't change the tax details/)).toBeNull();
  });

  it('a people member may change neither, and is told whom to ask for each', async () => {
    serveCompany('people');
    renderInApp(<ProfilePage />, '/dashboard/profile');
    await note("Your role, people, can't change the company profile. Ask an owner of your company.");
    await note(
      "Your role, people, can't change the tax details. Ask an owner or a finance member of your company.",
    );
    expect(switchedOff(await screen.findByLabelText('Legal name'))).toBe(true);
  });

  it('an owner changes both', async () => {
    serveCompany('owner');
    renderInApp(<ProfilePage />, '/dashboard/profile');
    const name = (await screen.findByLabelText('Company name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Acme Lunches'));
    await waitFor(() => expect(screen.queryByTestId('role-limited')).toBeNull());
    expect(switchedOff(name)).toBe(false);
    expect(switchedOff(await screen.findByLabelText('Legal name'))).toBe(false);
  });
});

describe('Overview by role', () => {
  it('a people member sets the budget and programme, not the low-balance alert, and has no Top up link', async () => {
    serveCompany('people', { balance: '1000.00' });
    renderInApp(<OverviewPage />, '/dashboard/overview');
    const banner = await screen.findByRole('alert');
    await waitFor(() =>
      expect(banner.textContent).toContain(
        'Ask an owner or a finance member to top up so your employees can keep ordering.',
      ),
    );
    expect(within(banner).queryByRole('link', { name: 'Top up' })).toBeNull();

    await note(
      "Your role, people, can't change the low-balance alert. Ask an owner or a finance member of your company.",
    );
    const budget = await within(await region('Monthly budget per employee')).findByLabelText('Budget (₦)');
    expect(switchedOff(budget)).toBe(false);
    expect(screen.queryByText(/can't change the meal programme/)).toBeNull();
  });

  it('a finance member sets the low-balance alert and tops up from the banner, not the budget or programme', async () => {
    serveCompany('finance', { balance: '1000.00' });
    renderInApp(<OverviewPage />, '/dashboard/overview');
    const banner = await screen.findByRole('alert');
    expect((await within(banner).findByRole('link', { name: 'Top up' })).getAttribute('href')).toBe(
      '/dashboard/billings',
    );
    await note(
      "Your role, finance, can't change the monthly budget. Ask an owner or a people member of your company.",
    );
    await note(
      "Your role, finance, can't change the meal programme. Ask an owner or a people member of your company.",
    );
    await note(
      "Your role, finance, can't change whether employees may pay the difference. Ask an owner or a people member of your company.",
    );
    expect(screen.queryByText(/can't change the low-balance alert/)).toBeNull();
  });
});
