import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, menuItems, monthlySpend } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createCompany,
  createEmployee,
  createMenuItem,
  walletAndLedger,
} from './helpers/factories.js';
import { moneyState, placeOrder } from './orders-helpers.js';

describe('checkout', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());

  it('prices the order from the menu, debits the wallet, records the month spend and the ledger, and emails', async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00, name: 'Acme Foods' });
    const employee = await createEmployee(t, company.id, { firstName: 'Ordering', lastName: 'Employee' });
    const jollof = await createMenuItem(t, { name: 'Jollof rice', priceKobo: 2_500_50 });
    const suya = await createMenuItem(t, { name: 'Suya', priceKobo: 1_800_00 });

    const res = await placeOrder(t.app, employee, [
      { food_menu: jollof.id, quantity: 2 },
      { food_menu: suya.id, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.message).toBe('Order placed');
    const order = res.data;
    expect(order).toMatchObject({
      status: 'PENDING',
      total_amount: '6801.00',
      items: [
        { food_menu: jollof.id, name: 'Jollof rice', price: '2500.50', quantity: 2 },
        { food_menu: suya.id, name: 'Suya', price: '1800.00', quantity: 1 },
      ],
      employee_details: { first_name: 'Ordering', last_name: 'Employee', email: employee.email },
      company_details: { name: 'Acme Foods' },
    });
    expect(order._id).toBe(order.id);

    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 93_199_00, ledger: 93_199_00 });
    const charges = await t.db.select().from(ledger).where(eq(ledger.orderId, order.id));
    expect(charges).toEqual([
      expect.objectContaining({
        type: 'order_charge',
        status: 'paid',
        amountKobo: 6_801_00,
        email: employee.email,
      }),
    ]);
    const spend = await t.db.select().from(monthlySpend).where(eq(monthlySpend.employeeId, employee.id));
    expect(spend).toEqual([{ employeeId: employee.id, monthKey: '2026-03', spentKobo: 6_801_00 }]);

    await t.flushJobs();
    const [receipt] = t.smtp.to(employee.email);
    expect(receipt?.subject).toBe('Your lunch order');
    expect(receipt?.text).toContain('2 × Jollof rice');
    expect(receipt?.text).toContain('₦6,801.00');
    expect(receipt?.text).toMatch(/for delivery on \w{3} \d{1,2} \w{3} \d{4} at \d\d:\d\d WAT/);
    const [charged] = t.smtp.to(company.email);
    expect(charged?.subject).toBe('Wallet charged for a lunch order');
    expect(charged?.text).toContain('Ordering Employee');
    expect(charged?.text).toContain('₦93,199.00');
  });

  it('counts the order against the month in the company time zone', async () => {
    const company = await createCompany(t, { walletKobo: 10_000_00, timeZone: 'Asia/Tokyo' });
    const employee = await createEmployee(t, company.id, { timeZone: 'America/New_York' });
    const item = await createMenuItem(t, { priceKobo: 1_000_00 });
    clock.set('2026-03-31T16:30:00Z'); // 1 April 01:30 in Tokyo, still 31 March in New York
    try {
      const res = await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }]);
      expect(res.statusCode).toBe(200);
      // The delivery day and slot are the company's, and the order says in which zone.
      expect(res.json().data).toMatchObject({ delivery_date: '2026-04-01', time_zone: 'Asia/Tokyo' });
      const listed = await testApi(t).get('/orders', { as: employee });
      expect(listed.data.list[0]).toMatchObject({ time_zone: 'Asia/Tokyo' });
    } finally {
      clock.set('2026-03-10T09:00:00Z');
    }
    const spend = await t.db.select().from(monthlySpend).where(eq(monthlySpend.employeeId, employee.id));
    expect(spend.map((row) => row.monthKey)).toEqual(['2026-04']);
  });

  describe('refuses bad orders with 4xx and charges nothing', () => {
    let company: Actor;
    let employee: Actor;
    let available: string;
    let unavailable: string;
    beforeAll(async () => {
      company = await createCompany(t, { walletKobo: 50_000_00 });
      employee = await createEmployee(t, company.id);
      available = (await createMenuItem(t, { priceKobo: 1_000_00 })).id;
      unavailable = (await createMenuItem(t, { name: 'Ofada rice', available: false })).id;
    });

    const cases: Array<[string, () => unknown, number, RegExp]> = [
      ['an empty list', () => [], 400, /cart is empty/],
      ['no list at all', () => undefined, 400, /foodItems/],
      ['quantity 0', () => [{ food_menu: available, quantity: 0 }], 400, /foodItems\.0\.quantity/],
      ['quantity 21', () => [{ food_menu: available, quantity: 21 }], 400, /at most 20/],
      ['quantity 1.5', () => [{ food_menu: available, quantity: 1.5 }], 400, /whole number/],
      ['quantity as text', () => [{ food_menu: available, quantity: '2' }], 400, /quantity/],
      ['negative quantity', () => [{ food_menu: available, quantity: -1 }], 400, /at least 1/],
      [
        'an unknown id',
        () => [{ food_menu: '0190a6f4-7b1c-7c3e-9b1a-1f2e3d4c5b6a', quantity: 1 }],
        400,
        /foodItems\.0\.food_menu: No menu item/,
      ],
      ['a malformed id', () => [{ food_menu: 'jollof', quantity: 1 }], 400, /valid id/],
      [
        'the same item twice',
        () => [
          { food_menu: available, quantity: 1 },
          { food_menu: available, quantity: 2 },
        ],
        400,
        /only once/,
      ],
      ['a price sent by the client', () => [{ food_menu: available, quantity: 1, price: 1 }], 400, /price/],
      [
        'an unavailable item',
        () => [
          { food_menu: available, quantity: 1 },
          { food_menu: unavailable, quantity: 1 },
        ],
        409,
        /Not available right now: Ofada rice/,
      ],
      [
        '51 lines',
        () => Array.from({ length: 51 }, () => ({ food_menu: available, quantity: 1 })),
        400,
        /At most 50/,
      ],
    ];

    it.each(cases)('%s', async (_name, lines, status, message) => {
      const before = await moneyState(t, company.id, employee.id);
      const res = await placeOrder(t.app, employee, lines());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, data: null });
      expect(res.message).toMatch(message);
      expect(await moneyState(t, company.id, employee.id)).toEqual(before);
    });

    it('refuses an invalid Idempotency-Key', async () => {
      const res = await placeOrder(t.app, employee, [{ food_menu: available, quantity: 1 }], 'x'.repeat(201));
      expect(res.statusCode).toBe(400);
      expect(res.message).toMatch(/Idempotency-Key/);
    });
  });

  it('stops at the monthly budget, and a new month gives a new budget', async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 5_000_00 });
    const employee = await createEmployee(t, company.id);
    const item = await createMenuItem(t, { priceKobo: 2_000_00 });
    const order = (quantity: number) => placeOrder(t.app, employee, [{ food_menu: item.id, quantity }]);

    expect((await order(3)).statusCode).toBe(409); // 6000 > 5000 on its own
    expect((await order(2)).statusCode).toBe(200); // 4000 of 5000
    const before = await moneyState(t, company.id, employee.id);
    const over = await order(1); // 6000 > 5000
    expect(over.statusCode).toBe(409);
    expect(over.message).toBe(
      'This order (₦2,000.00) is over your monthly budget: ₦1,000.00 left this month.',
    );
    expect(await moneyState(t, company.id, employee.id)).toEqual(before);

    clock.set('2026-04-01T09:00:00Z');
    try {
      expect((await order(2)).statusCode).toBe(200);
    } finally {
      clock.set('2026-03-10T09:00:00Z');
    }
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 92_000_00, ledger: 92_000_00 });
  });

  it('stops at the company wallet, never below zero', async () => {
    const company = await createCompany(t, { walletKobo: 3_000_00 });
    const employee = await createEmployee(t, company.id);
    const item = await createMenuItem(t, { priceKobo: 2_000_00 });
    expect((await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }])).statusCode).toBe(200);
    const before = await moneyState(t, company.id, employee.id);
    const res = await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.message).toMatch(/wallet cannot cover this order/);
    expect(await moneyState(t, company.id, employee.id)).toEqual(before);
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 1_000_00, ledger: 1_000_00 });
  });

  it('an order costing exactly the wallet and the budget left goes through', async () => {
    const company = await createCompany(t, { walletKobo: 4_000_00, monthlyBudgetKobo: 4_000_00 });
    const employee = await createEmployee(t, company.id);
    const item = await createMenuItem(t, { priceKobo: 2_000_00 });
    expect((await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 2 }])).statusCode).toBe(200);
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 0, ledger: 0 });
  });

  describe('Idempotency-Key', () => {
    it('returns the first order for a repeated key and charges once', async () => {
      const company = await createCompany(t, { walletKobo: 20_000_00 });
      const employee = await createEmployee(t, company.id);
      const item = await createMenuItem(t, { priceKobo: 1_500_00 });
      const lines = [{ food_menu: item.id, quantity: 2 }];
      const first = await placeOrder(t.app, employee, lines, 'cart-1');
      const again = await placeOrder(t.app, employee, lines, 'cart-1');
      expect(again.statusCode).toBe(200);
      expect(again.data).toEqual(first.data);
      const other = await placeOrder(t.app, employee, lines, 'cart-2');
      expect(other.data.id).not.toBe(first.data.id);
      const state = await moneyState(t, company.id, employee.id);
      expect(state).toMatchObject({ orders: 2, charges: 2, wallet: 14_000_00, spent: 6_000_00 });
    });

    it('charges once under concurrent retries with one key', async () => {
      const company = await createCompany(t, { walletKobo: 20_000_00 });
      const employee = await createEmployee(t, company.id);
      const item = await createMenuItem(t, { priceKobo: 1_500_00 });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }], 'same-cart'),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((res) => res.data.id)).size).toBe(1);
      const state = await moneyState(t, company.id, employee.id);
      expect(state).toMatchObject({ orders: 1, charges: 1, wallet: 18_500_00 });
    });

    it('a key is per employee', async () => {
      const company = await createCompany(t, { walletKobo: 20_000_00 });
      const first = await createEmployee(t, company.id);
      const second = await createEmployee(t, company.id);
      const item = await createMenuItem(t, { priceKobo: 1_000_00 });
      const a = await placeOrder(t.app, first, [{ food_menu: item.id, quantity: 1 }], 'shared');
      const b = await placeOrder(t.app, second, [{ food_menu: item.id, quantity: 1 }], 'shared');
      expect(a.data.id).not.toBe(b.data.id);
      expect(b.data.employee_details?.email).toBe(second.email);
    });

    it('after a refused checkout the same key can be used again', async () => {
      const company = await createCompany(t, { walletKobo: 1_000_00 });
      const employee = await createEmployee(t, company.id);
      const item = await createMenuItem(t, { priceKobo: 1_500_00 });
      const lines = [{ food_menu: item.id, quantity: 1 }];
      expect((await placeOrder(t.app, employee, lines, 'retry-me')).statusCode).toBe(409);
      await t.db.execute(sql`update menu_items set price_kobo = 50000 where id = ${item.id}`);
      expect((await placeOrder(t.app, employee, lines, 'retry-me')).statusCode).toBe(200);
    });
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'an item switched off while an order is placed (api-postgres only: needs two connections)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ smtp: false });
    });
    afterAll(() => t.close());

    it('the checkout waits for the switch, then refuses the item and charges nothing', async () => {
      const company = await createCompany(t, { walletKobo: 10_000_00 });
      const employee = await createEmployee(t, company.id);
      const item = await createMenuItem(t, { name: 'Amala' });
      const before = await moneyState(t, company.id, employee.id);

      let switchedOff!: () => void;
      let commit!: () => void;
      const switching = t.db.transaction(async (tx) => {
        await tx.update(menuItems).set({ available: false }).where(eq(menuItems.id, item.id));
        switchedOff();
        await new Promise<void>((resolve) => {
          commit = resolve;
        });
      });
      await new Promise<void>((resolve) => {
        switchedOff = resolve;
      });
      const order = placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }]);
      try {
        await waitForLockWaiter(t);
      } finally {
        commit();
        await switching;
      }

      const res = await order;
      expect(res.statusCode).toBe(409);
      expect(res.message).toMatch(/Not available right now: Amala/);
      expect(await moneyState(t, company.id, employee.id)).toEqual(before);
    });
  },
);

/** Resolves once a session of this test database waits for a row lock (fails after 5 s). */
async function waitForLockWaiter(t: TestApp) {
  for (let waited = 0; waited < 5000; waited += 20) {
    const [row] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no session waited for the lock');
}
