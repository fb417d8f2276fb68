import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { setStatus } from '../orders-helpers.js';
import { testApi } from './api.js';
import { buildTestApp, type TestApp, testClock } from './app.js';
import { TUESDAY_10_00_LAGOS } from './delivery-testbed.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
  createRestaurant,
  createRider,
} from './factories.js';
import { type FakePaystack, startFakePaystack } from './fake-paystack.js';

export type TestRestaurant = Awaited<ReturnType<typeof createRestaurant>>;

/**
 * The restaurants' money tests' app (one per file): its clock at TUESDAY_10_00_LAGOS before each
 * test, with Paystack faked (`paystack: true`) or the sandbox, and the calls they make: a restaurant,
 * an order of its dishes placed through checkout, its delivery by a rider's hand-over or the
 * platform admin, and the restaurant's ledger. Call inside a describe.
 */
export function payoutsTestbed(options: { paystack?: boolean } = {}) {
  const clock = testClock(new Date(TUESDAY_10_00_LAGOS));
  let t: TestApp;
  let admin: Actor;
  let paystack: FakePaystack | undefined;
  beforeAll(async () => {
    paystack = options.paystack ? await startFakePaystack() : undefined;
    t = await buildTestApp({ clock, env: paystack ? paystack.env : {} });
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await paystack?.close();
  });
  beforeEach(() => {
    clock.set(TUESDAY_10_00_LAGOS);
  });
  const api = testApi(() => t);

  /** A restaurant taking `commissionBasisPoints` (10 % unless given). */
  const restaurant = (overrides: Parameters<typeof createRestaurant>[1] = {}) =>
    createRestaurant(t, overrides);

  /**
   * An employee's order of `quantity` × a ₦`priceKobo` dish of the restaurant, for `date` (today
   * unless given) at 12:30,
   * placed through checkout (the company's wallet is charged).
   */
  async function placed(
    of: TestRestaurant,
    order: { priceKobo?: number; quantity?: number; date?: string } = {},
  ) {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 100_000_00 });
    const employee = await createEmployee(t, company.id, { lunchTimeMinutes: 12 * 60 + 45 });
    const item = await createMenuItem(t, {
      priceKobo: order.priceKobo ?? 2_000_00,
      restaurantId: of.restaurantId,
    });
    const res = await api.post('/orders', {
      as: employee,
      unchecked: true,
      body: {
        foodItems: [{ food_menu: item.id, quantity: order.quantity ?? 1 }],
        delivery_date: order.date ?? '2026-03-10',
        delivery_slot: '12:30',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.data as { id: string; handover_code: string; total_kobo?: number };
    const [row] = await t.database.rows<{ restaurant_id: string; total: string }>(
      sql`select restaurant_id, total_kobo::text as total from orders where id = ${data.id}`,
    );
    expect(row?.restaurant_id).toBe(of.restaurantId);
    return { company, employee, orderId: data.id, code: data.handover_code, totalKobo: Number(row!.total) };
  }

  /** The platform admin sets the order's status. */
  async function adminSets(orderId: string, status: string) {
    const res = await setStatus(t.app, admin, orderId, status);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  /** A rider is given the order, picks it up and hands it over with its code. */
  async function riderDelivers(orderId: string, code: string) {
    const rider = await createRider(t);
    const assigned = await api.patch('/admin/dispatch', {
      as: admin,
      body: { orderIds: [orderId], riderId: rider.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const picked = await api.post('/rider/orders/:id/picked-up', { as: rider, params: { id: orderId } });
    expect(picked.statusCode, picked.body).toBe(200);
    const handed = await api.post('/rider/orders/:id/delivered', {
      as: rider,
      params: { id: orderId },
      body: { code },
    });
    expect(handed.statusCode, handed.body).toBe(200);
  }

  /** The restaurant's ledger rows, oldest first: type, amount (kobo), status, reference. */
  const ledgerOf = (restaurantId: string) =>
    t.database
      .rows<{ type: string; amount: string; status: string; reference: string; order_id: string | null }>(sql`
        select type, amount_kobo::text as amount, status, reference, order_id from restaurant_ledger
        where restaurant_id = ${restaurantId} order by created_at, id`)
      .then((rows) => rows.map((row) => ({ ...row, amount: Number(row.amount) })));

  /** The restaurant's rows of one order, by type: kobo summed. */
  async function orderRows(orderId: string) {
    const rows = await t.database.rows<{ type: string; amount: string }>(sql`
      select type, sum(amount_kobo)::text as amount from restaurant_ledger where order_id = ${orderId} group by type`);
    return Object.fromEntries(rows.map((row) => [row.type, Number(row.amount)]));
  }

  /** Paystack's webhook: the raw bytes, signed with Paystack's key unless `signature` is given. */
  const webhook = (body: string, signature = paystack!.sign(body)) =>
    api.post('/billings/webhook', {
      unchecked: true,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
    });

  /** `POST /admin/payouts/run`, answered 200. */
  async function run() {
    const res = await api.post('/admin/payouts/run', { as: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.payouts;
  }

  /** `GET /restaurant/earnings` as the restaurant. */
  async function earnings(of: TestRestaurant, query: Record<string, string> = {}) {
    const res = await api.get('/restaurant/earnings', { as: of, unchecked: true, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.data;
  }

  return {
    clock,
    api,
    app: () => ({ t, admin }),
    paystack: () => paystack!,
    restaurant,
    placed,
    adminSets,
    riderDelivers,
    ledgerOf,
    orderRows,
    webhook,
    run,
    earnings,
  };
}
