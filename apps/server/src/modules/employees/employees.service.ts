import { koboToNaira } from '@lunch/contract';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, companies } from '../../db/schema.js';
import { listCustomers } from '../customers/customers.service.js';

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
