import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { companies, departments, employees, monthlySpend } from '../../db/schema.js';
import { monthKey } from '../../lib/clock.js';

export async function releaseBudget(ex: Executor, employeeId: string, month: string, amount: number) {
  await ex
    .update(monthlySpend)
    .set({ spentKobo: sql`${monthlySpend.spentKobo} - ${amount}` })
    .where(and(eq(monthlySpend.employeeId, employeeId), eq(monthlySpend.monthKey, month)));
}

export async function spentIn(ex: Executor, employeeId: string, month: string): Promise<number> {
  const [row] = await ex
    .select({ spent: monthlySpend.spentKobo })
    .from(monthlySpend)
    .where(and(eq(monthlySpend.employeeId, employeeId), eq(monthlySpend.monthKey, month)));
  return row?.spent ?? 0;
}

/**
 * An employee's monthly budget (kobo): their own when the company set one, else their department's
 * where it sets one (issue 32), else the company's. The one definition used by checkout, analytics
 * and the employee list; it reads the employee, their company and their department (left-joined:
 * `leftJoin(departments, employeeDepartment)`, domain/delivery/delivery-rules.ts).
 */
export const effectiveBudgetKobo =
  sql<number>`coalesce(${employees.monthlyBudgetKobo}, ${departments.monthlyBudgetKobo}, ${companies.monthlyBudgetKobo})`.mapWith(
    Number,
  );

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
  /** The employee's department (null: none). */
  department: { id: string; name: string } | null;
};

/**
 * The current month in every time zone is one of these: the month in the earliest zone (UTC−12)
 * and in the latest (UTC+14), one month or two.
 */
const monthsSomewhere = (now: Date) => [
  ...new Set([monthKey(now, 'Etc/GMT+12'), monthKey(now, 'Pacific/Kiritimati')]),
];

/**
 * Budget figures for employees at `now`. The month is `monthKey(now, company time zone)`, the same
 * key checkout writes to `monthly_spend` (contract §5).
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
    wallet: string;
    time_zone: string;
    own: boolean;
    department_id: string | null;
    department_name: string | null;
    spent: Record<string, string> | null;
  }>(sql`
    select employees.account_id as employee_id, ${effectiveBudgetKobo}::text as budget,
      companies.wallet_kobo::text as wallet, ca.time_zone, (employees.monthly_budget_kobo is not null) as own,
      departments.id as department_id, departments.name as department_name,
      (select json_object_agg(m.month_key, m.spent_kobo::text) from monthly_spend m
        where m.employee_id = employees.account_id
          and m.month_key in (${sql.join(
            monthsSomewhere(now).map((month) => sql`${month}`),
            sql`, `,
          )})) as spent
    from employees
    join companies on companies.account_id = employees.company_id
    join accounts ca on ca.id = companies.account_id
    left join departments on departments.id = employees.department_id
    where employees.account_id in (${ids})`);
  return new Map(
    rows.map((row) => {
      const budgetKobo = Number(row.budget);
      const spentKobo = Number(row.spent?.[monthKey(now, row.time_zone)] ?? 0);
      const spendableKobo = Math.max(0, Math.min(budgetKobo - spentKobo, Number(row.wallet)));
      return [
        row.employee_id,
        {
          employeeId: row.employee_id,
          budgetKobo,
          ownBudget: row.own,
          spentKobo,
          spendableKobo,
          department:
            row.department_id === null ? null : { id: row.department_id, name: row.department_name ?? '' },
        },
      ];
    }),
  );
}
