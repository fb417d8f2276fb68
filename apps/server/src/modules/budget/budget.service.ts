import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export type EmployeeBudget = {
  employeeId: string;
  /** The company's monthly budget per employee. */
  budgetKobo: number;
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
  }>(sql`
    select e.account_id as employee_id, c.monthly_budget_kobo::text as budget, c.wallet_kobo::text as wallet,
      coalesce(ms.spent_kobo, 0)::text as spent
    from employees e
    join companies c on c.account_id = e.company_id
    join accounts ca on ca.id = c.account_id
    left join monthly_spend ms on ms.employee_id = e.account_id
      and ms.month_key = to_char(${now.toISOString()}::timestamptz at time zone ca.time_zone, 'YYYY-MM')
    where e.account_id in (${ids})`);
  return new Map(
    rows.map((row) => {
      const budgetKobo = Number(row.budget);
      const spentKobo = Number(row.spent);
      const spendableKobo = Math.max(0, Math.min(budgetKobo - spentKobo, Number(row.wallet)));
      return [row.employee_id, { employeeId: row.employee_id, budgetKobo, spentKobo, spendableKobo }];
    }),
  );
}
