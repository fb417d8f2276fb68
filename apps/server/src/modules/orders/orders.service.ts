import {
  type BulkOrderStatusResult,
  formatNaira,
  type Order,
  type OrderStatus,
  REFUNDED_ORDER_STATUSES,
} from '@lunch/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { releaseDelivery, retakeDelivery } from '../../domain/delivery/delivery-rules.js';
import { refundOrder } from '../../domain/wallet/wallet.js';
import { emails } from '../../lib/emails.js';
import { AppError, notFound } from '../../lib/errors.js';
import { publishOrderEvent } from './order-events.js';
import { findOrder, findOrders } from './orders.repository.js';
import { charge, payerOf } from './payer.js';

const holdsMoney = (status: OrderStatus) => !REFUNDED_ORDER_STATUSES.includes(status);

/**
 * Sets one order's status (any to any) inside the caller's transaction. Into DECLINED/CANCELLED
 * refunds the wallet, the employee's spend for the order's month, its day spend and its portions;
 * out of them takes all of these again (409 when the budget, the wallet, the day cap or the
 * portions cannot cover it). Moves between money-holding statuses move no money. The employee is
 * emailed; listeners are told. False when the order already had that status.
 */
export async function changeStatus(
  ctx: AppContext,
  tx: Executor,
  orderId: string,
  newStatus: OrderStatus,
  now: Date,
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('Order not found');
  if (order.status === newStatus) return false;
  const payer = await payerOf(tx, order.employeeId);
  let note = 'Nothing was charged or refunded.';
  if (holdsMoney(order.status) && !holdsMoney(newStatus)) {
    await releaseDelivery(tx, order);
    await refundOrder(tx, payer, order, now);
    note = `${formatNaira(order.totalKobo)} went back to your company's wallet and your monthly budget.`;
  } else if (!holdsMoney(order.status) && holdsMoney(newStatus)) {
    await retakeDelivery(tx, order);
    await charge(ctx, tx, payer, order, now);
    note = `${formatNaira(order.totalKobo)} was charged again to your company's wallet and your monthly budget.`;
  }
  await tx.update(orders).set({ status: newStatus, updatedAt: now }).where(eq(orders.id, orderId));
  await ctx.sendMail(tx, emails.orderStatusChanged(payer.email, orderId, newStatus, note));
  await publishOrderEvent(tx, { event: 'order.updated', orderId, employeeId: order.employeeId });
  return true;
}

/** Admin: sets an order's status (see changeStatus). */
export async function updateOrderStatus(
  ctx: AppContext,
  orderId: string,
  newStatus: OrderStatus,
): Promise<Order> {
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) => changeStatus(ctx, tx, orderId, newStatus, now));
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
): Promise<BulkOrderStatusResult> {
  const now = ctx.clock.now();
  const changed: string[] = [];
  const refused: BulkOrderStatusResult['refused'] = [];
  for (const orderId of orderIds) {
    try {
      await ctx.db.transaction((tx) => changeStatus(ctx, tx, orderId, newStatus, now));
      changed.push(orderId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ orderId, message: error.message });
    }
  }
  return { updated: await findOrders(ctx.db, changed), refused };
}
