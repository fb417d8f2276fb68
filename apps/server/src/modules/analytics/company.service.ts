import { BILLING_OUT_TYPES, type CompanyAnalytics, type DailySeries, koboToNaira } from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { employees, orders } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { totalOf } from '../../lib/paging.js';
import { daySeries } from './day-series.js';

/** What the company's paid order charges and delivery fees add up to, net of paid refunds, as a SQL expression. */
const OUT_TYPES = BILLING_OUT_TYPES.map((type) => `'${type}'`).join(', ');
const NET_SPEND = sql.raw(
  `coalesce(sum(case when type in (${OUT_TYPES}) then amount_kobo else -amount_kobo end), 0)`,
);
const SPEND_ROWS = sql.raw(`status = 'paid' and type <> 'wallet_topup'`);

/**
 * The company's tiles. What it spent is exact without reading its charges: the wallet always equals
 * paid top-ups + refunds − charges (the ledger invariant), so net spend = paid top-ups − wallet,
 * a sum over the few top-up rows. Orders and employees are exact up to a threshold and the
 * planner's estimate above (totalOf), like list totals.
 */
export async function companyAnalytics(ctx: AppContext, companyId: string): Promise<CompanyAnalytics> {
  const [[row], orderCount, employeeCount] = await Promise.all([
    ctx.database.rows<{ wallet: string; spent: string }>(sql`
      select c.wallet_kobo::text as wallet,
        ((select coalesce(sum(amount_kobo), 0) from ledger
          where company_id = ${companyId} and type = 'wallet_topup' and status = 'paid') - c.wallet_kobo)::text as spent
      from companies c where c.account_id = ${companyId}`),
    totalOf(
      ctx.database,
      ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, companyId)),
    ),
    totalOf(
      ctx.database,
      ctx.db.select({ id: employees.accountId }).from(employees).where(eq(employees.companyId, companyId)),
    ),
  ]);
  if (!row) throw notFound('Company not found');
  return {
    orders: orderCount,
    balance: koboToNaira(Number(row.wallet)),
    employees: employeeCount,
    amount_spent: koboToNaira(Number(row.spent)),
  };
}

export const SPEND_SERIES_DAYS = 30;

/**
 * Net order spend per day (kobo) for the last 30 days, days in the company's time zone, oldest first;
 * days without orders are 0.
 */
export async function companyDailySpend(ctx: AppContext, companyId: string): Promise<DailySeries> {
  const [zone] = await ctx.database.rows<{ time_zone: string }>(
    sql`select time_zone from accounts where id = ${companyId}`,
  );
  if (!zone) throw notFound('Company not found');
  return daySeries(
    ctx.database,
    ctx.clock.now(),
    zone.time_zone,
    SPEND_SERIES_DAYS,
    (starts, ends) => sql`select ${NET_SPEND} from ledger
      where company_id = ${companyId} and ${SPEND_ROWS} and created_at >= ${starts} and created_at < ${ends}`,
  );
}
