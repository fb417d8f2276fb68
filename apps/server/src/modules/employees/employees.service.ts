import {
  type CompanySettings,
  koboToNaira,
  minutesToTime,
  timeToMinutes,
  type UpdateCompanySettingsSchema,
  WEEK_DAYS,
} from '@lunch/contract';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { accounts, companies } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
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

export async function companySettings(ctx: AppContext, companyId: string): Promise<CompanySettings> {
  const [row] = await ctx.db
    .select({ company: companies, timeZone: accounts.timeZone })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(companies.accountId, companyId));
  if (!row) throw notFound('Company not found');
  const { company } = row;
  const money = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));
  return {
    max_spend_amount_per_employee: koboToNaira(company.monthlyBudgetKobo),
    time_zone: row.timeZone,
    order_days: WEEK_DAYS.filter((day) => company.orderDays.includes(day)),
    order_window_start: minutesToTime(company.orderWindowStartMinutes),
    order_window_end: minutesToTime(company.orderWindowEndMinutes),
    per_order_cap: money(company.perOrderCapKobo),
    per_day_cap: money(company.perDayCapKobo),
  };
}

/**
 * Changes the budget and the meal-programme rules sent; they apply to the next order (the budget
 * to the current month at once). 400 when the order window would end before it starts.
 */
export async function updateCompanySettings(
  ctx: AppContext,
  companyId: string,
  input: z.output<typeof UpdateCompanySettingsSchema>,
) {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ start: companies.orderWindowStartMinutes, end: companies.orderWindowEndMinutes })
      .from(companies)
      .where(eq(companies.accountId, companyId))
      .for('update');
    if (!current) throw notFound('Company not found');
    const start =
      input.order_window_start === undefined ? current.start : timeToMinutes(input.order_window_start);
    const end = input.order_window_end === undefined ? current.end : timeToMinutes(input.order_window_end);
    if (end <= start) {
      const path = input.order_window_end === undefined ? 'order_window_start' : 'order_window_end';
      throw badRequest(`${path}: the order window must end after it starts`, [
        { path, message: 'The order window must end after it starts' },
      ]);
    }
    await tx
      .update(companies)
      .set({
        ...(input.max_spend_amount_per_employee !== undefined && {
          monthlyBudgetKobo: input.max_spend_amount_per_employee,
        }),
        ...(input.order_days !== undefined && { orderDays: input.order_days }),
        orderWindowStartMinutes: start,
        orderWindowEndMinutes: end,
        ...(input.per_order_cap !== undefined && { perOrderCapKobo: input.per_order_cap }),
        ...(input.per_day_cap !== undefined && { perDayCapKobo: input.per_day_cap }),
      })
      .where(eq(companies.accountId, companyId));
  });
  return companySettings(ctx, companyId);
}
