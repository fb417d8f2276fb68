import type { AwaitingPayment } from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  daySpend,
  employeePayments,
  ledger,
  menuDaySales,
  monthlySpend,
  orders,
} from '../src/db/schema.js';
import { lapseUnpaidOrders } from '../src/modules/orders/awaiting-orders.js';
import { type Envelope, testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
  createRestaurant,
  walletAndLedger,
} from './helpers/factories.js';
import { type FakePaystack, startFakePaystack } from './helpers/fake-paystack.js';

const APP_URL = 'https://lunch.example.com';
const START = '2026-03-10T09:00:00.000Z'; // Tue 10:00 in Lagos: the 12:00 slot is open until 10:30

describe('employees who may pay the difference (issue 31)', () => {
  let t: TestApp;
  let paystack: FakePaystack;
  const clock = testClock(new Date(START));
  beforeAll(async () => {
    paystack = await startFakePaystack();
    t = await buildTestApp({ clock, env: { ...paystack.env, APP_URL } });
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });
  const api = testApi(() => t);

  /** A company (its wallet, the employees' budget, its caps, whether it allows paying the difference) and one employee. */
  async function setUp(
    options: {
      walletKobo?: number;
      budgetKobo?: number;
      allow?: boolean;
      perOrderCapKobo?: number | null;
      perDayCapKobo?: number | null;
    } = {},
  ) {
    clock.set(START);
    const company = await createCompany(t, {
      walletKobo: options.walletKobo ?? 100_000_00,
      monthlyBudgetKobo: options.budgetKobo ?? 50_000_00,
    });
    await t.db
      .update(companies)
      .set({
        employeesMayPayDifference: options.allow ?? true,
        perOrderCapKobo: options.perOrderCapKobo ?? null,
        perDayCapKobo: options.perDayCapKobo ?? null,
      })
      .where(eq(companies.accountId, company.id));
    const employee = await createEmployee(t, company.id, { firstName: 'Paying', lastName: 'Employee' });
    return { company, employee };
  }

  const order = (
    employee: Actor,
    foodItems: Array<{ food_menu: string; quantity: number }>,
    payDifference = true,
  ) =>
    api.post('/orders', {
      as: employee,
      body: { foodItems, ...(payDifference ? { pay_difference: true } : {}) },
    });
  const awaiting = (res: { json<T>(): T }) => res.json<Envelope<AwaitingPayment>>().data;
  const referenceOf = (answer: AwaitingPayment) => answer.authorization_url.split('/').at(-1)!;
  const webhook = (body: string, signature?: string) =>
    api.post('/billings/webhook', {
      unchecked: true,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
      },
      body,
    });
  const verify = (employee: Actor, id: string) =>
    api.get('/orders/:id/payment/verify', { as: employee, params: { id } });
  async function runJobs() {
    while ((await t.ctx.jobs.runDue()) > 0);
  }
  async function statusOf(orderId: string) {
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    return row?.status;
  }
  async function payments(orderId: string) {
    return t.db
      .select({
        type: employeePayments.type,
        status: employeePayments.status,
        amount: employeePayments.amountKobo,
      })
      .from(employeePayments)
      .where(eq(employeePayments.orderId, orderId))
      .orderBy(employeePayments.type);
  }
  async function spent(employeeId: string) {
    const [month] = await t.db.select().from(monthlySpend).where(eq(monthlySpend.employeeId, employeeId));
    const [day] = await t.db.select().from(daySpend).where(eq(daySpend.employeeId, employeeId));
    return { month: month?.spentKobo ?? 0, day: day?.spentKobo ?? 0 };
  }
  async function charges(orderId: string) {
    return t.db
      .select({ type: ledger.type, amount: ledger.amountKobo })
      .from(ledger)
      .where(eq(ledger.orderId, orderId))
      .orderBy(ledger.createdAt, ledger.type);
  }
  /** Paystack says the employee paid, and its signed webhook arrives (`times` times); the jobs run. */
  async function pay(reference: string, times = 1) {
    paystack.settle(reference, { status: 'success' });
    const body = paystack.event(reference);
    for (let i = 0; i < times; i++) expect((await webhook(body, paystack.sign(body))).statusCode).toBe(200);
    await runJobs();
  }

  describe('checkout', () => {
    it('over the monthly budget: the company pays what is left of it, the employee the rest by card (202)', async () => {
      const { company, employee } = await setUp({ budgetKobo: 5_000_00 });
      const dish = await createMenuItem(t, { name: 'Asun rice', priceKobo: 3_000_00 });
      const res = await order(employee, [{ food_menu: dish.id, quantity: 2 }]);
      expect(res.statusCode).toBe(202);
      const answer = awaiting(res);
      expect(answer).toMatchObject({
        company_pays: '5000.00',
        employee_pays: '1000.00',
        order: {
          status: 'AWAITING_PAYMENT',
          total_amount: '6000.00',
          company_pays: '5000.00',
          employee_pays: '1000.00',
          payment_due_at: '2026-03-10T09:15:00.000Z',
          payment_url: answer.authorization_url,
        },
      });
      const reference = referenceOf(answer);
      expect(answer.authorization_url).toBe(`https://checkout.paystack.com/${reference}`);
      expect(paystack.initializeBodies.at(-1)).toEqual({
        email: employee.email,
        amount: 1_000_00,
        currency: 'NGN',
        reference,
        callback_url: `${APP_URL}/worker/orders?payment=${answer.order.id}`,
      });
      // The company's share is held like any order: budget, day spend, wallet with its ledger row.
      expect(await spent(employee.id)).toEqual({ month: 5_000_00, day: 5_000_00 });
      expect(await charges(answer.order.id)).toEqual([{ type: 'order_charge', amount: 5_000_00 }]);
      expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 95_000_00, ledger: 95_000_00 });
      expect(await payments(answer.order.id)).toEqual([
        { type: 'contribution', status: 'pending', amount: 1_000_00 },
      ]);
      // No receipt and no "wallet charged" email while the order waits for the employee's part.
      await runJobs();
      expect(t.smtp.to(employee.email)).toEqual([]);
      expect(t.smtp.to(company.email)).toEqual([]);
      // The employee's list shows it waiting, with its payment page.
      const mine = await api.get('/orders', { as: employee });
      expect(mine.data.list[0]).toMatchObject({
        status: 'AWAITING_PAYMENT',
        payment_url: answer.authorization_url,
      });
    });

    it('over the per-order cap: the company pays the cap (an order over the cap passes)', async () => {
      const { employee } = await setUp({ perOrderCapKobo: 3_000_00 });
      const dish = await createMenuItem(t, { priceKobo: 2_000_00 });
      const res = await order(employee, [{ food_menu: dish.id, quantity: 2 }]);
      expect(res.statusCode).toBe(202);
      expect(awaiting(res)).toMatchObject({ company_pays: '3000.00', employee_pays: '1000.00' });
      expect(await spent(employee.id)).toEqual({ month: 3_000_00, day: 3_000_00 });
    });

    it("over the day cap: the company pays what is left of the day's cap", async () => {
      const { employee } = await setUp({ perDayCapKobo: 5_000_00 });
      const dish = await createMenuItem(t, { priceKobo: 1_500_00 });
      const first = await order(employee, [{ food_menu: dish.id, quantity: 2 }]);
      expect(first.statusCode).toBe(200);
      expect(first.data).toMatchObject({ status: 'PENDING', company_pays: '3000.00', employee_pays: '0.00' });
      const res = await order(employee, [{ food_menu: dish.id, quantity: 3 }]);
      expect(res.statusCode).toBe(202);
      expect(awaiting(res)).toMatchObject({ company_pays: '2000.00', employee_pays: '2500.00' });
      expect(await spent(employee.id)).toEqual({ month: 5_000_00, day: 5_000_00 });
    });

    it('with the budget spent the employee pays it all: the company share is 0', async () => {
      const { company, employee } = await setUp({ budgetKobo: 1_000_00 });
      const dish = await createMenuItem(t, { priceKobo: 1_000_00 });
      expect((await order(employee, [{ food_menu: dish.id, quantity: 1 }], false)).statusCode).toBe(200);
      const res = await order(employee, [{ food_menu: dish.id, quantity: 1 }]);
      expect(res.statusCode).toBe(202);
      const answer = awaiting(res);
      expect(answer).toMatchObject({ company_pays: '0.00', employee_pays: '1000.00' });
      expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 99_000_00, ledger: 99_000_00 });
      await pay(referenceOf(answer));
      expect(await statusOf(answer.order.id)).toBe('PENDING');
    });

    it('refuses with 409 as ever without pay_difference, or when the company does not allow it; charges nothing', async () => {
      for (const [allow, payDifference] of [
        [true, false],
        [false, true],
      ] as const) {
        const { company, employee } = await setUp({ budgetKobo: 2_000_00, allow });
        const dish = await createMenuItem(t, { priceKobo: 3_000_00 });
        const res = await order(employee, [{ food_menu: dish.id, quantity: 1 }], payDifference);
        expect(res.statusCode).toBe(409);
        expect(res.message).toBe(
          'This order (₦3,000.00) is over your monthly budget: ₦2,000.00 left this month.',
        );
        expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 100_000_00, ledger: 100_000_00 });
        expect(await spent(employee.id)).toEqual({ month: 0, day: 0 });
      }
      const { employee } = await setUp({ perOrderCapKobo: 1_000_00, allow: false });
      const dish = await createMenuItem(t, { priceKobo: 3_000_00 });
      const capped = await order(employee, [{ food_menu: dish.id, quantity: 1 }]);
      expect(capped.statusCode).toBe(409);
      expect(capped.message).toContain("over your company's per-order cap of ₦1,000.00");
    });

    it('places the order as ever (200, PENDING) when the company pays it all anyway', async () => {
      const { employee } = await setUp();
      const dish = await createMenuItem(t, { priceKobo: 2_000_00 });
      const res = await order(employee, [{ food_menu: dish.id, quantity: 1 }]);
      expect(res.statusCode).toBe(200);
      expect(res.data).toMatchObject({
        status: 'PENDING',
        company_pays: '2000.00',
        employee_pays: '0.00',
        payment_due_at: null,
        payment_url: null,
      });
      expect(await payments(res.data.id)).toEqual([]);
    });

    it('refuses with 409 when the wallet cannot cover the company share', async () => {
      const { employee } = await setUp({ walletKobo: 1_000_00, budgetKobo: 5_000_00 });
      const dish = await createMenuItem(t, { priceKobo: 3_000_00 });
      const res = await order(employee, [{ food_menu: dish.id, quantity: 2 }]);
      expect(res.statusCode).toBe(409);
      expect(res.message).toMatch(/wallet cannot cover/);
      expect(await t.db.select().from(orders).where(eq(orders.employeeId, employee.id))).toEqual([]);
    });

    it('answers a retried checkout (same Idempotency-Key) with the same order and payment page, charged once', async () => {
      const { company, employee } = await setUp({ budgetKobo: 1_000_00 });
      const dish = await createMenuItem(t, { priceKobo: 1_500_00 });
      const send = () =>
        api.post('/orders', {
          as: employee,
          headers: { 'idempotency-key': 'retry-pay-difference' },
          body: { foodItems: [{ food_menu: dish.id, quantity: 1 }], pay_difference: true },
        });
      const first = awaiting(await send());
      const again = await send();
      expect(again.statusCode).toBe(202);
      expect(awaiting(again)).toMatchObject({
        order: { id: first.order.id },
        authorization_url: first.authorization_url,
      });
      expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 99_000_00, ledger: 99_000_00 });
    });
  });

  describe('paying', () => {
    it('a verified payment places the order once (replayed webhooks, verify), with the receipt and the company email then', async () => {
      const { company, employee } = await setUp({ budgetKobo: 2_000_00 });
      const dish = await createMenuItem(t, { name: 'Ofada stew', priceKobo: 3_000_00 });
      const answer = awaiting(await order(employee, [{ food_menu: dish.id, quantity: 1 }]));
      const reference = referenceOf(answer);
      await pay(reference, 3);
      expect(await statusOf(answer.order.id)).toBe('PENDING');
      expect(await payments(answer.order.id)).toEqual([
        { type: 'contribution', status: 'paid', amount: 1_000_00 },
      ]);
      const checked = await verify(employee, answer.order.id);
      expect(checked.statusCode).toBe(200);
      expect(checked.data).toMatchObject({ status: 'PENDING', payment_url: null, employee_pays: '1000.00' });
      await pay(reference);
      const receipts = t.smtp.to(employee.email).filter((mail) => mail.subject === 'Your lunch order');
      expect(receipts).toHaveLength(1);
      expect(receipts[0]?.text).toContain('1 × Ofada stew');
      const charged = t.smtp
        .to(company.email)
        .filter((mail) => mail.subject === 'Wallet charged for a lunch order');
      expect(charged).toHaveLength(1);
      expect(charged[0]?.text).toContain('₦2,000.00');
      expect(charged[0]?.text).toContain('₦98,000.00');
      expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 98_000_00, ledger: 98_000_00 });
      // The month's statement shows what the company spent and, apart, what the employee paid by card.
      const statement = await api.get('/billings/statement', { as: company, query: { month: '2026-03' } });
      expect(statement.data).toMatchObject({
        charges: '2000.00',
        employee_contributions: '1000.00',
        employees: [{ id: employee.id, orders: 1, spent: '2000.00', contributed: '1000.00' }],
      });
    });

    it('the return page verifies the payment itself; someone else gets 404', async () => {
      const { employee } = await setUp({ budgetKobo: 2_000_00 });
      const other = (await setUp()).employee;
      const dish = await createMenuItem(t, { priceKobo: 3_000_00 });
      const answer = awaiting(await order(employee, [{ food_menu: dish.id, quantity: 1 }]));
      const before = await verify(employee, answer.order.id);
      expect(before.data.status).toBe('AWAITING_PAYMENT');
      expect((await verify(other, answer.order.id)).statusCode).toBe(404);
      paystack.settle(referenceOf(answer), { status: 'success' });
      expect((await verify(other, answer.order.id)).statusCode).toBe(404);
      const after = await verify(employee, answer.order.id);
      expect(after.data.status).toBe('PENDING');
      expect(
        (await api.get('/orders/:id/payment/verify', { params: { id: answer.order.id } })).statusCode,
      ).toBe(401);
    });

    it('a forged or unsigned webhook places nothing (401)', async () => {
      const { employee } = await setUp({ budgetKobo: 2_000_00 });
      const dish = await createMenuItem(t, { priceKobo: 3_000_00 });
      const answer = awaiting(await order(employee, [{ food_menu: dish.id, quantity: 1 }]));
      const reference = referenceOf(answer);
      paystack.settle(reference, { status: 'success' });
      const body = paystack.event(reference);
      expect((await webhook(body, paystack.sign(body, 'sk_test_someone_else'))).statusCode).toBe(401);
      expect((await webhook(body)).statusCode).toBe(401);
      await runJobs();
      expect(await statusOf(answer.order.id)).toBe('AWAITING_PAYMENT');
    });

    it('a payment of another amount is not accepted', async () => {
      const { employee } = await setUp({ budgetKobo: 2_000_00 });
      const dish = await createMenuItem(t, { priceKobo: 3_000_00 });
      const answer = awaiting(await order(employee, [{ food_menu: dish.id, quantity: 1 }]));
      paystack.settle(referenceOf(answer), { status: 'success', paidAmount: 500_00 });
      await verify(employee, answer.order.id);
      expect(await statusOf(answer.order.id)).toBe('AWAITING_PAYMENT');
      expect(await payments(answer.order.id)).toEqual([
        { type: 'contribution', status: 'failed', amount: 1_000_00 },
      ]);
    });
  });

  describe('lapsing unpaid', () => {
    it('after 15 minutes cancels the order and releases budget, day spend, portions and the wallet share, once', async () => {
      const { company, employee } = await setUp({ budgetKobo: 2_000_00 });
      const dish = await createMenuItem(t, { priceKobo: 1_500_00, dailyLimit: 2 });
      const answer = awaiting(await order(employee, [{ food_menu: dish.id, quantity: 2 }]));
      expect(await spent(employee.id)).toEqual({ month: 2_000_00, day: 2_000_00 });
      clock.advance(14 * 60_000);
      expect(await lapseUnpaidOrders(t.ctx)).toBe(0);
      clock.advance(61_000);
      // Two passes at once (and every order of the other tests lapsing with it): this one lapses once.
      await Promise.all([lapseUnpaidOrders(t.ctx), lapseUnpaidOrders(t.ctx)]);
      expect(await lapseUnpaidOrders(t.ctx)).toBe(0);
      expect(await statusOf(answer.order.id)).toBe('CANCELLED');
      expect(await spent(employee.id)).toEqual({ month: 0, day: 0 });
      const [sold] = await t.db.select().from(menuDaySales).where(eq(menuDaySales.menuItemId, dish.id));
      expect(sold?.sold).toBe(0);
      expect(await charges(answer.order.id)).toEqual([
        { type: 'order_charge', amount: 2_000_00 },
        { type: 'order_refund', amount: 2_000_00 },
      ]);
      expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 100_000_00, ledger: 100_000_00 });
      expect(await payments(answer.order.id)).toEqual([
        { type: 'contribution', status: 'abandoned', amount: 1_000_00 },
      ]);
      await runJobs();
      const [mail] = t.smtp.to(employee.email);
      expect(mail?.subject).toBe('Your order is cancelled');
      expect(mail?.text).toContain('did not arrive in time');
      // The portions it held are back: another order takes them.
      const next = await order(employee, [{ food_menu: dish.id, quantity: 2 }]);
      expect(next.statusCode).toBe(202);
    });

    it('places an order paid in time whose webhook is late instead of cancelling it', async () => {
      const { employee } = await setUp({ budgetKobo: 2_000_00 });
      const dish = await createMenuItem(t, { priceKobo: 3_000_00 });
      const answer = awaiting(await order(employee, [{ food_menu: dish.id, quantity: 1 }]));
      paystack.settle(referenceOf(answer), { status: 'success' });
      clock.advance(16 * 60_000);
      expect(await lapseUnpaidOrders(t.ctx)).toBe(0);
      expect(await statusOf(answer.order.id)).toBe('PENDING');
    });

    it('a payment whose word comes long after the order was due (a webhook retried later) is refunded, not placed', async () => {
      const { company, employee } = await setUp({ budgetKobo: 2_000_00 });
      const dish = await createMenuItem(t, { priceKobo: 3_000_00 });
      const answer = awaiting(await order(employee, [{ food_menu: dish.id, quantity: 1 }]));
      const reference = referenceOf(answer);
      // The server was down: no pass ran, and Paystack's webhook comes back an hour later.
      clock.advance(75 * 60_000);
      await pay(reference);
      expect(await statusOf(answer.order.id)).toBe('CANCELLED');
      expect(await payments(answer.order.id)).toEqual([
        { type: 'contribution', status: 'paid', amount: 1_000_00 },
        { type: 'contribution_refund', status: 'paid', amount: 1_000_00 },
      ]);
      expect(paystack.refunds.filter((refund) => refund.transaction === reference)).toHaveLength(1);
      expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 100_000_00, ledger: 100_000_00 });
      expect(await spent(employee.id)).toEqual({ month: 0, day: 0 });
      expect(await lapseUnpaidOrders(t.ctx)).toBe(0);
    });

    it('refunds a payment verified after the order lapsed, and never revives the order', async () => {
      const { company, employee } = await setUp({ budgetKobo: 2_000_00 });
      const dish = await createMenuItem(t, { priceKobo: 3_000_00 });
      const answer = awaiting(await order(employee, [{ food_menu: dish.id, quantity: 1 }]));
      const reference = referenceOf(answer);
      clock.advance(16 * 60_000);
      expect(await lapseUnpaidOrders(t.ctx)).toBe(1);
      paystack.settle(reference, { status: 'success' });
      const late = await verify(employee, answer.order.id);
      expect(late.data.status).toBe('CANCELLED');
      await verify(employee, answer.order.id);
      await runJobs();
      expect(await statusOf(answer.order.id)).toBe('CANCELLED');
      expect(paystack.refunds.filter((refund) => refund.transaction === reference)).toEqual([
        { transaction: reference, amount: 1_000_00, status: 'pending' },
      ]);
      expect(await payments(answer.order.id)).toEqual([
        { type: 'contribution', status: 'paid', amount: 1_000_00 },
        { type: 'contribution_refund', status: 'paid', amount: 1_000_00 },
      ]);
      expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 100_000_00, ledger: 100_000_00 });
    });

    it('the employee may cancel an order waiting for their payment at once', async () => {
      const { company, employee } = await setUp({ budgetKobo: 2_000_00 });
      const dish = await createMenuItem(t, { priceKobo: 3_000_00 });
      const answer = awaiting(await order(employee, [{ food_menu: dish.id, quantity: 1 }]));
      const res = await api.post('/orders/:id/cancel', { as: employee, params: { id: answer.order.id } });
      expect(res.statusCode).toBe(200);
      expect(res.data.status).toBe('CANCELLED');
      expect(await payments(answer.order.id)).toEqual([
        { type: 'contribution', status: 'abandoned', amount: 1_000_00 },
      ]);
      expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 100_000_00, ledger: 100_000_00 });
    });
  });

  describe('refunds and status changes', () => {
    async function paidOrder(restaurantId?: string) {
      const { company, employee } = await setUp({ budgetKobo: 2_000_00 });
      const dish = await createMenuItem(t, {
        priceKobo: 3_000_00,
        ...(restaurantId ? { restaurantId } : {}),
      });
      const answer = awaiting(await order(employee, [{ food_menu: dish.id, quantity: 1 }]));
      await pay(referenceOf(answer));
      return { company, employee, answer, reference: referenceOf(answer) };
    }

    it('cancelled by the platform admin: the share back to the wallet, the card part through Paystack, once', async () => {
      const { company, employee, answer, reference } = await paidOrder();
      const admin = await createAdmin(t);
      const cancel = () =>
        api.patch('/orders/update-status', {
          as: admin,
          body: { orderId: answer.order.id, newStatus: 'CANCELLED' },
        });
      expect((await cancel()).statusCode).toBe(200);
      expect((await cancel()).statusCode).toBe(200);
      await runJobs();
      expect(paystack.refunds.filter((refund) => refund.transaction === reference)).toEqual([
        { transaction: reference, amount: 1_000_00, status: 'pending' },
      ]);
      expect(await payments(answer.order.id)).toEqual([
        { type: 'contribution', status: 'paid', amount: 1_000_00 },
        { type: 'contribution_refund', status: 'paid', amount: 1_000_00 },
      ]);
      expect(await charges(answer.order.id)).toEqual([
        { type: 'order_charge', amount: 2_000_00 },
        { type: 'order_refund', amount: 2_000_00 },
      ]);
      expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 100_000_00, ledger: 100_000_00 });
      expect(await spent(employee.id)).toEqual({ month: 0, day: 0 });
      const statement = await api.get('/billings/statement', { as: company, query: { month: '2026-03' } });
      expect(statement.data).toMatchObject({
        employee_contributions: '0.00',
        employees: [{ id: employee.id, spent: '0.00', contributed: '0.00' }],
      });
      const mail = t.smtp.to(employee.email).find((m) => m.subject === 'Your order is cancelled');
      expect(mail?.text).toContain('₦2,000.00 went back to your company');
      expect(mail?.text).toContain('The ₦1,000.00 you paid by card goes back to your card.');
      // Not placed again: the employee's card part went back to them.
      const again = await api.patch('/orders/update-status', {
        as: admin,
        body: { orderId: answer.order.id, newStatus: 'CONFIRMED' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.message).toMatch(/cannot be placed again/);
    });

    it('declined by its restaurant: refunded the same way', async () => {
      const restaurant = await createRestaurant(t);
      const { company, answer, reference } = await paidOrder(restaurant.restaurantId);
      const res = await api.post('/restaurant/orders/:id/decline', {
        as: restaurant,
        params: { id: answer.order.id },
        body: { reason: 'Out of ofada rice' },
      });
      expect(res.statusCode).toBe(200);
      await runJobs();
      expect(paystack.refunds.filter((refund) => refund.transaction === reference)).toHaveLength(1);
      expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 100_000_00, ledger: 100_000_00 });
    });

    it('an order waiting for its payment: no kitchen, restaurant or status change places it', async () => {
      const restaurant = await createRestaurant(t);
      const { employee } = await setUp({ budgetKobo: 2_000_00 });
      const dish = await createMenuItem(t, { priceKobo: 3_000_00, restaurantId: restaurant.restaurantId });
      const answer = awaiting(await order(employee, [{ food_menu: dish.id, quantity: 1 }]));
      const admin = await createAdmin(t);
      const sheet = await api.get('/kitchen', { as: admin, query: { date: answer.order.delivery_date } });
      expect(sheet.data.deliveries.map((delivery) => delivery.order_id)).not.toContain(answer.order.id);
      const board = await api.get('/restaurant/tickets', {
        as: restaurant,
        query: { date: answer.order.delivery_date },
      });
      expect(board.data.slots.flatMap((slot) => slot.tickets.map((ticket) => ticket.id))).not.toContain(
        answer.order.id,
      );
      const accept = await api.post('/restaurant/orders/:id/accept', {
        as: restaurant,
        params: { id: answer.order.id },
      });
      expect(accept.statusCode).toBe(404);
      for (const newStatus of ['PENDING', 'CONFIRMED', 'DELIVERED'] as const) {
        const res = await api.patch('/orders/update-status', {
          as: admin,
          body: { orderId: answer.order.id, newStatus },
        });
        expect(res.statusCode).toBe(409);
      }
      const paid = await api.patch('/orders/update-status', {
        as: admin,
        body: { orderId: answer.order.id, newStatus: 'CANCELLED' },
      });
      expect(paid.statusCode).toBe(200);
      const into = await api.patch('/orders/update-status', {
        as: admin,
        body: { orderId: answer.order.id, newStatus: 'AWAITING_PAYMENT' },
      });
      expect(into.statusCode).toBe(409);
    });
  });

  it('the delivery options tell the cart whether the employee may pay the difference and what is left of the budget', async () => {
    const { employee } = await setUp({ budgetKobo: 3_000_00, walletKobo: 1_000_00 });
    const options = await api.get('/orders/delivery-options', { as: employee });
    expect(options.data).toMatchObject({
      employees_may_pay_difference: true,
      budget_left: '3000.00',
      left_this_month: '1000.00',
    });
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'pay the difference under concurrency (PostgreSQL)',
  () => {
    let t: TestApp;
    let paystack: FakePaystack;
    const clock = testClock(new Date(START));
    beforeAll(async () => {
      paystack = await startFakePaystack();
      t = await buildTestApp({ clock, env: { ...paystack.env, APP_URL }, smtp: false });
    });
    afterAll(async () => {
      await t.close();
      await paystack.close();
    });
    const api = testApi(() => t);

    it('an employee cancelling while their payment arrives: cancelled and refunded exactly once, however they interleave', async () => {
      const company = await createCompany(t, { walletKobo: 1_000_000_00, monthlyBudgetKobo: 1_000_00 });
      await t.db
        .update(companies)
        .set({ employeesMayPayDifference: true })
        .where(eq(companies.accountId, company.id));
      const dish = await createMenuItem(t, { priceKobo: 3_000_00 });
      const placed: Array<{ employee: Actor; id: string; reference: string }> = [];
      for (let i = 0; i < 12; i++) {
        const employee = await createEmployee(t, company.id);
        const res = await api.post('/orders', {
          as: employee,
          body: { foodItems: [{ food_menu: dish.id, quantity: 1 }], pay_difference: true },
        });
        const answer = res.json<Envelope<AwaitingPayment>>().data;
        placed.push({
          employee,
          id: answer.order.id,
          reference: answer.authorization_url.split('/').at(-1)!,
        });
      }
      for (const each of placed) paystack.settle(each.reference, { status: 'success' });
      const verify = (each: (typeof placed)[number]) =>
        api.get('/orders/:id/payment/verify', { as: each.employee, params: { id: each.id } });
      await Promise.all(
        placed.flatMap((each) => [
          verify(each),
          api.post('/orders/:id/cancel', { as: each.employee, params: { id: each.id } }),
          verify(each),
        ]),
      );
      await Promise.all(placed.map(verify));
      while ((await t.ctx.jobs.runDue()) > 0);
      for (const each of placed) {
        const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, each.id));
        expect(row?.status).toBe('CANCELLED');
        const rows = await t.db
          .select({ type: employeePayments.type, status: employeePayments.status })
          .from(employeePayments)
          .where(eq(employeePayments.orderId, each.id))
          .orderBy(employeePayments.type);
        expect(rows).toEqual([
          { type: 'contribution', status: 'paid' },
          { type: 'contribution_refund', status: 'paid' },
        ]);
        expect(paystack.refunds.filter((refund) => refund.transaction === each.reference)).toEqual([
          { transaction: each.reference, amount: 2_000_00, status: 'pending' },
        ]);
      }
      expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 1_000_000_00, ledger: 1_000_000_00 });
      const [spentRow] = await t.database.rows<{ spent: string }>(
        sql`select coalesce(sum(spent_kobo), 0)::text as spent from monthly_spend m join employees e on e.account_id = m.employee_id where e.company_id = ${company.id}`,
      );
      expect(Number(spentRow?.spent)).toBe(0);
    });
  },
);
