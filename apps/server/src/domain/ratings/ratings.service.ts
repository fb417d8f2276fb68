import type { MenuComment, MenuRating, OrderRating } from '@lunch/contract';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { employees, menuItems, orderLines, orderRatings, orders, restaurants } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { employeeName } from '../accounts/accounts.repository.js';

/** Orders an employee may rate: the lunch reached them (or the kitchen confirmed it). */
const RATEABLE = ['DELIVERED', 'CONFIRMED'] as const;
const COMMENTS_SHOWN = 10;

/**
 * Rates one of the employee's own orders (404 for someone else's, as for an unknown id); rating
 * again replaces the stars and the comment. Each dish of the order keeps the sum and count of its
 * ratings, and so does the order's restaurant (issue 30), changed in the same transaction (the
 * order row lock makes two ratings of one order take turns).
 */
export async function rateOrder(
  ctx: AppContext,
  employeeId: string,
  orderId: string,
  input: { stars: number; comment: string | null },
): Promise<OrderRating> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, restaurantId: orders.restaurantId })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.employeeId, employeeId)))
      .for('update');
    if (!order) throw notFound('Order not found');
    if (!(RATEABLE as readonly string[]).includes(order.status)) {
      throw conflict(
        `Only a delivered or confirmed order can be rated; this one is ${order.status.toLowerCase()}.`,
      );
    }
    const [before] = await tx
      .select({ stars: orderRatings.stars })
      .from(orderRatings)
      .where(eq(orderRatings.orderId, orderId));
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(orderRatings)
      .values({
        orderId,
        employeeId,
        stars: input.stars,
        comment: input.comment,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: orderRatings.orderId,
        set: { stars: input.stars, comment: input.comment, updatedAt: now },
      })
      .returning();
    await tx
      .update(menuItems)
      .set({
        ratingStars: sql`${menuItems.ratingStars} + ${input.stars - (before?.stars ?? 0)}`,
        ratingCount: sql`${menuItems.ratingCount} + ${before ? 0 : 1}`,
      })
      .where(
        inArray(
          menuItems.id,
          tx
            .selectDistinct({ id: orderLines.menuItemId })
            .from(orderLines)
            .where(eq(orderLines.orderId, orderId)),
        ),
      );
    await tx
      .update(restaurants)
      .set({
        ratingStars: sql`${restaurants.ratingStars} + ${input.stars - (before?.stars ?? 0)}`,
        ratingCount: sql`${restaurants.ratingCount} + ${before ? 0 : 1}`,
      })
      .where(eq(restaurants.id, order.restaurantId));
    return {
      order_id: orderId,
      stars: row!.stars,
      comment: row!.comment,
      rated_at: row!.updatedAt.toISOString(),
    };
  });
}

/** Mean stars of the rated orders that included the dish, null when none (SQL, for sorting). */
export const averageStars = sql<
  number | null
>`${menuItems.ratingStars}::float8 / nullif(${menuItems.ratingCount}, 0)`;

/** A dish's (or a restaurant's) rating as the API shows it: mean stars to one decimal, and how many ratings. */
export const ratingOf = (item: { ratingStars: number; ratingCount: number }): MenuRating =>
  item.ratingCount === 0
    ? { average: null, count: 0 }
    : { average: Math.round((item.ratingStars / item.ratingCount) * 10) / 10, count: item.ratingCount };

/** The latest comments left on orders that included the dish (admin). */
export async function recentComments(ex: Executor, menuItemId: string): Promise<MenuComment[]> {
  const [item] = await ex.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.id, menuItemId));
  if (!item) throw notFound('Menu item not found');
  const rows = await ex
    .select({
      stars: orderRatings.stars,
      comment: orderRatings.comment,
      employeeName,
      ratedAt: orderRatings.updatedAt,
    })
    .from(orderRatings)
    .innerJoin(orderLines, eq(orderLines.orderId, orderRatings.orderId))
    .innerJoin(employees, eq(employees.accountId, orderRatings.employeeId))
    .where(and(eq(orderLines.menuItemId, menuItemId), isNotNull(orderRatings.comment)))
    .orderBy(desc(orderRatings.updatedAt))
    .limit(COMMENTS_SHOWN);
  return rows.map((row) => ({
    stars: row.stars,
    comment: row.comment!,
    employee_name: row.employeeName,
    rated_at: row.ratedAt.toISOString(),
  }));
}
