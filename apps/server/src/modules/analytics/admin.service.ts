import type { AdminAnalytics, DailySeries } from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, orders } from '../../db/schema.js';
import { totalOf } from '../../lib/paging.js';
import { ACCOUNT_TYPE_OF } from '../../lib/roles.js';
import { daySeries } from './day-series.js';

export const ORDER_SERIES_DAYS = 30;

/**
 * Platform counts: all orders, and company and employee accounts (users = both). Like list
 * totals, each is exact up to a threshold and the planner's estimate above (totalOf), so the
 * dashboard never counts a whole table.
 */
export async function adminAnalytics(ctx: AppContext): Promise<AdminAnalytics> {
  const ofType = (type: (typeof ACCOUNT_TYPE_OF)[keyof typeof ACCOUNT_TYPE_OF]) =>
    totalOf(
      ctx.database,
      ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountType, type)),
    );
  const [orderCount, companies, employees] = await Promise.all([
    totalOf(ctx.database, ctx.db.select({ id: orders.id }).from(orders)),
    ofType(ACCOUNT_TYPE_OF.company),
    ofType(ACCOUNT_TYPE_OF.employee),
  ]);
  return { orders: orderCount, users: companies + employees, employees, companies };
}

/** Orders placed per day over the last 30 days (days in `timeZone`), oldest first; quiet days are 0. */
export function adminDailyOrders(ctx: AppContext, timeZone: string): Promise<DailySeries> {
  return daySeries(
    ctx.database,
    ctx.clock.now(),
    timeZone,
    ORDER_SERIES_DAYS,
    (starts, ends) => sql`select count(*) from orders where created_at >= ${starts} and created_at < ${ends}`,
  );
}
