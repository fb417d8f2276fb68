import { koboToNaira, type Page, type SearchPageQuery, type UserRow } from '@lunch/contract';
import { and, count, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, companies, employees } from '../../db/schema.js';
import { containsPattern } from '../../lib/validation.js';
import { employeeBudgets } from '../budget/budget.service.js';

function filter(companyId: string, query: string | undefined) {
  const mine = eq(employees.companyId, companyId);
  if (!query) return mine;
  const pattern = containsPattern(query);
  return and(
    mine,
    or(
      ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
      ilike(accounts.email, pattern),
    ),
  );
}

/** One company's employees, newest first, with what each can still spend this month. */
async function findEmployees(
  ctx: AppContext,
  companyId: string,
  options: { query?: string; limit: number; offset: number; beforeId?: string },
): Promise<UserRow[]> {
  const rows = await ctx.db
    .select({
      id: accounts.id,
      email: accounts.email,
      createdAt: accounts.createdAt,
      accountState: accounts.accountState,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(
      and(filter(companyId, options.query), options.beforeId ? lt(accounts.id, options.beforeId) : undefined),
    )
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(options.limit)
    .offset(options.offset);
  const budgets = await employeeBudgets(
    ctx.database,
    rows.map((row) => row.id),
    ctx.clock.now(),
  );
  return rows.map((row) => {
    const budget = budgets.get(row.id);
    return {
      _id: row.id,
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      created_at: row.createdAt.toISOString(),
      account_state: row.accountState,
      account_type: 'Individual',
      account_details: {
        first_name: row.firstName,
        last_name: row.lastName,
        spend_balance: koboToNaira(budget?.spendableKobo ?? 0),
        monthly_budget: koboToNaira(budget?.budgetKobo ?? 0),
        spent_this_month: koboToNaira(budget?.spentKobo ?? 0),
      },
    };
  });
}

export async function listEmployees(
  ctx: AppContext,
  companyId: string,
  query: SearchPageQuery,
): Promise<Page<UserRow>> {
  const list = await findEmployees(ctx, companyId, {
    query: query.query,
    limit: query.limit,
    offset: query.lastId ? 0 : (query.page - 1) * query.limit,
    beforeId: query.lastId,
  });
  const [total] = await ctx.db
    .select({ n: count() })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(filter(companyId, query.query));
  return {
    list,
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
    lastId: list.at(-1)?.id ?? null,
  };
}

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

/** A CSV cell: quoted, and never read as a formula by a spreadsheet. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The employee list (optionally filtered) as CSV, amounts in naira. */
export async function employeesCsv(ctx: AppContext, companyId: string, query?: string): Promise<string> {
  const list = await findEmployees(ctx, companyId, { query, limit: EXPORT_LIMIT, offset: 0 });
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
  return `${[CSV_HEADER, ...lines].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

export async function companySettings(ctx: AppContext, companyId: string) {
  const [row] = await ctx.db
    .select({ budget: companies.monthlyBudgetKobo, timeZone: accounts.timeZone })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(companies.accountId, companyId));
  return { max_spend_amount_per_employee: koboToNaira(row?.budget ?? 0), time_zone: row?.timeZone ?? '' };
}

/** Changes each employee's monthly budget; it applies to the current month at once. */
export async function updateCompanySettings(ctx: AppContext, companyId: string, budgetKobo: number) {
  await ctx.db
    .update(companies)
    .set({ monthlyBudgetKobo: budgetKobo })
    .where(eq(companies.accountId, companyId));
  return companySettings(ctx, companyId);
}
