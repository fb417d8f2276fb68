import type { Order } from '@lunch/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { employeePayments, orders } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { type PaymentOutcome, PaymentProviderError, paymentProvider } from '../../lib/payments/index.js';
import { settleContribution } from './employee-payments.js';
import { findOrder } from './orders.repository.js';
import { changeStatus } from './orders.service.js';

/**
 * Orders AWAITING_PAYMENT (pay the difference, docs/pay-the-difference.md) leave it one way or the
 * other: their employee's payment verified in time places them (settleContribution), otherwise they
 * lapse — cancelled through `changeStatus`, which releases everything they hold and refunds a
 * payment that did arrive, too late.
 */

/** Orders lapsed in one pass, at most (the next pass, a minute later, takes the rest). */
const LAPSED_AT_ONCE = 200;

/**
 * Cancels an order still AWAITING_PAYMENT once its `payment_due_at` has passed: in one transaction,
 * under the order's lock, through `changeStatus` (portions, slot, day spend, budget and the company's
 * share given back with its ledger row; the employee's payment abandoned, or refunded when it was
 * paid). False when it no longer awaits its payment, or not yet due: so it lapses once, whoever
 * runs this at the same time.
 */
async function lapse(ctx: AppContext, orderId: string): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, paymentDueAt: orders.paymentDueAt })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (order?.status !== 'AWAITING_PAYMENT' || !order.paymentDueAt || order.paymentDueAt > now) return false;
    return changeStatus(ctx, tx, orderId, 'CANCELLED', now, {
      because: 'Your card payment for it did not arrive in time, so it was not placed.',
    });
  });
}

/**
 * Applies the provider's word on an employee's payment (the webhook's job, the return page, the
 * sandbox checkout, the expiry pass): settleContribution, then the lapse of an order whose payment
 * came too late.
 */
export async function applyPaymentWord(ctx: AppContext, reference: string, outcome: PaymentOutcome) {
  const settled = await settleContribution(ctx, reference, outcome);
  if (settled) await lapse(ctx, settled.overdue);
}

/** Asks the provider about an employee's payment and applies the answer (the webhook's job). */
export async function confirmContribution(ctx: AppContext, reference: string) {
  await applyPaymentWord(ctx, reference, await paymentProvider(ctx.config).verify(reference));
}

/**
 * `GET /orders/:id/payment/verify`: the employee back from the payment page asks about their own
 * order's payment (404 for another's, or an order without one); answers the order as it is then.
 * 503 when the provider cannot be reached.
 */
export async function verifyOrderPayment(
  ctx: AppContext,
  employeeId: string,
  orderId: string,
): Promise<Order> {
  const [contribution] = await ctx.db
    .select({ reference: employeePayments.reference, status: employeePayments.status })
    .from(employeePayments)
    .where(
      and(
        eq(employeePayments.orderId, orderId),
        eq(employeePayments.employeeId, employeeId),
        eq(employeePayments.type, 'contribution'),
      ),
    );
  if (!contribution) throw notFound('Order not found');
  if (contribution.status !== 'paid') {
    try {
      await confirmContribution(ctx, contribution.reference);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.error(
        { err: error, reference: contribution.reference },
        'employee payment verification failed',
      );
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The payment provider could not be reached. Try again shortly.',
      );
    }
  }
  return (await findOrder(ctx.db, orderId))!;
}

/** What the provider says of a payment, or "no news" when it cannot be reached. */
async function latestWord(ctx: AppContext, reference: string): Promise<PaymentOutcome> {
  try {
    return await paymentProvider(ctx.config).verify(reference);
  } catch (error) {
    ctx.log.warn({ err: error, reference }, 'employee payment could not be checked before its order lapsed');
    return { status: 'pending' };
  }
}

/**
 * The expiry pass (every minute): each order still AWAITING_PAYMENT past its `payment_due_at`
 * (orders_awaiting_payment_idx holds exactly those) is first checked with the provider (a payment
 * made in time whose webhook is late places it), and otherwise lapses. Answers how many lapsed.
 */
export async function lapseUnpaidOrders(ctx: AppContext): Promise<number> {
  const due = await ctx.db
    .select({ id: orders.id, reference: employeePayments.reference })
    .from(orders)
    .innerJoin(
      employeePayments,
      and(eq(employeePayments.orderId, orders.id), eq(employeePayments.type, 'contribution')),
    )
    .where(and(eq(orders.status, 'AWAITING_PAYMENT'), lte(orders.paymentDueAt, ctx.clock.now())))
    .orderBy(asc(orders.paymentDueAt))
    .limit(LAPSED_AT_ONCE);
  let lapsed = 0;
  for (const order of due) {
    const word = await latestWord(ctx, order.reference);
    if (word.status === 'success') await applyPaymentWord(ctx, order.reference, word);
    if (await lapse(ctx, order.id)) lapsed += 1;
  }
  return lapsed;
}
