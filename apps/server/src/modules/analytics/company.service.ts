import { BILLING_OUT_TYPES, type CompanyAnalytics, type DailySeries, koboToNaira } from '@lunch/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { employees, orders } from '../../db/schema.js';
import {
  ordersOfDepartment,
  ordersOfDepartmentAs,
  type ReportDepartment,
  reportDepartment,
} from '../../domain/departments/report-filter.js';
import { notFound } from '../../lib/errors.js';
import { totalOf } from '../../lib/paging.js';
import { daySeries } from './day-series.js';

/** What the company's paid order charges and delivery fees add up to, net of paid refunds, as a SQL expression. */
const OUT_TYPES = BILLING_OUT_TYPES.map((type) => `'${type}'`).join(', ');
const NET_SPEND = sql.raw(
  `coalesce(sum(case when type in (${OUT_TYPES}) then amount_kobo else -amount_kobo end), 0)`,
);
const SPEND_ROWS = sql.raw(`status = 'paid' and type <> 'wallet_topup'`);

/** The same net spend over ledger rows read as `l`, joined to their orders as `o`. */
const NET_SPEND_OF_ORDERS = sql.raw(
  `coalesce(sum(case when l.type in (${OUT_TYPES}) then l.amount_kobo else -l.amount_kobo end), 0)`,
);

/** A department's employees now (`none`: those in none; undefined: every one). */
const employeesOfDepartment = (department: ReportDepartment) =>
  department === undefined
    ? undefined
    : department === 'none'
      ? isNull(employees.departmentId)
      : eq(employees.departmentId, department);

/**
 * The company's tiles. What it spent is exact without reading its charges: the wallet always equals
 * paid top-ups + refunds − charges (the ledger invariant), so net spend = paid top-ups − wallet,
 * a sum over the few top-up rows. Orders and employees are exact up to a threshold and the
 * planner's estimate above (totalOf), like list totals. With a department (issue 32; `none`: orders
 * placed under none, employees in none): its orders, its employees now, and what its orders' paid
 * movements add up to (charges and fees less refunds); the balance stays the company's wallet.
 */
export async function companyAnalytics(
  ctx: AppContext,
  companyId: string,
  filter?: string,
): Promise<CompanyAnalytics> {
  const department = await reportDepartment(ctx.db, companyId, filter);
  const spent =
    department === undefined
      ? sql`(select coalesce(sum(amount_kobo), 0) from ledger
          where company_id = ${companyId} and type = 'wallet_topup' and status = 'paid') - c.wallet_kobo`
      : sql`(select ${NET_SPEND_OF_ORDERS} from ledger l join orders o on o.id = l.order_id
          where l.company_id = ${companyId} and l.status = 'paid' and l.type <> 'wallet_topup'
            and ${ordersOfDepartmentAs('o', department)})`;
  const [[row], orderCount, employeeCount] = await Promise.all([
    ctx.database.rows<{ wallet: string; spent: string }>(sql`
      select c.wallet_kobo::text as wallet, (${spent})::text as spent
      from companies c where c.account_id = ${companyId}`),
    totalOf(
      ctx.database,
      ctx.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.companyId, companyId), ordersOfDepartment(department))),
    ),
    totalOf(
      ctx.database,
      ctx.db
        .select({ id: employees.accountId })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), employeesOfDepartment(department))),
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
 * days without orders are 0. With a department (issue 32; `none`: orders placed under none), only
 * the movements of its orders.
 */
export async function companyDailySpend(
  ctx: AppContext,
  companyId: string,
  filter?: string,
): Promise<DailySeries> {
  const department = await reportDepartment(ctx.db, companyId, filter);
  const [zone] = await ctx.database.rows<{ time_zone: string }>(
    sql`select time_zone from accounts where id = ${companyId}`,
  );
  if (!zone) throw notFound('Company not found');
  return daySeries(
    ctx.database,
    ctx.clock.now(),
    zone.time_zone,
    SPEND_SERIES_DAYS,
    department === undefined
      ? (starts, ends) => sql`select ${NET_SPEND} from ledger
      where company_id = ${companyId} and ${SPEND_ROWS} and created_at >= ${starts} and created_at < ${ends}`
      : (starts, ends) => sql`select ${NET_SPEND_OF_ORDERS} from ledger l join orders o on o.id = l.order_id
      where l.company_id = ${companyId} and l.status = 'paid' and l.type <> 'wallet_topup'
        and l.created_at >= ${starts} and l.created_at < ${ends} and ${ordersOfDepartmentAs('o', department)}`,
  );
}
