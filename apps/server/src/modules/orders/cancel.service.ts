import type { Order } from '@lunch/contract';
import { formatDay } from '@lunch/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { orders } from '../../db/schema.js';
import { cutoffAt } from '../../domain/delivery/delivery-rules.js';
import { platformRules } from '../../domain/delivery/platform-settings.js';
import { conflict, notFound } from '../../lib/errors.js';
import { findOrder } from './orders.repository.js';
import { changeStatus } from './orders.service.js';

const CANCELLABLE = new Set(['PENDING', 'CONFIRMED']);

/**
 * An employee cancels one of their own orders (an auto-placed one too) until the cut-off of its
 * delivery date: refunded like any cancellation (wallet, budget, day cap, portions). 404 for
 * someone else's order; 409 once the cut-off passed or when it is no longer pending or confirmed.
 */
export async function cancelOwnOrder(ctx: AppContext, employeeId: string, orderId: string): Promise<Order> {
  const now = ctx.clock.now();
  const platform = await platformRules(ctx.db);
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, deliveryDate: orders.deliveryDate })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.employeeId, employeeId)))
      .for('update');
    if (!order) throw notFound('Order not found');
    if (!CANCELLABLE.has(order.status)) {
      throw conflict(
        `This order is ${order.status.toLowerCase()}; only a pending or confirmed order can be cancelled.`,
      );
    }
    if (now >= cutoffAt(order.deliveryDate, platform)) {
      throw conflict(
        `Orders for ${formatDay(order.deliveryDate)} can no longer be cancelled: the cut-off has passed.`,
      );
    }
    await changeStatus(ctx, tx, orderId, 'CANCELLED', now);
  });
  return (await findOrder(ctx.db, orderId))!;
}
