import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, monthlySpend } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createAdmin, createCompany, createEmployee } from './helpers/factories.js';

describe('company employees and settings', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);
  const settings = (as?: Actor) => api.get('/company/settings', { as });

  it('lists employees with their monthly budget, spend this month and what they can still spend', async () => {
    const company = await createCompany(t, { walletKobo: 30_000_00, monthlyBudgetKobo: 20_000_00 });
    const employee = await createEmployee(t, company.id, { firstName: 'Listed', lastName: 'Employee' });
    await t.db
      .insert(monthlySpend)
      .values({ employeeId: employee.id, monthKey: '2026-03', spentKobo: 5_000_00 });
    await t.db
      .insert(monthlySpend)
      .values({ employeeId: employee.id, monthKey: '2026-02', spentKobo: 19_000_00 });

    const res = await api.get('/users/employees', { as: company });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(res.data.list[0]).toMatchObject({
      _id: employee.id,
      id: employee.id,
      name: 'Listed Employee',
      email: employee.email,
      account_state: 'ACTIVE',
      account_type: 'Individual',
      account_details: {
        first_name: 'Listed',
        last_name: 'Employee',
        monthly_budget: '20000.00',
        spent_this_month: '5000.00',
        spend_balance: '15000.00',
      },
    });
    expect(res.data.list[0]?.account_details).not.toHaveProperty('password_hash');
  });

  it('caps the spendable balance at the company wallet', async () => {
    const company = await createCompany(t, { walletKobo: 3_000_00, monthlyBudgetKobo: 20_000_00 });
    await createEmployee(t, company.id);
    const row = (await api.get('/users/employees', { as: company })).data.list[0];
    expect(row?.account_details.spend_balance).toBe('3000.00');
  });

  it('searches name or email case-insensitively and pages by 10 with a total', async () => {
    const company = await createCompany(t);
    for (let i = 1; i <= 23; i++) {
      clock.advance(1000);
      await createEmployee(t, company.id, { firstName: i % 2 ? 'Kitchen' : 'Desk', lastName: `Member${i}` });
    }
    await createEmployee(t, company.id, {
      firstName: 'Zed',
      lastName: 'Odd',
      email: 'SPECIAL.person@Example.com',
    });

    const list = async (query: { limit?: number; page?: number; lastId?: string; query?: string }) =>
      (await api.get('/users/employees', { as: company, query })).data;
    const names = (page: { list: Array<{ name: string }> }) => page.list.map((row) => row.name);
    const page1 = await list({ limit: 10, page: 1 });
    expect(page1.total).toBe(24);
    expect(page1.list).toHaveLength(10);
    const page3 = await list({ limit: 10, page: 3 });
    expect(page3.list).toHaveLength(4);
    expect(page3.list.at(-1)?.name).toBe('Kitchen Member1'); // oldest last
    const page2 = await list({ limit: 10, page: 2 });
    const byKey = await list({ limit: 10, lastId: page1.lastId ?? undefined });
    const ids = (page: { list: Array<{ id: string }> }) => page.list.map((row) => row.id);
    expect(ids(byKey)).toEqual(ids(page2));

    const kitchen = await list({ query: 'kITCHEN', limit: 10 });
    expect(kitchen.total).toBe(12);
    expect(kitchen.list.every((row) => row.name.startsWith('Kitchen'))).toBe(true);
    expect(names(await list({ query: 'desk member4' }))).toEqual(['Desk Member4']);
    expect(names(await list({ query: 'special.PERSON' }))).toEqual(['Zed Odd']);
    expect((await list({ query: '%' })).total).toBe(0);
    expect(await list({ query: 'nobody' })).toMatchObject({ total: 0, list: [] });
  });

  it('shows a suspended employee with their state', async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    await t.db.update(accounts).set({ accountState: 'SUSPENDED' }).where(eq(accounts.id, employee.id));
    const row = (await api.get('/users/employees', { as: company })).data.list[0];
    expect(row?.account_state).toBe('SUSPENDED');
  });

  it("never shows another company's employees", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    await createEmployee(t, a.id, { firstName: 'Only', lastName: 'Ours' });
    const seen = (await api.get('/users/employees', { as: b, query: { query: 'only' } })).data;
    expect(seen).toMatchObject({ total: 0, list: [] });
    const csv = (await api.get('/users/employees/export', { as: b })).body;
    expect(csv).not.toContain('Only Ours');
  });

  it('exports the list as CSV, with formula-looking cells neutralised', async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 12_500_50 });
    await createEmployee(t, company.id, { firstName: '=HYPERLINK("x")', lastName: 'Quote' });
    await createEmployee(t, company.id, { firstName: 'Plain', lastName: 'Person' });
    const res = await api.get('/users/employees/export', { as: company });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('employees.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Email","Date Joined","Status","Monthly budget","Spent this month","Balance"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^"Plain Person","employee-[^"]+","\d{4}-\d{2}-\d{2}","ACTIVE","12500.50","0.00","12500.50"$/,
    );
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""x""\) Quote",/);
    const filtered = await api.get('/users/employees/export', { as: company, query: { query: 'plain' } });
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('reads and changes the monthly budget, which changes what employees can spend', async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 10_000_00 });
    await createEmployee(t, company.id);
    expect((await settings(company)).data).toEqual({
      max_spend_amount_per_employee: '10000.00',
      time_zone: 'Africa/Lagos',
      low_balance_alert: null,
      order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      order_window_start: '00:00',
      order_window_end: '23:59',
      per_order_cap: null,
      per_day_cap: null,
      legal_name: '',
      tin: '',
      billing_address: '',
      employees_may_pay_difference: false,
    });
    const patch = await api.patch('/company/settings', {
      as: company,
      body: { max_spend_amount_per_employee: '15000.50' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.data.max_spend_amount_per_employee).toBe('15000.50');
    const row = (await api.get('/users/employees', { as: company })).data.list[0];
    expect(row?.account_details).toMatchObject({ monthly_budget: '15000.50', spend_balance: '15000.50' });
  });

  it('rejects a bad budget with 400 naming the field and changes nothing', async () => {
    const company = await createCompany(t, { monthlyBudgetKobo: 10_000_00 });
    for (const payload of [
      { max_spend_amount_per_employee: 0 },
      { max_spend_amount_per_employee: 'lots' },
      { max_spend_amount_per_employee: -5 },
    ]) {
      const res = await api.patch('/company/settings', { as: company, body: payload });
      expect(res.statusCode).toBe(400);
      expect(res.errors[0]?.path).toBe('max_spend_amount_per_employee');
    }
    // Every setting is optional now (the meal programme shares the call), but an empty change is refused.
    const empty = await api.patch('/company/settings', { as: company, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.message).toMatch(/at least one setting/);
    const walletAttempt = await api.patch('/company/settings', {
      as: company,
      unchecked: true,
      body: { max_spend_amount_per_employee: 100, wallet_kobo: 999 },
    });
    expect(walletAttempt.statusCode).toBe(400);
    expect((await settings(company)).data.max_spend_amount_per_employee).toBe('10000.00');
  });

  it('is for companies only', async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    const admin = await createAdmin(t);
    for (const path of ['/users/employees', '/users/employees/export'] as const) {
      expect((await api.get(path, { as: employee })).statusCode).toBe(403);
      expect((await api.get(path, { as: admin })).statusCode).toBe(403);
      expect((await api.get(path)).statusCode).toBe(401);
    }
    const budget = { params: { id: employee.id }, body: { monthly_budget: 100 } };
    const setBudget = (as?: Actor) => api.patch('/users/employees/:id/budget', { as, ...budget });
    expect((await setBudget(employee)).statusCode).toBe(403);
    expect((await setBudget()).statusCode).toBe(401);
    expect((await settings(employee)).statusCode).toBe(403);
    expect((await settings(admin)).statusCode).toBe(403);
    expect((await settings()).statusCode).toBe(401);
    const patch = await api.patch('/company/settings', {
      as: admin,
      body: { max_spend_amount_per_employee: 100 },
    });
    expect(patch.statusCode).toBe(403);
    const tooMany = await api.get('/users/employees', { as: company, query: { limit: 500 } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.errors[0]?.path).toBe('limit');
  });
});
