import { randomBytes } from 'node:crypto';
import { type AutoOrderRun, type CreateDepartmentInput, WEEK_DAYS } from '@lunch/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orders } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { autoOrderTestbed, TUESDAY } from './helpers/auto-order-testbed.js';
import { deliveryTestbed } from './helpers/delivery-testbed.js';
import {
  type Actor,
  createCompany,
  createEmployee,
  createMenuItem,
  walletAndLedger,
} from './helpers/factories.js';
import { type FakePaystack, startFakePaystack } from './helpers/fake-paystack.js';
import { moneyState, setStatus } from './orders-helpers.js';

/*
 * The rules that apply to an employee in a department (issue 32): the department's where it sets
 * them, else the company's, the employee's own budget above both; read by checkout, auto-order and
 * the delivery options alike, each refusal naming the department's rule. Every order keeps the
 * department and cost centre it was placed under.
 */

type Api = ReturnType<typeof testApi>;

/** A department of `company` with the rules given, and `employees` moved into it. */
async function department(
  api: Api,
  company: Actor,
  body: Partial<CreateDepartmentInput> & { name: string },
  members: Actor[] = [],
) {
  const res = await api.post('/company/departments', { as: company, body });
  expect(res.statusCode).toBe(201);
  for (const employee of members) {
    const moved = await api.patch('/users/employees/:id', {
      as: company,
      params: { id: employee.id },
      body: { department_id: res.data.id },
    });
    expect(moved.statusCode).toBe(200);
  }
  return res.data;
}

