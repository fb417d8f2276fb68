import { randomBytes } from 'node:crypto';
import { type AutoOrderRun, type UpdateAutoOrderInput, WEEK_DAYS, type WeekDay } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queueDueAutoOrders } from '../src/modules/auto-order/auto-order.schedule.js';
import type { TestApp } from './helpers/app.js';
import { autoOrderTestbed, TUESDAY, TUESDAY_09_00_LAGOS } from './helpers/auto-order-testbed.js';
import { type Actor, createCompany, createEmployee, createMenuItem } from './helpers/factories.js';
import { moneyState, placeOrder, setStatus } from './orders-helpers.js';

const EVERY_DAY: WeekDay[] = [...WEEK_DAYS];

describe('auto-order', () => {
  const { clock, app, api, runNow, stateOf } = autoOrderTestbed();
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = app());
  });

  /** "Run now": queued (202 at once), then the job queue runs it; the run's state once it ran. */
  async function run(date = TUESDAY) {
    const queued = await runNow(date);
    expect(queued.statusCode).toBe(202);
    await t.flushJobs();
    const state = await stateOf(date);
    expect(state.data.status).toBe('done');
    return state;
  }
  const settingsOf = async (employee: Actor) => (await api.get('/auto-order', { as: employee })).data;

  /**
   * A company and an employee with a diet of their own, so only this test's dishes suit them (the
   * "Healthy meals" rule keeps every other test's dishes out).
   */
  async function staffed(
    options: { walletKobo?: number; budgetKobo?: number; allergies?: string[]; conditions?: string[] } = {},
  ) {
    const diet = `diet-${randomBytes(4).toString('hex')}`;
    const company = await createCompany(t, {
      walletKobo: options.walletKobo ?? 100_000_00,
      monthlyBudgetKobo: options.budgetKobo ?? 100_000_00,
    });
    const employee = await createEmployee(t, company.id, {
      dietaryPreferences: [diet],
      allergies: options.allergies ?? [],
      medicalConditions: options.conditions ?? [],
    });
    const dish = (overrides: Parameters<typeof createMenuItem>[1] = {}) =>
      createMenuItem(t, { suitableForDiet: [diet], ...overrides });
    return { company, employee, dish, diet };
  }

  async function enable(employee: Actor, settings: Partial<UpdateAutoOrderInput> = {}) {
    const res = await api.put('/auto-order', {
      as: employee,
      body: {
        enabled: true,
        days: EVERY_DAY,
        skip_dates: [],
        max_price: null,
        avoid_repeat_days: 0,
        ...settings,
      },
    });
    expect(res.statusCode).toBe(200);
    return res.data;
  }

  async function ordersOf(employee: Actor) {
    return (await api.get('/orders', { as: employee, query: { limit: 50 } })).data.list;
  }

  /** The employee marks a dish with a heart. */
  const favourite = (employee: Actor, id: string) =>
    api.put('/food-menu/:id/favourite', { as: employee, params: { id } });

  /** The emails to `email`, sent (the demo outbox) or still queued. */
  async function mailsTo(email: string) {
    const rows = await t.database.rows<{ subject: string; text: string }>(
      sql`select subject, text from (
        select subject, text, created_at from mail_outbox where "to" = ${email}
        union all
        select payload->>'subject', payload->>'text', created_at from jobs where kind = 'email.send' and payload->>'to' = ${email}
      ) mails order by created_at`,
    );
    return rows;
  }

  const outcomeOf = (result: AutoOrderRun, employee: Actor) => ({
    placed: result.placed_employees.find((row) => row.employee_id === employee.id),
    skipped: result.skipped_employees.find((row) => row.employee_id === employee.id),
  });

  it('settings: off by default, validated field by field, saved with the next dates it will order for', async () => {
    const { employee } = await staffed();
    expect(await settingsOf(employee)).toEqual({
      enabled: false,
      days: [],
      skip_dates: [],
      max_price: null,
      avoid_repeat_days: 0,
      next_dates: [],
    });
    const valid = {
      enabled: true,
      days: ['TUE', 'THU'],
      skip_dates: [],
      max_price: null,
      avoid_repeat_days: 0,
    };
    for (const [change, message] of [
      [{ days: ['XYZ'] }, /Days must be among/],
      [{ skip_dates: ['2026-02-30'] }, /real date/],
      [{ avoid_repeat_days: 15 }, /0 to 14/],
      [{ max_price: -5 }, /more than 0/],
      [{ enabled: 'yes' }, /enabled/],
    ] as const) {
      const res = await api.put('/auto-order', {
        as: employee,
        unchecked: true,
        body: { ...valid, ...change },
      });
      expect(res.statusCode).toBe(400);
      expect(res.message).toMatch(message);
    }
    expect((await settingsOf(employee)).enabled).toBe(false);

    const saved = await enable(employee, {
      days: ['THU', 'TUE'],
      skip_dates: ['2026-03-12'],
      max_price: '2500.5',
      avoid_repeat_days: 3,
    });
    expect(saved).toMatchObject({
      enabled: true,
      days: ['TUE', 'THU'],
      skip_dates: ['2026-03-12'],
      max_price: '2500.50',
      avoid_repeat_days: 3,
    });
    // Today's run (10:00) is still ahead; Thursday 12 is skipped.
    expect(saved.next_dates).toEqual(['2026-03-10', '2026-03-17', '2026-03-19', '2026-03-24', '2026-03-26']);
    clock.set('2026-03-10T09:01:00Z');
    expect((await settingsOf(employee)).next_dates[0]).toBe('2026-03-17');

    expect((await api.get('/auto-order', { as: admin })).statusCode).toBe(403);
    expect(
      (await api.post('/admin/auto-orders/run', { as: employee, body: { date: TUESDAY } })).statusCode,
    ).toBe(403);
    expect((await runNow('tomorrow')).statusCode).toBe(400);
  });

  it('chooses only a dish safe for allergies, conditions and diets, charges it like any order and emails it', async () => {
    const { company, employee, dish } = await staffed({ allergies: ['peanut'], conditions: ['diabetes'] });
    const risky = await dish({
      allergens: ['peanut'],
      suitableForConditions: ['diabetes'],
      priceKobo: 500_00,
    });
    await dish({ suitableForConditions: ['hypertension'], priceKobo: 600_00 });
    const safe = await dish({ suitableForConditions: ['diabetes'], priceKobo: 1_500_00, name: 'Ofada rice' });
    await favourite(employee, risky.id);
    await enable(employee);
    const before = await moneyState(t, company.id, employee.id);

    const result = (await run()).data;
    const mine = outcomeOf(result, employee);
    expect(mine.placed).toMatchObject({ dish: 'Ofada rice' });
    const [order] = await ordersOf(employee);
    expect(order).toMatchObject({
      id: mine.placed!.order_id,
      delivery_date: TUESDAY,
      status: 'PENDING',
    });
    expect(order!.items.map((item) => item.food_menu)).toEqual([safe.id]);
    const after = await moneyState(t, company.id, employee.id);
    expect(after.wallet).toBe(before.wallet - 1_500_00);
    expect(after.spent).toBe(before.spent + 1_500_00);
    const mails = await mailsTo(employee.email);
    expect(mails.find((mail) => mail.subject === 'We ordered Ofada rice for you')?.text).toMatch(
      /lunch for Tue 10 Mar 2026 at 12:30 WAT: Ofada rice.*until Tue 10 Mar 2026, 10:30 WAT\./s,
    );
  });

  it('prefers favourites, then the best rated, then the cheapest', async () => {
    const { employee, dish } = await staffed();
    const cheap = await dish({ priceKobo: 800_00 });
    const rated = await dish({ priceKobo: 1_200_00 });
    const loved = await dish({ priceKobo: 2_000_00 });
    // Another employee rates an order of `rated` five stars.
    const other = await staffed();
    const theirs = (await placeOrder(t.app, other.employee, [{ food_menu: rated.id, quantity: 1 }])).data;
    await setStatus(t.app, admin, theirs.id, 'DELIVERED');
    expect(
      (
        await api.post('/orders/:id/rating', {
          as: other.employee,
          params: { id: theirs.id },
          body: { stars: 5 },
        })
      ).statusCode,
    ).toBe(200);

    await enable(employee);
    await favourite(employee, loved.id);
    expect(outcomeOf((await run()).data, employee).placed).toBeDefined();
    expect((await ordersOf(employee))[0]!.items[0]!.food_menu).toBe(loved.id);

    const second = await staffed();
    await createMenuItem(t, { suitableForDiet: [second.diet], priceKobo: cheap.priceKobo });
    await t.database.rows(
      sql`update menu_items set suitable_for_diet = suitable_for_diet || ${second.diet}::text where id = ${rated.id}`,
    );
    await enable(second.employee);
    await run();
    expect((await ordersOf(second.employee))[0]!.items[0]!.food_menu).toBe(rated.id);
  });

  it("stays within max_price, the company caps and the monthly budget; when nothing fits it orders nothing and says why in checkout's words", async () => {
    const { employee, dish } = await staffed({ budgetKobo: 1_000_00 });
    const dear = await dish({ priceKobo: 3_000_00 });
    const mid = await dish({ priceKobo: 2_000_00 });
    await dish({ priceKobo: 900_00, name: 'Moi moi' });
    await favourite(employee, dear.id);
    await favourite(employee, mid.id);
    await enable(employee, { max_price: 2_500 });
    // Budget ₦1,000 left: checkout refuses the ₦2,000 favourite, so the next cheaper dish is tried
    // and only the ₦900 one fits.
    expect(outcomeOf((await run()).data, employee).placed).toMatchObject({ dish: 'Moi moi' });

    const capped = await staffed();
    await capped.dish({ priceKobo: 2_000_00 });
    expect(
      (await api.patch('/company/settings', { as: capped.company, body: { per_order_cap: 1_500 } }))
        .statusCode,
    ).toBe(200);
    await enable(capped.employee);
    const before = await moneyState(t, capped.company.id, capped.employee.id);
    const skipped = outcomeOf((await run()).data, capped.employee).skipped;
    // Checkout's own refusal, word for word.
    expect(skipped?.reason).toBe("This order (₦2,000.00) is over your company's per-order cap of ₦1,500.00.");
    expect(await moneyState(t, capped.company.id, capped.employee.id)).toEqual(before);
    const mails = await mailsTo(capped.employee.email);
    expect(mails.filter((mail) => mail.subject.startsWith('No lunch was ordered'))).toHaveLength(1);
    // Run again: still skipped, told only once.
    await run();
    expect(
      (await mailsTo(capped.employee.email)).filter((mail) => mail.subject.startsWith('No lunch')),
    ).toHaveLength(1);
  });

  it('an empty wallet is a refusal by checkout, reported and emailed', async () => {
    const { employee, dish } = await staffed({ walletKobo: 0 });
    await dish({ priceKobo: 1_000_00 });
    await enable(employee);
    const skipped = outcomeOf((await run()).data, employee).skipped;
    expect(skipped?.reason).toMatch(/No dish|wallet/);
    expect(await ordersOf(employee)).toEqual([]);
  });

  it('skips sold-out dishes, skip dates, days not chosen and dishes eaten in the last avoid_repeat_days', async () => {
    const { employee, dish } = await staffed();
    const soldOut = await dish({ priceKobo: 500_00, dailyLimit: 1 });
    const yesterday = await dish({ priceKobo: 600_00 });
    const fresh = await dish({ priceKobo: 2_000_00 });
    const rival = await staffed();
    expect(
      (await placeOrder(t.app, rival.employee, [{ food_menu: soldOut.id, quantity: 1 }])).statusCode,
    ).toBe(200);
    // Monday: the employee had `yesterday`.
    clock.set('2026-03-09T08:00:00Z');
    expect(
      (await placeOrder(t.app, employee, [{ food_menu: yesterday.id, quantity: 1 }])).data.delivery_date,
    ).toBe('2026-03-09');
    clock.set(TUESDAY_09_00_LAGOS);

    await enable(employee, { days: ['MON'] });
    expect(outcomeOf((await run()).data, employee).skipped?.reason).toMatch(
      /Not one of their auto-order days/,
    );
    await enable(employee, { skip_dates: [TUESDAY] });
    expect(outcomeOf((await run()).data, employee).skipped?.reason).toMatch(/skip this date/);
    expect((await ordersOf(employee)).filter((o) => o.delivery_date === TUESDAY)).toEqual([]);

    await enable(employee, { avoid_repeat_days: 1 });
    expect(outcomeOf((await run()).data, employee).placed).toBeDefined();
    const tuesday = (await ordersOf(employee)).find((o) => o.delivery_date === TUESDAY)!;
    expect(tuesday.items[0]!.food_menu).toBe(fresh.id);
  });

  it('is idempotent: a second run, an order of their own or a cancelled auto-order means no new order', async () => {
    const { employee, dish } = await staffed();
    await dish({ priceKobo: 1_000_00 });
    await enable(employee);
    expect(outcomeOf((await run()).data, employee).placed).toBeDefined();
    const again = outcomeOf((await run()).data, employee);
    expect(again.placed).toBeUndefined();
    expect(again.skipped?.reason).toMatch(/already placed automatically/);
    const [auto] = await ordersOf(employee);
    expect((await setStatus(t.app, admin, auto!.id, 'CANCELLED')).statusCode).toBe(200);
    expect(outcomeOf((await run()).data, employee).skipped?.reason).toMatch(/already placed automatically/);
    expect(await ordersOf(employee)).toHaveLength(1);

    const own = await staffed();
    const item = await own.dish({ priceKobo: 1_000_00 });
    await placeOrder(t.app, own.employee, [{ food_menu: item.id, quantity: 1 }]);
    await enable(own.employee);
    expect(outcomeOf((await run()).data, own.employee).skipped?.reason).toMatch(/already have an order/);
    expect(await ordersOf(own.employee)).toHaveLength(1);
    expect(
      (await mailsTo(employee.email)).filter((mail) => mail.subject.startsWith('We ordered')),
    ).toHaveLength(1);
  });

  it('concurrent runs never place two orders for one employee and date, and email each order once', async () => {
    const staff = await Promise.all([staffed(), staffed(), staffed()]);
    for (const member of staff) {
      await member.dish({ priceKobo: 1_000_00 });
      await enable(member.employee);
    }
    // Four admins press "run now" at once: one run is queued (202 each), and it places each order once.
    const queued = await Promise.all(Array.from({ length: 4 }, () => runNow()));
    for (const res of queued) expect(res.statusCode).toBe(202);
    await t.flushJobs();
    const result = (await stateOf()).data;
    expect(result.status).toBe('done');
    for (const member of staff) {
      expect(outcomeOf(result, member.employee).placed).toBeDefined();
      expect(await ordersOf(member.employee)).toHaveLength(1);
      const state = await moneyState(t, member.company.id, member.employee.id);
      expect(state).toMatchObject({ orders: 1, charges: 1, spent: 1_000_00 });
      expect(
        (await mailsTo(member.employee.email)).filter((mail) => mail.subject.startsWith('We ordered')),
      ).toHaveLength(1);
    }
  });

  it('the recurring job runs 30 minutes before the cut-off, once per date', async () => {
    const { employee, dish } = await staffed();
    await dish({ priceKobo: 1_000_00 });
    await enable(employee);
    clock.set('2026-03-10T08:59:00Z');
    expect(await queueDueAutoOrders(t.ctx)).toEqual([]);
    clock.set('2026-03-10T09:05:00Z');
    expect(await queueDueAutoOrders(t.ctx)).toEqual([TUESDAY]);
    await t.flushJobs();
    const orders = await ordersOf(employee);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.delivery_date).toBe(TUESDAY);
    clock.set('2026-03-10T09:31:00Z');
    expect(await queueDueAutoOrders(t.ctx)).toEqual([]);
  });

  it('the employee can cancel an auto-placed order until the cut-off, refunded as any cancellation', async () => {
    const { company, employee, dish } = await staffed();
    await dish({ priceKobo: 1_000_00 });
    await enable(employee);
    const before = await moneyState(t, company.id, employee.id);
    const placed = outcomeOf((await run()).data, employee).placed!;
    const other = await staffed();
    expect(
      (await api.post('/orders/:id/cancel', { as: other.employee, params: { id: placed.order_id } }))
        .statusCode,
    ).toBe(404);
    clock.set('2026-03-10T09:29:00Z');
    const cancelled = await api.post('/orders/:id/cancel', { as: employee, params: { id: placed.order_id } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.data.status).toBe('CANCELLED');
    expect(await moneyState(t, company.id, employee.id)).toMatchObject({
      wallet: before.wallet,
      spent: before.spent,
      refunds: before.refunds + 1,
    });
    const again = await api.post('/orders/:id/cancel', { as: employee, params: { id: placed.order_id } });
    expect(again.statusCode).toBe(409);

    // After the cut-off (or the lead time before its slot) an order can no longer be cancelled.
    const late = await staffed();
    await late.dish({ priceKobo: 1_000_00 });
    await enable(late.employee);
    clock.set(TUESDAY_09_00_LAGOS);
    const lateOrder = outcomeOf((await run()).data, late.employee).placed!;
    clock.set('2026-03-10T09:30:00Z');
    const refused = await api.post('/orders/:id/cancel', {
      as: late.employee,
      params: { id: lateOrder.order_id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toMatch(/can no longer be cancelled: cancelling closed at 10:30 WAT/);
  });
});
