import type { Order } from '@lunch/contract';
import { formatDay, formatTime } from '@lunch/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, orders } from '../../db/schema.js';
import { slotOn } from '../../domain/delivery/delivery-rules.js';
import { platformRules, rulesInZone } from '../../domain/delivery/platform-settings.js';
import { zoneById } from '../../domain/delivery/zones.js';
import { conflict, notFound } from '../../lib/errors.js';
import { findOrder } from './orders.repository.js';
import { changeStatus } from './orders.service.js';

const CANCELLABLE = new Set(['AWAITING_PAYMENT', 'PENDING', 'CONFIRMED']);

/**
 * An employee cancels one of their own orders (an auto-placed one too) while its slot could still
 * be ordered (before the day's cut-off and the lead time before the slot, in its zone's rules when
 * it has a zone: the kitchen has not started): refunded like any cancellation (wallet, budget, day cap, portions). 404 for someone
 * else's order; 409 once that has passed or when it is no longer pending or confirmed. An order
 * still waiting for the employee's card payment (AWAITING_PAYMENT: nobody cooks it yet) can be
 * cancelled at any time, its payment then abandoned (one that still arrives is refunded).
 */
export async function cancelOwnOrder(ctx: AppContext, employeeId: string, orderId: string): Promise<Order> {
  const now = ctx.clock.now();
  const platform = await platformRules(ctx.db);
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        deliveryDate: orders.deliveryDate,
        slot: orders.deliverySlot,
        zoneId: orders.zoneId,
        timeZone: accounts.timeZone,
      })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.companyId))
      .where(and(eq(orders.id, orderId), eq(orders.employeeId, employeeId)))
      .for('update', { of: orders });
    if (!order) throw notFound('Order not found');
    if (!CANCELLABLE.has(order.status)) {
      throw conflict(
        `This order is ${order.status.toLowerCase()}; only an order awaiting payment, pending or confirmed can be cancelled.`,
      );
    }
    const rules = rulesInZone(platform, await zoneById(tx, order.zoneId));
    const slot = slotOn(order.deliveryDate, order.slot, now, rules, order.timeZone);
    if (!slot.open && order.status !== 'AWAITING_PAYMENT') {
      throw conflict(
        `This order for ${formatDay(order.deliveryDate)} at ${order.slot} can no longer be cancelled: cancelling closed at ${formatTime(slot.closesAt, order.timeZone)}, when the kitchen starts on it.`,
      );
    }
    await changeStatus(ctx, tx, orderId, 'CANCELLED', now);
  });
  return (await findOrder(ctx.db, orderId))!;
}
