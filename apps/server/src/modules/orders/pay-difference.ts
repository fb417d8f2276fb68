import { randomBytes } from 'node:crypto';
import type { AwaitingPayment, CreateOrderInput, Order } from '@lunch/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { AppContext } from '../../context.js';
import { type Executor, rowsOf } from '../../db/client.js';
import { employeePayments } from '../../db/schema.js';
import { MINUTE } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { paymentProvider, paymentsConfigured } from '../../lib/payments/index.js';

/**
 * Checkout's side of "employees may pay the difference" (issue 31, docs/pay-the-difference.md):
 * what the company pays of an order, the employee's payment row written with the order, and the
 * Paystack transaction started once the order is committed. Paying, expiry and refunds are in
 * employee-payments.ts.
 */

/** How long an order waits for the employee's payment (at most: never past its slot's last call). */
export const PAYMENT_WINDOW_MS = 15 * MINUTE;
/**
 * How late after `payment_due_at` a payment still places its order: one pass of the expiry task and
 * a webhook's delay. Later (a webhook retried hours after, a server that was down) it is refunded.
 */
export const PAYMENT_GRACE_MS = 2 * MINUTE;

/**
 * Whether a checkout pays the difference: asked for (`pay_difference: true`), allowed by the
 * employee's company, and a payment provider there to take it (Paystack, or the sandbox where it may
 * run). Otherwise checkout is what it always was.
 */
export const paysDifference = (
  ctx: AppContext,
  input: CreateOrderInput,
  company: { employeesMayPayDifference: boolean },
) => input.pay_difference === true && company.employeesMayPayDifference && paymentsConfigured(ctx.config);

/**
 * What the company pays for an order at most: the rules of the employee (their department's where it
 * sets them, else the company's: domain/delivery `programmeColumns`, domain/budget
 * `effectiveBudgetKobo`), and what the employee spent of them.
 */
export type CompanyLimits = {
  budgetKobo: number;
  spentThisMonthKobo: number;
  perOrderCapKobo: number | null;
  perDayCapKobo: number | null;
  spentThatDayKobo: number;
};

/**
 * The company's share of an order: the least of its total, what is left of the employee's monthly
 * budget, the per-order cap and what is left of the day cap (0 when the budget or the day cap is
 * spent: the employee then pays it all). The employee pays the rest.
 */
export function companyShare(totalKobo: number, limits: CompanyLimits): number {
  const within = [totalKobo, Math.max(0, limits.budgetKobo - limits.spentThisMonthKobo)];
  if (limits.perOrderCapKobo !== null) within.push(limits.perOrderCapKobo);
  if (limits.perDayCapKobo !== null) within.push(Math.max(0, limits.perDayCapKobo - limits.spentThatDayKobo));
  return Math.min(...within);
}

/**
 * What the employee has spent of the month's budget and of the delivery day's cap, read inside
 * checkout's transaction before its holds: plain reads (the holds, sent with the commit, are
 * conditional: a concurrent order that changed these makes them refuse, 409).
 */
export async function spentBefore(tx: Executor, employeeId: string, monthKey: string, date: string) {
  const [row] = await rowsOf<{ month: string | null; day: string | null }>(
    tx,
    sql`select
      (select spent_kobo from monthly_spend where employee_id = ${employeeId} and month_key = ${monthKey})::text as month,
      (select spent_kobo from day_spend where employee_id = ${employeeId} and delivery_date = ${date})::text as day`,
  );
  return { month: Number(row?.month ?? 0), day: Number(row?.day ?? 0) };
}

/** A new payment reference of ours for the employee's part. */
export const contributionReference = () => `pay-${randomBytes(12).toString('hex')}`;

/** The employee's part of an order, as checkout writes it (pending) beside the order. */
export type Contribution = {
  orderId: string;
  employeeId: string;
  companyId: string;
  amountKobo: number;
  reference: string;
  now: Date;
};

/** The statement writing the employee's part, pending, sent with the order's (before its holds). */
export function contributionStatement(ctx: AppContext, contribution: Contribution): SQL {
  const now = contribution.now.toISOString();
  return sql`
    insert into employee_payments (id, order_id, employee_id, company_id, type, status, amount_kobo, reference, provider,
      created_at, updated_at)
    values (${uuidv7()}::uuid, ${contribution.orderId}::uuid, ${contribution.employeeId}::uuid,
      ${contribution.companyId}::uuid, 'contribution', 'pending', ${contribution.amountKobo}::bigint,
      ${contribution.reference}::text, ${paymentProvider(ctx.config).name}::text, ${now}::timestamptz, ${now}::timestamptz)`;
}

const providerUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'The payment provider could not be reached. Try again shortly: your order waits for your payment for 15 minutes.',
  );

/**
 * Starts the employee's card payment once the order is committed (never inside its transaction):
 * a Paystack transaction for the employee's part, with the employee's email and our reference,
 * returning to My orders; its page is kept on the payment row. 503 when the provider cannot be
 * reached: the order keeps waiting, a retry with the same Idempotency-Key starts it again, and
 * unpaid it lapses like any other.
 */
export async function startContribution(
  ctx: AppContext,
  payment: { orderId: string; reference: string; amountKobo: number; email: string },
): Promise<string> {
  let url: string;
  try {
    url = await paymentProvider(ctx.config).initialize({
      reference: payment.reference,
      amountKobo: payment.amountKobo,
      email: payment.email,
      callbackUrl: `${ctx.config.appUrl}/worker/orders?payment=${encodeURIComponent(payment.orderId)}`,
    });
  } catch (error) {
    ctx.log.error({ err: error, reference: payment.reference }, 'employee payment initialization failed');
    throw providerUnavailable();
  }
  await ctx.db
    .update(employeePayments)
    .set({ authorizationUrl: url, updatedAt: ctx.clock.now() })
    .where(and(eq(employeePayments.reference, payment.reference), eq(employeePayments.type, 'contribution')));
  return url;
}

/** The 202 answer of a checkout waiting for the employee's payment. */
export function awaitingPayment(order: Order, authorizationUrl: string): AwaitingPayment {
  return {
    order: { ...order, payment_url: authorizationUrl },
    company_pays: order.company_pays,
    employee_pays: order.employee_pays,
    authorization_url: authorizationUrl,
  };
}

/**
 * A checkout repeated with the Idempotency-Key of an order still waiting for the employee's
 * payment: the same answer, its payment page (started again when the first answer never got one).
 */
export async function resumePayment(ctx: AppContext, order: Order, email: string): Promise<AwaitingPayment> {
  if (order.payment_url) return awaitingPayment(order, order.payment_url);
  const [row] = await ctx.db
    .select({ reference: employeePayments.reference, amountKobo: employeePayments.amountKobo })
    .from(employeePayments)
    .where(and(eq(employeePayments.orderId, order.id), eq(employeePayments.type, 'contribution')));
  if (!row) throw new Error(`order ${order.id} awaits a payment it has no row for`);
  const url = await startContribution(ctx, { orderId: order.id, email, ...row });
  return awaitingPayment(order, url);
}
