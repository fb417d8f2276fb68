import type { MenuComment, MenuRating, OrderRating } from '@lunch/contract';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { employees, menuItems, orderLines, orderRatings, orders } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';

/** Orders an employee may rate: the lunch reached them (or the kitchen confirmed it). */
const RATEABLE = ['DELIVERED', 'CONFIRMED'] as const;
const COMMENTS_SHOWN = 10;

/**
 * Rates one of the employee's own orders (404 for someone else's, as for an unknown id); rating
 * again replaces the stars and the comment.
 */
export async function rateOrder(
  ctx: AppContext,
  employeeId: string,
  orderId: string,
  input: { stars: number; comment: string | null },
): Promise<OrderRating> {
  const [order] = await ctx.db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.employeeId, employeeId)));
  if (!order) throw notFound('Order not found');
  if (!(RATEABLE as readonly string[]).includes(order.status)) {
    throw conflict(
      `Only a delivered or confirmed order can be rated; this one is ${order.status.toLowerCase()}.`,
    );
  }
  const now = ctx.clock.now();
  const [row] = await ctx.db
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
  return {
    order_id: orderId,
    stars: row!.stars,
    comment: row!.comment,
    rated_at: row!.updatedAt.toISOString(),
  };
}

/** Mean stars of the rated orders that included the dish (SQL, for sorting the menu). */
export const averageStarsOf = (menuItemId: SQL | typeof menuItems.id) => sql<number | null>`(
  select avg(${orderRatings.stars})::float8 from ${orderRatings}
  join ${orderLines} on ${orderLines.orderId} = ${orderRatings.orderId}
  where ${orderLines.menuItemId} = ${menuItemId})`;

/** Rating (mean stars to one decimal, count) of each given dish. */
export async function ratingsOf(
  ex: Executor,
  menuItemIds: readonly string[],
): Promise<Map<string, MenuRating>> {
  if (menuItemIds.length === 0) return new Map();
  const rows = await ex
    .select({
      id: orderLines.menuItemId,
      average: sql<number>`avg(${orderRatings.stars})::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(orderRatings)
    .innerJoin(orderLines, eq(orderLines.orderId, orderRatings.orderId))
    .where(inArray(orderLines.menuItemId, [...menuItemIds]))
    .groupBy(orderLines.menuItemId);
  return new Map(
    rows.map((row) => [
      row.id,
      { average: Math.round(Number(row.average) * 10) / 10, count: Number(row.count) },
    ]),
  );
}

export const NO_RATING: MenuRating = { average: null, count: 0 };

/** The latest comments left on orders that included the dish (admin). */
export async function recentComments(ex: Executor, menuItemId: string): Promise<MenuComment[]> {
  const [item] = await ex.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.id, menuItemId));
  if (!item) throw notFound('Menu item not found');
  const rows = await ex
    .select({
      stars: orderRatings.stars,
      comment: orderRatings.comment,
      firstName: employees.firstName,
      lastName: employees.lastName,
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
    employee_name: `${row.firstName} ${row.lastName}`,
    rated_at: row.ratedAt.toISOString(),
  }));
}
