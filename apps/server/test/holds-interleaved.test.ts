import type { OrderStatus } from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema.js';
import { type Answer, testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
  walletAndLedger,
} from './helpers/factories.js';
import { placeOrder, setStatus } from './orders-helpers.js';

const PRICE = 1_000_00;
const STAFF = 5;
const DAILY_LIMIT = 24;
const DAY_CAP = 6 * PRICE;
const BUDGET = 8 * PRICE;
const WALLET = 30 * PRICE;

/**
 * domain/holds: checkout sends an order's holds with its COMMIT, a status change takes them (or
 * gives them back) inside its own transaction, one implementation and one lock order for both. Here
 * 50 checkouts (dishes in both orders within the cart), 10 single status flips (refunds and
 * re-charges) and a bulk flip run at once on the same employees, dishes and wallet, on PostgreSQL
 * (PGlite runs one statement at a time). No request may fail for a deadlock, and every counter must
 * equal what the orders that hold money add up to, within its limit.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('holds taken and given back concurrently', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  it('50 checkouts interleaved with status flips, refunds and a bulk change: no deadlock, counters and ledger exact', async () => {
    const company = await createCompany(t, { walletKobo: WALLET, monthlyBudgetKobo: BUDGET });
    await t.db.update(companies).set({ perDayCapKobo: DAY_CAP }).where(eq(companies.accountId, company.id));
    const admin = await createAdmin(t);
    const staff: Actor[] = [];
    for (let i = 0; i < STAFF; i++) staff.push(await createEmployee(t, company.id));
    const dishA = await createMenuItem(t, { priceKobo: PRICE, dailyLimit: DAILY_LIMIT });
    const dishB = await createMenuItem(t, { priceKobo: PRICE, dailyLimit: DAILY_LIMIT });

    // Before the rush: two orders per employee, one of them cancelled (refunded).
    const held: string[] = [];
    const cancelled: string[] = [];
    for (const employee of staff) {
      for (const list of [held, cancelled]) {
        const res = await placeOrder(t.app, employee, [{ food_menu: dishA.id, quantity: 1 }]);
        expect(res.statusCode).toBe(200);
        list.push(res.data.id);
      }
    }
    for (const id of cancelled) expect((await setStatus(t.app, admin, id, 'CANCELLED')).statusCode).toBe(200);

    const carts = [
      [{ food_menu: dishA.id, quantity: 1 }],
      [
        { food_menu: dishB.id, quantity: 1 },
        { food_menu: dishA.id, quantity: 1 },
      ],
      [
        { food_menu: dishA.id, quantity: 1 },
        { food_menu: dishB.id, quantity: 1 },
      ],
      [{ food_menu: dishB.id, quantity: 2 }],
    ];
    const bulk = (orderIds: string[], newStatus: OrderStatus) =>
      api.patch('/orders/bulk-status', { as: admin, body: { orderIds, newStatus } });
    const requests: Promise<Answer<unknown>>[] = [];
    let bulked: ReturnType<typeof bulk> | undefined;
    for (let i = 0; i < 50; i++) {
      requests.push(placeOrder(t.app, staff[i % STAFF]!, carts[i % carts.length]));
      // Every fifth checkout, a refund and a re-charge on the same employees, dishes and wallet.
      if (i % 5 === 0) {
        const k = i / 5;
        if (k < STAFF) requests.push(setStatus(t.app, admin, held[k]!, 'DECLINED'));
        else requests.push(setStatus(t.app, admin, cancelled[k - STAFF]!, 'PENDING'));
      }
      if (i === 25) {
        bulked = bulk([...cancelled.slice(0, 2), ...held.slice(3)], 'CONFIRMED');
        requests.push(bulked);
      }
    }
    const answers = await Promise.all(requests);

    for (const res of answers) {
      // 200, or 409 naming the rule; never a deadlock (500/503).
      expect([200, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 409) {
        expect(res.message).toMatch(
          /sold out|portions? of .* left|day cap|monthly budget|wallet cannot cover/,
        );
      }
    }
    const bulkAnswer = await bulked!;
    for (const refused of bulkAnswer.data.refused) {
      expect(refused.message).toMatch(
        /sold out|portions? of .* left|day cap|monthly budget|wallet cannot cover/,
      );
    }
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThan(10);
    expect(answers.filter((res) => res.statusCode === 409).length).toBeGreaterThan(0);

    // Every counter equals the orders that hold money, within its limit.
    const holding = sql`o.company_id = ${company.id} and o.status not in ('DECLINED', 'CANCELLED')`;
    const [money] = await t.database.rows<{ wallet: string; held: string }>(sql`
      select (select wallet_kobo from companies where account_id = ${company.id})::text as wallet,
        (select coalesce(sum(total_kobo), 0) from orders o where ${holding})::text as held`);
    expect(Number(money!.wallet)).toBe(WALLET - Number(money!.held));
    expect(Number(money!.wallet)).toBeGreaterThanOrEqual(0);
    // The wallet is what its ledger adds up to (the top-up less the charges, plus the refunds).
    expect(await walletAndLedger(t, company.id)).toEqual({
      wallet: Number(money!.wallet),
      ledger: Number(money!.wallet),
    });

    const spends = await t.database.rows<{ month: string; day: string; held: string }>(sql`
      select coalesce((select sum(spent_kobo) from monthly_spend m where m.employee_id = e.account_id), 0)::text as month,
        coalesce((select sum(spent_kobo) from day_spend d where d.employee_id = e.account_id), 0)::text as day,
        coalesce((select sum(total_kobo) from orders o where o.employee_id = e.account_id and ${holding}), 0)::text as held
      from employees e where e.company_id = ${company.id}`);
    expect(spends).toHaveLength(STAFF);
    for (const spend of spends) {
      expect(spend.month).toBe(spend.held);
      expect(spend.day).toBe(spend.held);
      expect(Number(spend.held)).toBeLessThanOrEqual(DAY_CAP);
    }

    const portions = await t.database.rows<{ id: string; sold: string; held: string }>(sql`
      select m.id, coalesce((select sum(sold) from menu_day_sales s where s.menu_item_id = m.id), 0)::text as sold,
        coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
          where l.menu_item_id = m.id and ${holding}), 0)::text as held
      from menu_items m where m.id in (${dishA.id}, ${dishB.id})`);
    for (const dish of portions) {
      expect(dish.sold).toBe(dish.held);
      expect(Number(dish.sold)).toBeLessThanOrEqual(DAILY_LIMIT);
    }
  });
});
