import { stringify } from 'csv-stringify/sync';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { employees } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { findCustomer, listCustomers } from '../customers/customers.service.js';

const EXPORT_LIMIT = 10_000;
const CSV_HEADER = [
  'Name',
  'Email',
  'Date Joined',
  'Status',
  'Monthly budget',
  'Spent this month',
  'Balance',
];

/** A cell a spreadsheet would read as a formula starts with an apostrophe instead. */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The employee list (optionally filtered) as CSV, amounts in naira. */
export async function employeesCsv(ctx: AppContext, companyId: string, query?: string): Promise<string> {
  const { list } = await listCustomers(ctx, { companyId }, { query, limit: EXPORT_LIMIT, page: 1 });
  const lines = list.map((row) => {
    const details = row.account_details as {
      monthly_budget: string;
      spent_this_month: string;
      spend_balance: string;
    };
    return [
      row.name,
      row.email,
      row.created_at.slice(0, 10),
      row.account_state,
      details.monthly_budget,
      details.spent_this_month,
      details.spend_balance,
    ];
  });
  return stringify([CSV_HEADER, ...lines], {
    quoted: true,
    quoted_empty: true,
    record_delimiter: 'windows',
    cast: { string: inert },
  });
}

/**
 * Sets one employee's monthly budget (kobo), replacing the company default, or `null` to go back to
 * it. Applies to the current month at once; 404 for someone who is not the company's employee.
 */
export async function setEmployeeBudget(
  ctx: AppContext,
  companyId: string,
  employeeId: string,
  budgetKobo: number | null,
) {
  const [updated] = await ctx.db
    .update(employees)
    .set({ monthlyBudgetKobo: budgetKobo })
    .where(and(eq(employees.accountId, employeeId), eq(employees.companyId, companyId)))
    .returning({ id: employees.accountId });
  if (!updated) throw notFound('Employee not found');
  return (await findCustomer(ctx, employeeId))!;
}
