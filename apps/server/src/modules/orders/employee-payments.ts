import { randomBytes } from 'node:crypto';
import { formatNaira, REFUNDED_ORDER_STATUSES } from '@lunch/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { type Executor, rowsOf } from '../../db/client.js';
import { employeePayments, orders } from '../../db/schema.js';
import { reverseEarnings } from '../../domain/earnings/earnings.js';
import { WALLET_CHARGED_JOB, type WalletChargedMail } from '../../domain/wallet/wallet.js';
import { type PaymentOutcome, paymentProvider } from '../../lib/payments/index.js';
import { publishOrderEvent } from './order-events.js';
import { PAYMENT_GRACE_MS } from './pay-difference.js';
import { orderReceipt } from './receipt.js';

/**
 * What employees pay themselves (issue 31, "pay the difference"; docs/pay-the-difference.md), in
 * `employee_payments`, apart from the company wallet's ledger: their card payment of an order's
 * difference (`contribution`) and its refund (`contribution_refund`). Checkout writes the pending
 * contribution (pay-difference.ts); the provider's word settles it here, once: verified for its
 * amount in NGN it is `paid` and its order, still AWAITING_PAYMENT, becomes PENDING; an order
 * declined or cancelled gives a paid contribution back through the provider (`POST /refund`, in a
 * job queued in the same transaction), exactly once (one refund row per order). Every transaction
 * here locks the order's row before the payment rows, like a status change does.
 */

/** The job that refunds an employee's card payment through the provider. */
export const REFUND_EMPLOYEE_PAYMENT_JOB = 'orders.refund-employee-payment';

type PaymentRow = typeof employeePayments.$inferSelect;

const ofType = (type: PaymentRow['type']) => eq(employeePayments.type, type);

/**
 * Gives a paid contribution back (the order is declined or cancelled, or was when the payment
 * arrived): a `contribution_refund` row, pending until the provider takes it, and the job that asks
 * it; the order's restaurant gives back its earning on that part when it had earned it. At most
 * once per order (employee_payments_order_type_key): false when it was given back already.
 */
async function refundContribution(ctx: AppContext, tx: Executor, paid: PaymentRow, now: Date) {
  const reference = `prf_${randomBytes(12).toString('hex')}`;
  const [refund] = await tx
    .insert(employeePayments)
    .values({
      orderId: paid.orderId,
      employeeId: paid.employeeId,
      companyId: paid.companyId,
      type: 'contribution_refund',
      status: 'pending',
      amountKobo: paid.amountKobo,
      reference,
      provider: paid.provider,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [employeePayments.orderId, employeePayments.type] })
    .returning({ id: employeePayments.id });
  if (!refund) return false;
  await ctx.jobs.enqueue(tx, REFUND_EMPLOYEE_PAYMENT_JOB, { reference });
  await reverseEarnings(tx, { orderId: paid.orderId, refundKobo: paid.amountKobo, reference }, now);
  return true;
}

/**
 * An order is declined or cancelled (orders `changeStatus`, which holds its row lock): the
 * employee's paid contribution goes back to their card (refundContribution); one not paid is
 * `abandoned` (a payment that still arrives is refunded: settleContribution). What the employee's
 * email says of it; null for an order the company paid alone.
 */
export async function releaseContribution(
  ctx: AppContext,
  tx: Executor,
  orderId: string,
  now: Date,
): Promise<string | null> {
  const [contribution] = await tx
    .select()
    .from(employeePayments)
    .where(and(eq(employeePayments.orderId, orderId), ofType('contribution')))
    .for('update');
  if (!contribution) return null;
  if (contribution.status === 'paid') {
    await refundContribution(ctx, tx, contribution, now);
    return `The ${formatNaira(contribution.amountKobo)} you paid by card goes back to your card.`;
  }
  if (contribution.status === 'pending') {
    await tx
      .update(employeePayments)
      .set({ status: 'abandoned', updatedAt: now })
      .where(eq(employeePayments.id, contribution.id));
  }
  return 'Nothing was taken from your card for it (a payment that still arrives is refunded).';
}

