import type { AdminAnalytics, DailySeries } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { dayKey } from '../../lib/clock.js';
import { ACCOUNT_TYPE_OF } from '../../lib/roles.js';

export const ORDER_SERIES_DAYS = 30;

/** Platform counts: all orders, and company and employee accounts (users = both). */
export async function adminAnalytics(ctx: AppContext): Promise<AdminAnalytics> {
  const [row] = await ctx.database.rows<{ orders: string; companies: string; employees: string }>(sql`
    select
      (select count(*) from orders)::text as orders,
      (select count(*) from accounts where account_type = ${ACCOUNT_TYPE_OF.company})::text as companies,
      (select count(*) from accounts where account_type = ${ACCOUNT_TYPE_OF.employee})::text as employees`);
  const companies = Number(row?.companies ?? 0);
  const employees = Number(row?.employees ?? 0);
  return { orders: Number(row?.orders ?? 0), users: companies + employees, employees, companies };
}

/** Orders placed per day over the last 30 days (days in `timeZone`), oldest first; quiet days are 0. */
export async function adminDailyOrders(ctx: AppContext, timeZone: string): Promise<DailySeries> {
  const today = dayKey(ctx.clock.now(), timeZone);
  const rows = await ctx.database.rows<{ day: string; orders: string }>(sql`
    with days as (
      select generate_series(${today}::date - ${ORDER_SERIES_DAYS - 1}::int, ${today}::date, interval '1 day')::date as day
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, count(orders.id)::text as orders
    from days
    left join orders on (orders.created_at at time zone ${timeZone})::date = days.day
    group by days.day
    order by days.day`);
  return rows.map((row) => ({ date: row.day, value: Number(row.orders) }));
}
