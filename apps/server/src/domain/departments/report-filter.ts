import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { departments, orders } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

/**
 * The department filter of a company's money reports (billings, analytics, issue 32), checked:
 * undefined (every order), `none` (orders placed under no department) or a department's id.
 */
export type ReportDepartment = string | undefined;

/**
 * Checks a report's `department_id` (already a valid id or `none`, by its schema): a department of
 * the company (any company's for a platform admin, `companyId` null), or one deleted since whose
 * orders the company still has (orders keep the department they were placed under). Anything else
 * is 404, so a company never learns whether another company's department exists.
 */
export async function reportDepartment(
  ex: Executor,
  companyId: string | null,
  filter: string | undefined,
): Promise<ReportDepartment> {
  if (filter === undefined || filter === 'none') return filter;
  const [kept] = await ex
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, filter), companyId ? eq(departments.companyId, companyId) : undefined))
    .limit(1);
  if (kept) return filter;
  const [placed] = await ex
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.departmentId, filter), companyId ? eq(orders.companyId, companyId) : undefined))
    .limit(1);
  if (placed) return filter;
  throw notFound('Department not found');
}

/** The orders of a checked filter, on the `orders` table (undefined: no condition). */
export function ordersOfDepartment(filter: ReportDepartment): SQL | undefined {
  if (filter === undefined) return undefined;
  return filter === 'none' ? isNull(orders.departmentId) : eq(orders.departmentId, filter);
}

/** The same condition on the orders of raw SQL, whose orders go by `alias` (`o`). */
export function ordersOfDepartmentAs(alias: string, filter: ReportDepartment): SQL {
  if (filter === undefined) return sql`true`;
  const column = sql.raw(`${alias}.department_id`);
  return filter === 'none' ? sql`${column} is null` : sql`${column} = ${filter}`;
}