/**
 * A paid order leaves AWAITING_PAYMENT for PENDING (a conditional update: once), with what checkout
 * sends for any other order: the employee's receipt, the company's "wallet charged" email (its
 * share and the delivery fee, with the balance now) and the live order event.
 */
async function placePaidOrder(ctx: AppContext, tx: Executor, orderId: string, now: Date) {
  const [placed] = await tx
    .update(orders)
    .set({ status: 'PENDING', updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'AWAITING_PAYMENT')))
    .returning({ id: orders.id });
  if (!placed) return;
  const [facts] = await rowsOf<{
    employee_id: string;
    employee_email: string;
    employee_name: string;
    company_email: string;
    time_zone: string;
    wallet: string;
    total: string;
    employee_pays: string;
    fee: string;
    delivery_date: string;
    delivery_slot: string;
    delivery_address: Record<string, string>;
    health_conflicts: string[];
    handover_code: string;
    lines: Array<{ name: string; quantity: number; lineKobo: number }>;
  }>(
    tx,
    sql`select o.employee_id, ea.email as employee_email, e.first_name || ' ' || e.last_name as employee_name,
        ca.email as company_email, ca.time_zone, c.wallet_kobo::text as wallet, o.total_kobo::text as total,
        o.employee_pays_kobo::text as employee_pays, o.delivery_fee_kobo::text as fee,
        o.delivery_date::text as delivery_date, o.delivery_slot, o.delivery_address, o.health_conflicts,
        o.handover_code,
        (select json_agg(json_build_object('name', l.name, 'quantity', l.quantity,
            'lineKobo', l.price_kobo * l.quantity) order by l.id)
          from order_lines l where l.order_id = o.id) as lines
      from orders o
      join employees e on e.account_id = o.employee_id
      join accounts ea on ea.id = o.employee_id
      join companies c on c.account_id = o.company_id
      join accounts ca on ca.id = o.company_id
      where o.id = ${orderId}`,
  );
  const order = facts!;
  const totalKobo = Number(order.total);
  await ctx.sendMail(
    tx,
    orderReceipt(order.employee_email, {
      id: orderId,
      deliveryDate: order.delivery_date,
      deliverySlot: order.delivery_slot,
      timeZone: order.time_zone,
      deliveryAddress: order.delivery_address,
      healthConflicts: order.health_conflicts,
      handoverCode: order.handover_code,
      lines: order.lines.map((line) => ({ ...line, lineKobo: Number(line.lineKobo) })),
      totalKobo,
    }),
  );
  const shareKobo = totalKobo - Number(order.employee_pays);
  const feeKobo = Number(order.fee);
  if (shareKobo + feeKobo > 0) {
    const mail: WalletChargedMail = {
      to: order.company_email,
      employeeName: order.employee_name,
      totalKobo: shareKobo,
      walletKobo: Number(order.wallet),
      feeKobo,
    };
    await ctx.jobs.enqueue(tx, WALLET_CHARGED_JOB, mail);
  }
  await publishOrderEvent(tx, { event: 'order.updated', orderId, employeeId: order.employee_id });
}

/**
 * Applies the provider's word on an employee's payment, once: a success for the contribution's
 * amount in NGN makes it `paid` (a conditional update under the order's lock), then places its
 * order if it still waits for it and its time to pay has not passed (PAYMENT_GRACE_MS after
 * `payment_due_at`), or refunds it when the order was declined or cancelled meanwhile (a late
 * payment never revives an order). A success for another amount or currency is marked `failed` and
 * logged; other outcomes change nothing (the employee may still pay on the same page until the
 * order lapses). Answers the order when it still awaits its payment though paid too late: the
 * caller lapses it (awaiting-orders.ts), which refunds the payment.
 */
