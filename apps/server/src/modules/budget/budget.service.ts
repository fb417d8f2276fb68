import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, employees } from '../../db/schema.js';

/**
 * An employee's monthly budget (kobo): their own when the company set one, else the company's.
 * The one definition used by checkout, analytics and the employee list (needs both tables joined).
 */
export const effectiveBudgetKobo =
  sql<number>`coalesce(${employees.monthlyBudgetKobo}, ${companies.monthlyBudgetKobo})`.mapWith(Number);

export type EmployeeBudget = {
  employeeId: string;
  /** The employee's monthly budget: their own, else the company's. */
  budgetKobo: number;
  /** Whether the budget is the employee's own (not the company default). */
  ownBudget: boolean;
  /** Net order spend in the current calendar month (company time zone). */
  spentKobo: number;
  /** What the employee can still spend: budget − spent, never below 0 nor above the company wallet. */
  spendableKobo: number;
};

/**
 * Budget figures for employees at `now`. The month is the calendar month in each company's time
 * zone (contract §5), the same key checkout writes to `monthly_spend`.
 */
export async function employeeBudgets(
  database: Database,
  employeeIds: readonly string[],
  now: Date,
): Promise<Map<string, EmployeeBudget>> {
  if (employeeIds.length === 0) return new Map();
  const ids = sql.join(
    employeeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await database.rows<{
    employee_id: string;
    budget: string;
    spent: string;
    wallet: string;
    own: boolean;
  }>(sql`
    select employees.account_id as employee_id, ${effectiveBudgetKobo}::text as budget,
      companies.wallet_kobo::text as wallet, (employees.monthly_budget_kobo is not null) as own,
      coalesce(ms.spent_kobo, 0)::text as spent
    from employees
    join companies on companies.account_id = employees.company_id
    join accounts ca on ca.id = companies.account_id
    left join monthly_spend ms on ms.employee_id = employees.account_id
      and ms.month_key = to_char(${now.toISOString()}::timestamptz at time zone ca.time_zone, 'YYYY-MM')
    where employees.account_id in (${ids})`);
  return new Map(
    rows.map((row) => {
      const budgetKobo = Number(row.budget);
      const spentKobo = Number(row.spent);
      const spendableKobo = Math.max(0, Math.min(budgetKobo - spentKobo, Number(row.wallet)));
      return [
        row.employee_id,
        { employeeId: row.employee_id, budgetKobo, ownBudget: row.own, spentKobo, spendableKobo },
      ];
    }),
  );
}