/** The department, its name and cost centre an order was placed under, as stored. */
async function placedUnder(t: TestApp, orderId: string) {
  const [row] = await t.db
    .select({ id: orders.departmentId, name: orders.departmentName, costCentre: orders.costCentre })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

describe('department rules in checkout and the delivery options', () => {
  const { app, api, programme, order, staffed } = deliveryTestbed();
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = app());
  });

  it("the department's per-order cap replaces the company's, named in the refusal; others keep the company's words", async () => {
    const { company, employee, line } = await staffed(); // ₦2,000 a portion
    const colleague = await createEmployee(t, company.id);
    await programme(company, { per_order_cap: 5000 });
    await department(api, company, { name: 'Sales', per_order_cap: 3000 }, [employee]);
    const unruled = await createEmployee(t, company.id);
    await department(api, company, { name: 'Support', cost_centre: 'SUP' }, [unruled]);

    const refused = await order(employee, line(2));
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toBe(
      'Your department (Sales) pays up to ₦3,000.00 per order: this order costs ₦4,000.00.',
    );
    expect((await order(employee, line(1))).statusCode).toBe(200);
    // The colleague in no department, and the one in a department without a cap, have the company's.
    expect((await order(colleague, line(2))).statusCode).toBe(200);
    for (const other of [colleague, unruled]) {
      const over = await order(other, line(3));
      expect(over.statusCode).toBe(409);
      expect(over.message).toBe("This order (₦6,000.00) is over your company's per-order cap of ₦5,000.00.");
    }
    // A department cap may be above the company's: its employees get it.
    const generous = await createEmployee(t, company.id);
    await department(api, company, { name: 'Board', per_order_cap: 8000 }, [generous]);
    expect((await order(generous, line(3))).statusCode).toBe(200);
  });

  it("the department's day cap and order days replace the company's", async () => {
    const { company, employee, line } = await staffed();
    await programme(company, { per_day_cap: 9000 });
    await department(api, company, { name: 'Ops', per_day_cap: 5000, order_days: ['MON', 'WED', 'SAT'] }, [
      employee,
    ]);
    // Tuesday is not one of the department's days, Saturday is (not the company's).
    const tuesday = await order(employee, line(1), '2026-03-10');
    expect(tuesday.statusCode).toBe(409);
    expect(tuesday.message).toBe(
      'Your department (Ops) does not order lunch on Tuesdays (Tue 10 Mar 2026): it orders on Monday, Wednesday, Saturday.',
    );
    expect((await order(employee, line(1), '2026-03-14')).statusCode).toBe(200);
    // Without a date, the first of the department's open days.
    const first = await order(employee, line(1));
    expect(first.data.delivery_date).toBe('2026-03-11');
    const over = await order(employee, line(2), '2026-03-11');
    expect(over.statusCode).toBe(409);
    expect(over.message).toBe(
      'Your department (Ops) pays up to ₦5,000.00 a day: this order (₦4,000.00) is over it, ₦3,000.00 left for Wed 11 Mar 2026.',
    );
    expect((await order(employee, line(1), '2026-03-11')).statusCode).toBe(200);

    // A colleague without a department: the company's days and day cap, in the company's words.
    const colleague = await createEmployee(t, company.id);
    const saturday = await order(colleague, line(1), '2026-03-14');
    expect(saturday.message).toMatch(/^Your company's meal programme does not cover Saturdays/);
    expect((await order(colleague, line(4))).statusCode).toBe(200);
    const capped = await order(colleague, line(3));
    expect(capped.message).toBe(
      "This order (₦6,000.00) is over your company's day cap of ₦9,000.00: ₦1,000.00 left for Tue 10 Mar 2026.",
    );

    // An order cancelled and confirmed again is held by the department's cap too.
    const cancelled = await order(employee, line(1), '2026-03-16');
    expect((await order(employee, line(1), '2026-03-16')).statusCode).toBe(200); // ₦4,000 of ₦5,000
    expect((await setStatus(t.app, admin, cancelled.data.id, 'CANCELLED')).statusCode).toBe(200);
    expect((await order(employee, line(1), '2026-03-16')).statusCode).toBe(200); // ₦4,000 again
    const back = await setStatus(t.app, admin, cancelled.data.id, 'CONFIRMED');
    expect(back.statusCode).toBe(409);
    expect(back.message).toMatch(/day cap of ₦5,000\.00/);
    const ledger = await walletAndLedger(t, company.id);
    expect(ledger.wallet).toBe(ledger.ledger);
  });

  it("the department's monthly budget replaces the company's; the employee's own budget is above both", async () => {
    const { company, employee, line } = await staffed(); // company budget ₦100,000
    await department(api, company, { name: 'Interns', monthly_budget: 5000 }, [employee]);
    await order(employee, line(2)); // ₦4,000
    const before = await moneyState(t, company.id, employee.id);
    const over = await order(employee, line(1), '2026-03-11');
    expect(over.statusCode).toBe(409);
    expect(over.message).toBe(
      'Your department (Interns) pays up to ₦5,000.00 a month for you: this order (₦2,000.00) is over it, ₦1,000.00 left this month.',
    );
    expect(await moneyState(t, company.id, employee.id)).toEqual(before);
    const listed = await api.get('/users/employees', { as: company });
    expect(listed.data.list.find((row) => row.id === employee.id)?.account_details).toMatchObject({
      monthly_budget: '5000.00',
      spent_this_month: '4000.00',
      spend_balance: '1000.00',
      own_budget: false,
    });

    // The employee's own budget is above the department's: their words, as ever.
    const own = await api.patch('/users/employees/:id/budget', {
      as: company,
      params: { id: employee.id },
      body: { monthly_budget: 7000 },
    });
    expect(own.statusCode).toBe(200);
    expect((await order(employee, line(1), '2026-03-11')).statusCode).toBe(200);
    const ownOver = await order(employee, line(1), '2026-03-12');
    expect(ownOver.message).toBe(
      'This order (₦2,000.00) is over your monthly budget: ₦1,000.00 left this month.',
    );
    // Without a department budget the company's applies, in the company's words.
    const colleague = await createEmployee(t, company.id);
    await department(api, company, { name: 'Plain' }, [colleague]);
    expect((await order(colleague, line(4))).statusCode).toBe(200);
  });

  it("tells the employee the department's days, caps and budget before they order", async () => {
    const { company, employee, line } = await staffed();
    await programme(company, { per_order_cap: 9000, per_day_cap: 20000 });
    await department(
      api,
      company,
      {
        name: 'Field',
        per_order_cap: 4000,
        per_day_cap: 6000,
        monthly_budget: 30000,
        order_days: ['TUE', 'THU'],
      },
      [employee],
    );
    await order(employee, line(1));
    const res = await api.get('/orders/delivery-options', { as: employee });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({
      default_date: '2026-03-10',
      order_days: ['TUE', 'THU'],
      per_order_cap: '4000.00',
      per_day_cap: '6000.00',
      left_this_month: '28000.00',
      budget_left: '28000.00',
    });
    expect(res.data.days.map((day) => [day.date, day.left])).toEqual([
      ['2026-03-10', '4000.00'],
      ['2026-03-12', '6000.00'],
      ['2026-03-17', '6000.00'],
    ]);
    // A colleague in no department sees the company's.
    const colleague = await createEmployee(t, company.id);
    const theirs = await api.get('/orders/delivery-options', { as: colleague });
    expect(theirs.data).toMatchObject({
      order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      per_order_cap: '9000.00',
      per_day_cap: '20000.00',
      left_this_month: '98000.00',
    });
  });

  it('every order keeps the department and cost centre it was placed under, whatever becomes of the department', async () => {
    const { company, employee, line } = await staffed();
    const sales = await department(api, company, { name: "Sales 'East'", cost_centre: 'CC-7' }, [employee]);
    const placed = await order(employee, line(1));
    expect(placed.statusCode).toBe(200);
    expect(await placedUnder(t, placed.data.id)).toEqual({
      id: sales.id,
      name: "Sales 'East'",
      costCentre: 'CC-7',
    });

    await api.patch('/company/departments/:id', {
      as: company,
      params: { id: sales.id },
      body: { name: 'Sales North', cost_centre: 'CC-8' },
    });
    const later = await order(employee, line(1));
    expect(await placedUnder(t, later.data.id)).toEqual({
      id: sales.id,
      name: 'Sales North',
      costCentre: 'CC-8',
    });
    expect(await placedUnder(t, placed.data.id)).toEqual({
      id: sales.id,
      name: "Sales 'East'",
      costCentre: 'CC-7',
    });

    const support = await department(api, company, { name: 'Support' });
    expect(
      (
        await api.delete('/company/departments/:id', {
          as: company,
          params: { id: sales.id },
          query: { move_to: support.id },
        })
      ).statusCode,
    ).toBe(200);
    expect(await placedUnder(t, placed.data.id)).toEqual({
      id: sales.id,
      name: "Sales 'East'",
      costCentre: 'CC-7',
    });
    const moved = await order(employee, line(1));
    expect(await placedUnder(t, moved.data.id)).toEqual({ id: support.id, name: 'Support', costCentre: '' });

    // An employee in no department: none.
    const colleague = await createEmployee(t, company.id);
    const plain = await order(colleague, line(1));
    expect(await placedUnder(t, plain.data.id)).toEqual({ id: null, name: null, costCentre: null });
  });
});