export async function settleContribution(
  ctx: AppContext,
  reference: string,
  outcome: PaymentOutcome,
): Promise<{ overdue: string } | null> {
  if (outcome.status === 'pending') return null;
  const now = ctx.clock.now();
  const byReference = and(eq(employeePayments.reference, reference), ofType('contribution'));
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: employeePayments.orderId })
      .from(employeePayments)
      .where(byReference);
    if (!found) return null;
    const [order] = await tx
      .select({ status: orders.status, paymentDueAt: orders.paymentDueAt })
      .from(orders)
      .where(eq(orders.id, found.orderId))
      .for('update');
    const [contribution] = await tx.select().from(employeePayments).where(byReference).for('update');
    if (!order || !contribution || contribution.status === 'paid') return null;
    const confirmed =
      outcome.status === 'success' &&
      outcome.amountKobo === contribution.amountKobo &&
      outcome.currency === 'NGN';
    if (!confirmed) {
      if (outcome.status !== 'success') return null;
      ctx.log.error(
        {
          reference,
          expected: contribution.amountKobo,
          paid: outcome.amountKobo,
          currency: outcome.currency,
        },
        'employee payment made with a different amount or currency: not accepted, marked failed',
      );
      await tx
        .update(employeePayments)
        .set({ status: 'failed', updatedAt: now })
        .where(eq(employeePayments.id, contribution.id));
      return null;
    }
    await tx
      .update(employeePayments)
      .set({ status: 'paid', updatedAt: now })
      .where(eq(employeePayments.id, contribution.id));
    if (REFUNDED_ORDER_STATUSES.includes(order.status)) {
      await refundContribution(ctx, tx, { ...contribution, status: 'paid' }, now);
      return null;
    }
    if (order.status !== 'AWAITING_PAYMENT') return null;
    const lastCall = (order.paymentDueAt?.getTime() ?? 0) + PAYMENT_GRACE_MS;
    if (now.getTime() > lastCall) return { overdue: found.orderId };
    await placePaidOrder(ctx, tx, found.orderId, now);
    return null;
  });
}

/**
 * The refund job: asks the provider to give a contribution back (`POST /refund` for its amount, on
 * the employee's transaction), then marks the refund `paid`. A provider error fails the attempt
 * (retried with backoff); a refund already done is not asked again.
 */
export async function refundEmployeePayment(ctx: AppContext, reference: string) {
  const [refund] = await ctx.db
    .select()
    .from(employeePayments)
    .where(and(eq(employeePayments.reference, reference), ofType('contribution_refund')));
  if (refund?.status !== 'pending') return;
  const [paid] = await ctx.db
    .select({ reference: employeePayments.reference })
    .from(employeePayments)
    .where(and(eq(employeePayments.orderId, refund.orderId), ofType('contribution')));
  await paymentProvider(ctx.config).refund({ reference: paid!.reference, amountKobo: refund.amountKobo });
  await ctx.db
    .update(employeePayments)
    .set({ status: 'paid', updatedAt: ctx.clock.now() })
    .where(and(eq(employeePayments.id, refund.id), eq(employeePayments.status, 'pending')));
}

/** An employee's payment waiting for the sandbox checkout (no Paystack key), with what its page shows. */
export async function findSandboxContribution(ctx: AppContext, reference: string) {
  const [found] = await rowsOf<{
    reference: string;
    order_id: string;
    amount_kobo: string;
    status: PaymentRow['status'];
    email: string;
    company_name: string;
  }>(
    ctx.db,
    sql`select p.reference, p.order_id, p.amount_kobo::text as amount_kobo, p.status, a.email, c.name as company_name
      from employee_payments p
      join accounts a on a.id = p.employee_id
      join companies c on c.account_id = p.company_id
      where p.reference = ${reference} and p.type = 'contribution' and p.provider = 'sandbox'`,
  );
  return (
    found && {
      reference: found.reference,
      orderId: found.order_id,
      amountKobo: Number(found.amount_kobo),
      status: found.status,
      email: found.email,
      companyName: found.company_name,
    }
  );
}
