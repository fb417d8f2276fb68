import type { Order } from '@lunch/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { orderLines, orders } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { checkout } from './checkout.service.js';

/**
 * "Order again": the same dishes and quantities as one of the employee's own orders (404 for
 * someone else's), at today's prices, for the next open delivery date, through checkout.
 */
export async function reorder(
  ctx: AppContext,
  employeeId: string,
  orderId: string,
  idempotencyKey: string | undefined,
): Promise<Order> {
  const lines = await ctx.db
    .select({ food_menu: orderLines.menuItemId, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.id, orderId), eq(orders.employeeId, employeeId)))
    .orderBy(asc(orderLines.id));
  if (lines.length === 0) throw notFound('Order not found');
  return checkout(ctx, employeeId, { foodItems: lines }, idempotencyKey);
}