describe('department rules in auto-order', () => {
  const { api, app, runNow, stateOf } = autoOrderTestbed();
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app());
  });

  async function run() {
    expect((await runNow()).statusCode).toBe(202);
    await t.flushJobs();
    const state = await stateOf();
    expect(state.data.status).toBe('done');
    return state.data;
  }
  const outcomeOf = (result: AutoOrderRun, employee: Actor) => ({
    placed: result.placed_employees.find((row) => row.employee_id === employee.id),
    skipped: result.skipped_employees.find((row) => row.employee_id === employee.id),
  });
  /** An employee with a diet of their own (only this test's dishes suit them), auto-order on every day. */
  async function enrolled(company: Actor) {
    const diet = `diet-${randomBytes(4).toString('hex')}`;
    const employee = await createEmployee(t, company.id, { dietaryPreferences: [diet] });
    const res = await api.put('/auto-order', {
      as: employee,
      body: { enabled: true, days: [...WEEK_DAYS], skip_dates: [], max_price: null, avoid_repeat_days: 0 },
    });
    expect(res.statusCode).toBe(200);
    const dish = (priceKobo: number, name?: string) =>
      createMenuItem(t, { suitableForDiet: [diet], priceKobo, ...(name ? { name } : {}) });
    return { employee, dish };
  }

  it("orders within the department's cap and budget, on its days only, in checkout's words, and keeps its department", async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 100_000_00 });
    const capped = await enrolled(company);
    const budgeted = await enrolled(company);
    const offDay = await enrolled(company);
    const plain = await enrolled(company);
    const sales = await department(api, company, { name: 'Sales', cost_centre: 'S-1', per_order_cap: 1500 }, [
      capped.employee,
    ]);
    await department(api, company, { name: 'Interns', monthly_budget: 1000 }, [budgeted.employee]);
    await department(api, company, { name: 'Weekend crew', order_days: ['SAT', 'SUN'] }, [offDay.employee]);
    await capped.dish(2_000_00);
    await capped.dish(1_200_00, 'Capped moi moi');
    await budgeted.dish(1_500_00);
    await offDay.dish(500_00);
    await plain.dish(2_000_00, 'Plain jollof');

    // The next dates auto-ordering shows follow the department's days.
    const settings = (await api.get('/auto-order', { as: offDay.employee })).data;
    expect(settings.next_dates).toEqual([
      '2026-03-14',
      '2026-03-15',
      '2026-03-21',
      '2026-03-22',
      '2026-03-28',
    ]);

    const result = await run();
    // Over the department's cap, the cheaper dish is tried and placed.
    expect(outcomeOf(result, capped.employee).placed).toMatchObject({ dish: 'Capped moi moi' });
    expect(outcomeOf(result, budgeted.employee).skipped?.reason).toBe(
      'Your department (Interns) pays up to ₦1,000.00 a month for you: this order (₦1,500.00) is over it, ₦1,000.00 left this month.',
    );
    expect(outcomeOf(result, offDay.employee).skipped?.reason).toBe(
      'Your department (Weekend crew) does not order lunch on Tuesdays (Tue 10 Mar 2026): it orders on Saturday, Sunday.',
    );
    expect(outcomeOf(result, plain.employee).placed).toMatchObject({ dish: 'Plain jollof' });

    const orderId = outcomeOf(result, capped.employee).placed!.order_id;
    expect(await placedUnder(t, orderId)).toEqual({ id: sales.id, name: 'Sales', costCentre: 'S-1' });
    const [placed] = await t.db
      .select({ date: orders.deliveryDate })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(placed?.date).toBe(TUESDAY);
  });
});

