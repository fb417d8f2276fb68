import { type EmployeeAnalytics, koboToNaira } from '@lunch/contract';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { orders } from '../../db/schema.js';
import { employeeBudgets } from '../../domain/budget/budget.service.js';

/** The employee's tiles: orders placed, and what they can still spend this month against their budget. */
export async function employeeAnalytics(ctx: AppContext, employeeId: string): Promise<EmployeeAnalytics> {
  const [placed] = await ctx.db.select({ n: count() }).from(orders).where(eq(orders.employeeId, employeeId));
  const budget = (await employeeBudgets(ctx.database, [employeeId], ctx.clock.now())).get(employeeId);
  const balance = koboToNaira(budget?.spendableKobo ?? 0);
  return {
    orders: placed?.n ?? 0,
    balance,
    employees: balance,
    monthly_budget: koboToNaira(budget?.budgetKobo ?? 0),
    spent_this_month: koboToNaira(budget?.spentKobo ?? 0),
  };
}
