import {
  type CompanySettings,
  koboToNaira,
  minutesToTime,
  timeToMinutes,
  type UpdateCompanySettingsSchema,
  WEEK_DAYS,
} from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { accounts, companies } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';

/**
 * A company's settings: the monthly budget per employee, the low-balance alert, the meal programme,
 * its tax details (on its invoices) and whether employees may pay the difference.
 */
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
    low_balance_alert: money(company.lowBalanceAlertKobo),
    order_days: WEEK_DAYS.filter((day) => company.orderDays.includes(day)),
    order_window_start: minutesToTime(company.orderWindowStartMinutes),
    order_window_end: minutesToTime(company.orderWindowEndMinutes),
    per_order_cap: money(company.perOrderCapKobo),
    per_day_cap: money(company.perDayCapKobo),
    legal_name: company.legalName,
    tin: company.tin,
    billing_address: company.billingAddress,
    employees_may_pay_difference: company.employeesMayPayDifference,
  };
}

/**
 * Changes the settings sent: each employee's monthly budget (it applies to the current month at
 * once), the low-balance alert level and the meal-programme rules (they apply to the next order),
 * the tax details (the next invoice or credit note copies them) and whether employees may pay the
 * difference (the next checkout).
 * A new alert level is armed only while the wallet is at or above it, so the email goes out when an
 * order next takes the wallet below it, not for a wallet already below. 400 when the order window
 * would end before it starts.
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
    const alert = input.low_balance_alert;
    await tx
      .update(companies)
      .set({
        ...(input.max_spend_amount_per_employee !== undefined && {
          monthlyBudgetKobo: input.max_spend_amount_per_employee,
        }),
        ...(alert !== undefined && {
          lowBalanceAlertKobo: alert,
          lowBalanceAlerted: alert === null ? false : sql`${companies.walletKobo} < ${alert}`,
        }),
        ...(input.order_days !== undefined && { orderDays: input.order_days }),
        orderWindowStartMinutes: start,
        orderWindowEndMinutes: end,
        ...(input.per_order_cap !== undefined && { perOrderCapKobo: input.per_order_cap }),
        ...(input.per_day_cap !== undefined && { perDayCapKobo: input.per_day_cap }),
        ...(input.legal_name !== undefined && { legalName: input.legal_name }),
        ...(input.tin !== undefined && { tin: input.tin }),
        ...(input.billing_address !== undefined && { billingAddress: input.billing_address }),
        ...(input.employees_may_pay_difference !== undefined && {
          employeesMayPayDifference: input.employees_may_pay_difference,
        }),
      })
      .where(eq(companies.accountId, companyId));
  });
  return companySettings(ctx, companyId);
}
