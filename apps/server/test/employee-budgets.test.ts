import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlySpend } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createCompany, createEmployee, createMenuItem } from './helpers/factories.js';
import { moneyState, placeOrder } from './orders-helpers.js';

describe('per-employee monthly budgets', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  /** PATCH /api/users/employees/:id/budget, sent as it is (tests send wrong amounts and ids on purpose). */
  const setBudget = (actor: Actor, employeeId: string, payload: unknown) =>
    api.patch('/users/employees/:id/budget', {
      as: actor,
      unchecked: true,
      params: { id: employeeId },
      body: payload,
    });

  it("replaces the company default in checkout, the employee list and the employee's analytics", async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 5_000_00 });
    const employee = await createEmployee(t, company.id);
    const item = await createMenuItem(t, { priceKobo: 4_000_00 });

    await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }]);
    const over = await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }]);
    expect(over.statusCode).toBe(409);
    expect(over.message).toContain('₦1,000.00 left');

    const res = await setBudget(company, employee.id, { monthly_budget: '12000.50' });
    expect(res.statusCode).toBe(200);
    expect(res.data.account_details).toMatchObject({
      monthly_budget: '12000.50',
      spent_this_month: '4000.00',
      spend_balance: '8000.50',
      own_budget: true,
    });

    const second = await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 2 }]);
    expect(second.statusCode).toBe(200);
    expect((await moneyState(t, company.id, employee.id)).spent).toBe(12_000_00);
    const third = await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }]);
    expect(third.statusCode).toBe(409);
    expect(third.message).toContain('₦0.50 left');

    const list = await api.get('/users/employees', { as: company });
    expect(list.data.list[0]?.account_details).toMatchObject({
      monthly_budget: '12000.50',
      own_budget: true,
    });
    const analytics = await api.get('/analytics/employee', { as: employee });
    expect(analytics.data).toMatchObject({ monthly_budget: '12000.50', spent_this_month: '12000.00' });

    const back = await setBudget(company, employee.id, { monthly_budget: null });
    expect(back.statusCode).toBe(200);
    expect(back.data.account_details).toMatchObject({ monthly_budget: '5000.00', own_budget: false });
  });

  it('refuses bad amounts naming the field, and employees of other companies, changing nothing', async () => {
    const company = await createCompany(t, { monthlyBudgetKobo: 5_000_00 });
    const employee = await createEmployee(t, company.id);
    const other = await createCompany(t);
    const stranger = await createEmployee(t, other.id);

    for (const payload of [
      { monthly_budget: 0 },
      { monthly_budget: '12.345' },
      { monthly_budget: 'ten' },
      {},
    ]) {
      const res = await setBudget(company, employee.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.errors[0]?.path).toBe('monthly_budget');
    }
    expect((await setBudget(company, stranger.id, { monthly_budget: 100 })).statusCode).toBe(404);
    expect((await setBudget(company, 'not-an-id', { monthly_budget: 100 })).statusCode).toBe(400);
    expect((await setBudget(employee, employee.id, { monthly_budget: 100 })).statusCode).toBe(403);

    const list = await api.get('/users/employees', { as: other });
    expect(list.data.list[0]?.account_details).toMatchObject({ own_budget: false });
  });
});

describe("an employee's month at a month's turn, on either side of the date line", () => {
  let t: TestApp;
  // 20:00 UTC on 31 March: already 1 April at UTC+14, still 31 March at UTC−11.
  const clock = testClock(new Date('2026-03-31T20:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock, smtp: false });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  it("counts the spend of the company's own current month", async () => {
    for (const [timeZone, spent] of [
      ['Pacific/Kiritimati', '2500.00'],
      ['Pacific/Pago_Pago', '1000.00'],
      ['Africa/Lagos', '1000.00'],
    ] as const) {
      const company = await createCompany(t, { timeZone, monthlyBudgetKobo: 10_000_00 });
      const employee = await createEmployee(t, company.id);
      await t.db.insert(monthlySpend).values([
        { employeeId: employee.id, monthKey: '2026-03', spentKobo: 1_000_00 },
        { employeeId: employee.id, monthKey: '2026-04', spentKobo: 2_500_00 },
      ]);
      const list = await api.get('/users/employees', { as: company });
      expect(list.data.list[0]?.account_details, timeZone).toMatchObject({ spent_this_month: spent });
    }
  });
});