describe('department rules when the employee pays the difference', () => {
  let t: TestApp;
  let paystack: FakePaystack;
  const clock = testClock(new Date('2026-03-10T09:00:00.000Z'));
  beforeAll(async () => {
    paystack = await startFakePaystack();
    t = await buildTestApp({ clock, env: { ...paystack.env, APP_URL: 'https://lunch.example.com' } });
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });
  const api = testApi(() => t);

  it("the company's share stops at the department's cap; the order waiting for the payment keeps its department", async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 50_000_00 });
    await t.db
      .update(companies)
      .set({ employeesMayPayDifference: true, perOrderCapKobo: 10_000_00 })
      .where(eq(companies.accountId, company.id));
    const employee = await createEmployee(t, company.id);
    const finance = await department(
      api,
      company,
      { name: 'Finance', cost_centre: 'F-2', per_order_cap: 3000 },
      [employee],
    );
    const dish = await createMenuItem(t, { priceKobo: 2_500_00 });
    const res = await api.post('/orders', {
      as: employee,
      body: { foodItems: [{ food_menu: dish.id, quantity: 2 }], pay_difference: true },
    });
    expect(res.statusCode).toBe(202);
    const answer = res.json<{
      data: { company_pays: string; employee_pays: string; order: { id: string } };
    }>().data;
    expect(answer).toMatchObject({ company_pays: '3000.00', employee_pays: '2000.00' });
    expect(await placedUnder(t, answer.order.id)).toEqual({
      id: finance.id,
      name: 'Finance',
      costCentre: 'F-2',
    });
    const options = await api.get('/orders/delivery-options', { as: employee });
    expect(options.data).toMatchObject({ per_order_cap: '3000.00', employees_may_pay_difference: true });
  });
});
