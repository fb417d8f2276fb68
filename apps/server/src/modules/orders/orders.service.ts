import {
  type BulkOrderStatusResult,
  formatNaira,
  koboToNaira,
  type Order,
  type OrderStatus,
  orderRef,
  REFUNDED_ORDER_STATUSES,
} from '@lunch/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { menuItems, orderIssues, orderLines, orders } from '../../db/schema.js';
import { type Actor, recordChange } from '../../domain/audit/audit.js';
import { zoneById } from '../../domain/delivery/zones.js';
import { recordDeliveryEarnings } from '../../domain/earnings/earnings.js';
import { restaurantForHold } from '../../domain/holds/capacity.js';
import { type HeldOrder, holdsOf, releaseHolds, takeHolds } from '../../domain/holds/holds.js';
import { emails } from '../../lib/emails.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { releaseContribution } from './employee-payments.js';
import { publishOrderEvent } from './order-events.js';
import { findOrder, findOrders } from './orders.repository.js';
import { alertLowBalance, payerOf } from './payer.js';

const holdsMoney = (status: OrderStatus) => !REFUNDED_ORDER_STATUSES.includes(status);

/** An order's lines with their dishes' current days and daily limits, for its holds. */
async function linesOf(tx: Executor, orderId: string): Promise<HeldOrder['lines']> {
  const rows = await tx
    .select({
      id: menuItems.id,
      name: menuItems.name,
      availableDays: menuItems.availableDays,
      dailyLimit: menuItems.dailyLimit,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .innerJoin(menuItems, eq(menuItems.id, orderLines.menuItemId))
    .where(eq(orderLines.orderId, orderId));
  return rows.map(({ quantity, ...item }) => ({ item, quantity }));
}

/**
 * 409 when a problem with the order was put right with a refund (modules/issues): declining or
 * cancelling it would give its money back a second time. Read under the order's row lock, which a
 * problem's resolution takes too, so the two take turns.
 */
async function refusePutRight(tx: Executor, orderId: string, newStatus: OrderStatus) {
  const [issue] = await tx
    .select({ refundKobo: orderIssues.refundKobo })
    .from(orderIssues)
    .where(
      and(
        eq(orderIssues.orderId, orderId),
        eq(orderIssues.status, 'resolved'),
        gt(orderIssues.refundKobo, 0),
      ),
    );
  if (issue) {
    throw conflict(
      `This order cannot be ${newStatus === 'DECLINED' ? 'declined' : 'cancelled'}: a problem with it was put right with a refund of ${formatNaira(issue.refundKobo)}, so it would be refunded twice.`,
    );
  }
}

/**
 * 409 for a change an order paid in part by the employee's card cannot take (pay the difference):
 * into AWAITING_PAYMENT (only checkout writes it); out of it but into DECLINED or CANCELLED (it
 * becomes PENDING when the payment is verified, nothing else places it); and out of DECLINED or
 * CANCELLED (its card payment was refunded, or never made, when it was cancelled: the employee
 * orders again instead).
 */
function refuseUnpaidChange(
  order: { status: OrderStatus; employeePaysKobo: number },
  newStatus: OrderStatus,
) {
  if (newStatus === 'AWAITING_PAYMENT')
    throw conflict('Only checkout puts an order in AWAITING_PAYMENT, while the employee pays their part.');
  if (order.status === 'AWAITING_PAYMENT' && holdsMoney(newStatus))
    throw conflict(
      "This order waits for the employee's card payment: it becomes PENDING once paid, and can only be declined or cancelled before.",
    );
  if (!holdsMoney(order.status) && order.employeePaysKobo > 0)
    throw conflict(
      `This order was ${order.status.toLowerCase()} after the employee paid part of it by card, which went back to them (or was never taken): it cannot be placed again. The employee can order again.`,
    );
}

/**
 * Sets one order's status (any to any) inside the caller's transaction. Into DECLINED/CANCELLED
 * gives back what the order holds (domain/holds: its portions, day spend, the employee's spend for
 * its month and the wallet, with the refund's ledger row); out of them takes all of these again,
 * with the very statements checkout sends (409 when the portions, the day cap, the budget or the
 * wallet cannot cover it, or the restaurant's slot is full). Moves between money-holding statuses
 * (PENDING, CONFIRMED, READY, OUT_FOR_DELIVERY, DELIVERED) move no money. Into DECLINED/CANCELLED
 * is refused (409) once a problem with the order was refunded (refusePutRight). Into
 * OUT_FOR_DELIVERY records when it left (the first time), into DELIVERED when it arrived; into
 * DECLINED keeps `declineReason` (the restaurant's), which the employee's email gives (out of
 * DECLINED it is cleared). The only place an order's status changes, but for an employee's verified
 * payment placing an order AWAITING_PAYMENT (employee-payments.ts). An order the employee pays
 * part of holds and gives back the company's share only; declined or cancelled, the employee's
 * card payment goes back to them (releaseContribution), and it changes only as refuseUnpaidChange
 * allows. The employee is emailed (`because`: why, first); listeners are told. A change a platform
 * admin makes (`actor`) is recorded on the order's company (`order.status_changed`, and
 * `order.refunded` with what went back to the wallet). False when the order already had that status.
 */
export async function changeStatus(
  ctx: AppContext,
  tx: Executor,
  orderId: string,
  newStatus: OrderStatus,
  now: Date,
  {
    declineReason,
    because,
    actor,
  }: { declineReason?: { by: string; reason: string }; because?: string; actor?: Actor } = {},
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('Order not found');
  if (order.status === newStatus) return false;
  refuseUnpaidChange(order, newStatus);
  if (holdsMoney(order.status) && !holdsMoney(newStatus)) await refusePutRight(tx, orderId, newStatus);
  const payer = await payerOf(tx, order.employeeId);
  const record = actor && {
    companyId: order.companyId,
    actor,
    subject: `Order ${orderRef(orderId)} (${payer.employeeName})`,
    at: now,
  };
  let note = 'Nothing was charged or refunded.';
  let refundedKobo: number | null = null;
  if (holdsMoney(order.status) !== holdsMoney(newStatus)) {
    const held: HeldOrder = {
      ...order,
      // The company's share: what its wallet and the employee's budget hold of the order.
      totalKobo: order.totalKobo - order.employeePaysKobo,
      restaurant: await restaurantForHold(tx, order.restaurantId),
      lines: await linesOf(tx, order.id),
      dayCapKobo: payer.programme.perDayCapKobo,
      zoneFeeKobo: (await zoneById(tx, order.zoneId))?.feeKobo ?? 0,
    };
    if (holdsMoney(order.status)) {
      await releaseHolds(tx, held, payer, now);
      note = `${formatNaira(held.totalKobo)} went back to your company's wallet and your monthly budget.`;
      refundedKobo = held.totalKobo;
      const card = await releaseContribution(ctx, tx, orderId, now);
      if (card) note = `${note} ${card}`;
    } else {
      const { wallet } = await takeHolds(tx, holdsOf(tx, held, payer, { mail: null, now }));
      await alertLowBalance(ctx, tx, payer, wallet);
      note = `${formatNaira(order.totalKobo)} was charged again to your company's wallet and your monthly budget.`;
    }
  }
  const declined = newStatus === 'DECLINED' && declineReason;
  if (declined) note = `${declineReason.by} declined it: "${declineReason.reason}". ${note}`;
  if (because) note = `${because} ${note}`;
  await tx
    .update(orders)
    .set({
      status: newStatus,
      updatedAt: now,
      ...(newStatus === 'OUT_FOR_DELIVERY' && { pickedUpAt: order.pickedUpAt ?? now }),
      ...(newStatus === 'DELIVERED' && { deliveredAt: now }),
      // Declined with the restaurant's reason, or none; an order no longer declined has none.
      declineReason: declined ? declineReason.reason : null,
    })
    .where(eq(orders.id, orderId));
  if (record) {
    await recordChange(tx, {
      ...record,
      action: 'order.status_changed',
      before: { status: order.status },
      after: { status: newStatus },
    });
    if (refundedKobo !== null) {
      const refund = { amount: koboToNaira(refundedKobo), status: newStatus };
      await recordChange(tx, { ...record, action: 'order.refunded', after: refund });
    }
  }
  // The restaurant earns a delivered order, once per charge (domain/earnings, docs/payouts.md).
  if (newStatus === 'DELIVERED') await recordDeliveryEarnings(tx, order, now);
  await ctx.sendMail(tx, emails.orderStatusChanged(payer.email, orderId, newStatus, note));
  await publishOrderEvent(tx, { event: 'order.updated', orderId, employeeId: order.employeeId });
  return true;
}

/** Admin: sets an order's status (see changeStatus). */
export async function updateOrderStatus(
  ctx: AppContext,
  orderId: string,
  newStatus: OrderStatus,
  actor: Actor,
): Promise<Order> {
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) => changeStatus(ctx, tx, orderId, newStatus, now, { actor }));
  const updated = await findOrder(ctx.db, orderId);
  return updated!;
}

/**
 * Admin: sets the status of many orders, each in its own transaction and by the same rules as one
 * change; answers the orders changed (or already in that status) and those refused, with why.
 */
export async function bulkUpdateOrderStatus(
  ctx: AppContext,
  orderIds: readonly string[],
  newStatus: OrderStatus,
  actor: Actor,
): Promise<BulkOrderStatusResult> {
  const now = ctx.clock.now();
  const changed: string[] = [];
  const refused: BulkOrderStatusResult['refused'] = [];
  for (const orderId of orderIds) {
    try {
      await ctx.db.transaction((tx) => changeStatus(ctx, tx, orderId, newStatus, now, { actor }));
      changed.push(orderId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ orderId, message: error.message });
    }
  }
  return { updated: await findOrders(ctx.db, changed), refused };
}
