import { type EmployeesExportQuery, koboToNaira } from '@lunch/contract';
import { stringify } from 'csv-stringify/sync';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, departments, employees } from '../../db/schema.js';
import { employeeName } from '../../domain/accounts/accounts.repository.js';
import { type Actor, changedFields, recordChange } from '../../domain/audit/audit.js';
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

/**
 * The employee list (optionally searched, and filtered by department: `none` for those in none) as
 * CSV, amounts in naira. A company with departments gets a Department column (each one's, '' for
 * none); one without gets the list as it always was.
 */
export async function employeesCsv(
  ctx: AppContext,
  companyId: string,
  filter: EmployeesExportQuery,
): Promise<string> {
  const [{ list }, [departmentsKept]] = await Promise.all([
    listCustomers(
      ctx,
      { companyId, departmentId: filter.department_id },
      { query: filter.query, limit: EXPORT_LIMIT, page: 1 },
    ),
    ctx.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.companyId, companyId))
      .limit(1),
  ]);
  const withDepartment = departmentsKept !== undefined;
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
      ...(withDepartment ? [row.department?.name ?? ''] : []),
    ];
  });
  const header = withDepartment ? [...CSV_HEADER, 'Department'] : CSV_HEADER;
  return stringify([header, ...lines], {
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
  actor: Actor,
) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ budgetKobo: employees.monthlyBudgetKobo, name: employeeName, email: accounts.email })
      .from(employees)
      .innerJoin(accounts, eq(accounts.id, employees.accountId))
      .where(and(eq(employees.accountId, employeeId), eq(employees.companyId, companyId)))
      .for('update', { of: employees });
    if (!before) throw notFound('Employee not found');
    await tx
      .update(employees)
      .set({ monthlyBudgetKobo: budgetKobo })
      .where(eq(employees.accountId, employeeId));
    // Who changed what: the budget as it was and became (null: the company's default).
    const naira = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));
    const changed = changedFields(
      { monthly_budget: naira(before.budgetKobo) },
      { monthly_budget: naira(budgetKobo) },
    );
    if (changed) {
      await recordChange(tx, {
        companyId,
        actor,
        action: 'budget.updated',
        subject: `${before.name} (${before.email})`,
        ...changed,
        at: ctx.clock.now(),
      });
    }
  });
  return (await findCustomer(ctx, employeeId))!;
}
