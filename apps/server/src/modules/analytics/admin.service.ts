import {
  type AdminAnalytics,
  type DailySeries,
  ORDER_STATUSES,
  type StatusCounts,
  type TodayOrders,
} from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { companies, employees, orders } from '../../db/schema.js';
import { platformRules } from '../../domain/delivery/platform-settings.js';
import { dayKey } from '../../lib/clock.js';
import { totalOf } from '../../lib/paging.js';
import { daySeries, seriesStart } from './day-series.js';

export const ORDER_SERIES_DAYS = 30;

/**
 * Platform counts: all orders, companies and employees (users = both). Like list
 * totals, each is exact up to a threshold and the planner's estimate above (totalOf), so the
 * dashboard never counts a whole table.
 */
export async function adminAnalytics(ctx: AppContext): Promise<AdminAnalytics> {
  // A company's members have Company accounts of their own (issue 32): companies are counted as companies.
  const [orderCount, companyCount, employeeCount] = await Promise.all([
    totalOf(ctx.database, ctx.db.select({ id: orders.id }).from(orders)),
    totalOf(ctx.database, ctx.db.select({ id: companies.accountId }).from(companies)),
    totalOf(ctx.database, ctx.db.select({ id: employees.accountId }).from(employees)),
  ]);
  return {
    orders: orderCount,
    users: companyCount + employeeCount,
    employees: employeeCount,
    companies: companyCount,
  };
}

const QUARTER_HOUR_MS = 15 * 60_000;
/** How long after it ends a quarter-hour is counted into order_counts; later ones are counted live. */
const SETTLE_MS = 60 * 60_000;

/** The start of the UTC quarter-hour holding `ms` (epoch milliseconds). */
const quarterHourOf = (ms: number) => Math.floor(ms / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;

/** The quarter-hours [from, until) this process has seen counted into each database's order_counts. */
const counted = new WeakMap<Database, { from: number; until: number }>();

/**
 * Counts into order_counts each quarter-hour from the one holding `from` up to `until` not counted
 * yet; nothing to do (no query) when this process already did it for that span.
 */
async function countQuarterHours(database: Database, from: Date, until: Date) {
  const first = quarterHourOf(from.getTime());
  const done = counted.get(database);
  if (first >= until.getTime() || (done && done.from <= first && until.getTime() <= done.until)) return;
  await database.db.execute(sql`
    insert into order_counts (bucket, orders)
    select q, (select count(*) from orders where created_at >= q and created_at < q + interval '15 minutes')
    from generate_series(${new Date(first).toISOString()}::timestamptz,
      ${until.toISOString()}::timestamptz - interval '15 minutes', interval '15 minutes') q
    where not exists (select 1 from order_counts c where c.bucket = q)
    on conflict (bucket) do nothing`);
  counted.set(database, { from: first, until: until.getTime() });
}

/**
 * Orders placed per day over the last 30 days (days in `timeZone`), oldest first; quiet days are 0.
 * Whole quarter-hours that ended over an hour ago come from order_counts (counted on the first read
 * that needs them), the rest from orders: a read costs the same whatever the order volume.
 */
export async function adminDailyOrders(ctx: AppContext, timeZone: string): Promise<DailySeries> {
  const now = ctx.clock.now();
  const settled = new Date(quarterHourOf(now.getTime() - SETTLE_MS));
  await countQuarterHours(ctx.database, seriesStart(now, timeZone, ORDER_SERIES_DAYS), settled);
  const liveFrom = sql`${settled.toISOString()}::timestamptz`;
  return daySeries(
    ctx.database,
    now,
    timeZone,
    ORDER_SERIES_DAYS,
    (starts, ends) => sql`
      (select coalesce(sum(orders), 0) from order_counts where bucket >= ${starts} and bucket < least(${ends}, ${liveFrom}))
      + (select count(*) from orders where created_at >= greatest(${starts}, ${liveFrom}) and created_at < ${ends})`,
  );
}

/**
 * Every order placed so far (GET /metrics): the settled quarter-hours from order_counts (counted
 * there from the first order on, each once), the last hour or so from orders. A read costs the same
 * whatever the order volume, but for the very first, which counts the quarter-hours never counted.
 */
export async function ordersPlacedSoFar(ctx: AppContext): Promise<number> {
  const [first] = await ctx.database.rows<{ at: number | null }>(
    sql`select (extract(epoch from min(created_at)) * 1000)::float8 as at from orders`,
  );
  if (first?.at == null) return 0;
  const settled = new Date(quarterHourOf(ctx.clock.now().getTime() - SETTLE_MS));
  await countQuarterHours(ctx.database, new Date(first.at), settled);
  const liveFrom = sql`${settled.toISOString()}::timestamptz`;
  const [row] = await ctx.database.rows<{ orders: string }>(sql`
    select ((select coalesce(sum(orders), 0) from order_counts where bucket < ${liveFrom})
      + (select count(*) from orders where created_at >= ${liveFrom}))::text as orders`);
  return Number(row?.orders ?? 0);
}

const noOrders = (): StatusCounts =>
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as StatusCounts;

/**
 * Today's orders by delivery slot and status, today being the platform's day in its time zone
 * (platform settings): one grouped query over that day's rows of orders_delivery_date_idx
 * (delivery_date, delivery_slot), so it costs one day's orders whatever the table holds. Every
 * platform slot is listed (zeros included) with any other slot an order of today has, earliest first.
 */
export async function adminTodayOrders(ctx: AppContext): Promise<TodayOrders> {
  const rules = await platformRules(ctx.db);
  const date = dayKey(ctx.clock.now(), rules.timeZone);
  const rows = await ctx.db
    .select({ slot: orders.deliverySlot, status: orders.status, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.deliveryDate, date))
    .groupBy(orders.deliverySlot, orders.status);
  const bySlot = new Map(rules.slots.map((slot) => [slot, noOrders()]));
  for (const row of rows) {
    const counts = bySlot.get(row.slot) ?? noOrders();
    counts[row.status] = row.orders;
    bySlot.set(row.slot, counts);
  }
  const slots = [...bySlot.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([slot, counts]) => ({
      slot,
      counts,
      total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    }));
  return { date, time_zone: rules.timeZone, slots };
}
