import type { AdminAnalytics, DailySeries } from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, orders } from '../../db/schema.js';
import { dayKey, zonedInstant } from '../../lib/clock.js';
import { totalOf } from '../../lib/paging.js';
import { ACCOUNT_TYPE_OF } from '../../lib/roles.js';
import { lastDays } from './company.service.js';

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

/**
 * Orders placed per day over the last 30 days (days in `timeZone`), oldest first; quiet days are 0.
 * Reads only those days' orders, through the index on created_at.
 */
export async function adminDailyOrders(ctx: AppContext, timeZone: string): Promise<DailySeries> {
  const days = lastDays(dayKey(ctx.clock.now(), timeZone), ORDER_SERIES_DAYS);
  const from = zonedInstant(days[0]!, 0, timeZone);
  const rows = await ctx.database.rows<{ day: string; orders: string }>(sql`
    select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::text as orders
    from orders where created_at >= ${from.toISOString()}
    group by 1`);
  const byDay = new Map(rows.map((row) => [row.day, Number(row.orders)]));
  return days.map((date) => ({ date, value: byDay.get(date) ?? 0 }));
}
