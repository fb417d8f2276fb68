import { ORDER_STATUSES, type OrderStatus, REFUNDED_ORDER_STATUSES } from '@lunch/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, monthlySpend } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
  walletAndLedger,
} from './helpers/factories.js';
import { moneyState, placeOrder, setStatus } from './orders-helpers.js';

const PRICE = 2_500_00;
const refunded = (status: OrderStatus) => REFUNDED_ORDER_STATUSES.includes(status);

describe('order status changes', () => {
  let t: TestApp;
  let admin: Actor;
  let itemId: string;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t);
    itemId = (await createMenuItem(t, { priceKobo: PRICE })).id;
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  /** A company, an employee and one PENDING order of ₦2,500 (wallet ₦10,000, budget ₦20,000). */
  async function anOrder(options: { walletKobo?: number; monthlyBudgetKobo?: number } = {}) {
    const company = await createCompany(t, {
      walletKobo: options.walletKobo ?? 10_000_00,
      monthlyBudgetKobo: options.monthlyBudgetKobo ?? 20_000_00,
    });
    const employee = await createEmployee(t, company.id);
    const res = await placeOrder(t.app, employee, [{ food_menu: itemId, quantity: 1 }]);
    expect(res.statusCode).toBe(200);
    return { company, employee, orderId: res.data.id };
  }

  // AWAITING_PAYMENT is checkout's alone (pay the difference; its changes: pay-difference.test.ts).
  const settable = ORDER_STATUSES.filter((status) => status !== 'AWAITING_PAYMENT');
  const pairs = settable.flatMap((from) => settable.map((to) => [from, to] as const));

  it('refuses to put an order in AWAITING_PAYMENT (409), which only checkout does', async () => {
    const { company, employee, orderId } = await anOrder();
    const before = await moneyState(t, company.id, employee.id);
    const res = await setStatus(t.app, admin, orderId, 'AWAITING_PAYMENT');
    expect(res.statusCode).toBe(409);
    expect(await moneyState(t, company.id, employee.id)).toEqual(before);
  });

  it.each(pairs)('%s → %s moves exactly the right money', async (from, to) => {
    const { company, employee, orderId } = await anOrder();
    if (from !== 'PENDING') expect((await setStatus(t.app, admin, orderId, from)).statusCode).toBe(200);
    const before = await moneyState(t, company.id, employee.id);
    await t.flushJobs();
    t.smtp.clear();

    const res = await setStatus(t.app, admin, orderId, to);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ id: orderId, status: to, total_amount: '2500.00' });

    const after = await moneyState(t, company.id, employee.id);
    const refunds = !refunded(from) && refunded(to);
    const charges = refunded(from) && !refunded(to);
    const delta = refunds ? PRICE : charges ? -PRICE : 0;
    expect(after).toEqual({
      wallet: before.wallet + delta,
      spent: before.spent - delta,
      orders: 1,
      charges: before.charges + (charges ? 1 : 0),
      refunds: before.refunds + (refunds ? 1 : 0),
    });
    const { wallet, ledger: sum } = await walletAndLedger(t, company.id);
    expect(wallet).toBe(sum);
    expect(wallet).toBe(refunded(to) ? 10_000_00 : 7_500_00);

    await t.flushJobs();
    const mails = t.smtp.to(employee.email);
    if (from === to) {
      expect(mails).toHaveLength(0);
    } else {
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Your order is ${to.toLowerCase().replaceAll('_', ' ')}`);
      expect(mails[0]?.text).toContain(`is now ${to}`);
    }
  });

  it('refuses to re-charge a cancelled order with 409 when the wallet cannot cover it', async () => {
    const { company, employee, orderId } = await anOrder({ walletKobo: 5_000_00 });
    expect((await setStatus(t.app, admin, orderId, 'CANCELLED')).statusCode).toBe(200);
    const colleague = await createEmployee(t, company.id);
    expect((await placeOrder(t.app, colleague, [{ food_menu: itemId, quantity: 2 }])).statusCode).toBe(200);
    const before = await moneyState(t, company.id, employee.id);

    const res = await setStatus(t.app, admin, orderId, 'CONFIRMED');
    expect(res.statusCode).toBe(409);
    expect(res.message).toMatch(/wallet cannot cover/);
    expect(await moneyState(t, company.id, employee.id)).toEqual(before);
    const list = await api.get('/orders', { as: employee });
    expect(list.data.list[0]?.status).toBe('CANCELLED');
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 0, ledger: 0 });
  });

  it('refuses to re-charge a declined order with 409 when the monthly budget is spent', async () => {
    const { company, employee, orderId } = await anOrder({
      walletKobo: 50_000_00,
      monthlyBudgetKobo: 5_000_00,
    });
    expect((await setStatus(t.app, admin, orderId, 'DECLINED')).statusCode).toBe(200);
    expect((await placeOrder(t.app, employee, [{ food_menu: itemId, quantity: 2 }])).statusCode).toBe(200);
    const before = await moneyState(t, company.id, employee.id);

    const res = await setStatus(t.app, admin, orderId, 'PENDING');
    expect(res.statusCode).toBe(409);
    expect(res.message).toMatch(/monthly budget/);
    expect(await moneyState(t, company.id, employee.id)).toEqual(before);
  });

  it("refunds into the order's own month, not the current one", async () => {
    const { company, employee, orderId } = await anOrder();
    clock.set('2026-04-02T09:00:00Z');
    try {
      expect((await placeOrder(t.app, employee, [{ food_menu: itemId, quantity: 1 }])).statusCode).toBe(200);
      expect((await setStatus(t.app, admin, orderId, 'CANCELLED')).statusCode).toBe(200);
    } finally {
      clock.set('2026-03-10T09:00:00Z');
    }
    const spend = await t.db.select().from(monthlySpend).where(eq(monthlySpend.employeeId, employee.id));
    expect(Object.fromEntries(spend.map((row) => [row.monthKey, row.spentKobo]))).toEqual({
      '2026-03': 0,
      '2026-04': PRICE,
    });
    const rows = await t.db.select().from(ledger).where(eq(ledger.orderId, orderId));
    expect(rows.map((row) => [row.type, row.status, row.amountKobo]).sort()).toEqual([
      ['order_charge', 'paid', PRICE],
      ['order_refund', 'paid', PRICE],
    ]);
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 7_500_00, ledger: 7_500_00 });
  });
});
