import {
  type CompanySettings,
  koboToNaira,
  minutesToTime,
  timeToMinutes,
  type UpdateCompanySettings,
  type UpdateCompanySettingsSchema,
  WEEK_DAYS,
} from '@lunch/contract';
import { type CompanyRole, companyRolesText, SETTINGS_FIELD_RULES } from '@lunch/contract/endpoint';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { accounts, companies } from '../../db/schema.js';
import { type Actor, changedFields, recordChange } from '../../domain/audit/audit.js';
import { signedIn } from '../../lib/auth-guard.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';

/**
 * A company's settings: the monthly budget per employee, the low-balance alert, the meal programme,
 * its tax details (on its invoices) and whether employees may pay the difference.
 */
export async function companySettings(ctx: AppContext, companyId: string): Promise<CompanySettings> {
  return (await settingsIn(ctx.db, companyId)).settings;
}

/** The settings as `ex` sees them (inside a change's transaction: before and after it), and the company's name. */
async function settingsIn(ex: Executor, companyId: string) {
  const [row] = await ex
    .select({ company: companies, timeZone: accounts.timeZone })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(companies.accountId, companyId));
  if (!row) throw notFound('Company not found');
  const { company } = row;
  const money = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));
  const settings: CompanySettings = {
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
  return { settings, name: company.name };
}

/** Who may change each setting (the contract's SETTINGS_FIELD_RULES), for every field the PATCH takes. */
const FIELD_RULES: Record<keyof UpdateCompanySettings, readonly CompanyRole[]> = SETTINGS_FIELD_RULES;

/**
 * `PATCH /company/settings`, before its values are checked: each field sent must be one the
 * member's role may change (people: the programme rules and budget; finance: the low-balance alert
 * and tax details; an owner: all). Otherwise 403 naming the fields and the roles that may, and
 * nothing changes. Fields the PATCH does not know are left to its schema (400).
 */
export async function checkSettingsFields(request: FastifyRequest): Promise<void> {
  const role = signedIn(request).company?.role;
  const body = request.body;
  if (!role || typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const refused = Object.keys(body).filter((field) => {
    const rule = FIELD_RULES[field as keyof UpdateCompanySettings] as readonly CompanyRole[] | undefined;
    return rule !== undefined && !rule.includes(role);
  }) as (keyof UpdateCompanySettings)[];
  if (refused.length === 0) return;
  const who = (field: keyof UpdateCompanySettings) => companyRolesText(FIELD_RULES[field]);
  // Fields refused to one role are all another role's (people's or finance's): one sentence names them.
  const byRule = new Map<string, string[]>();
  for (const field of refused) byRule.set(who(field), [...(byRule.get(who(field)) ?? []), field]);
  const message = [...byRule]
    .map(
      ([roles, fields]) =>
        `${fields.join(', ')}: only ${roles} of the company may change ${fields.length === 1 ? 'it' : 'them'}`,
    )
    .join('; ');
  const errors = refused.map((field) => ({
    path: field,
    message: `Only ${who(field)} of the company may change ${field}`,
  }));
  throw new AppError('FORBIDDEN', message, errors);
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
  actor: Actor,
) {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ start: companies.orderWindowStartMinutes, end: companies.orderWindowEndMinutes })
      .from(companies)
      .where(eq(companies.accountId, companyId))
      .for('update');
    if (!current) throw notFound('Company not found');
    // Read under the lock: the values a concurrent change left are this change's "before".
    const before = await settingsIn(tx, companyId);
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
    // Who changed what: the settings that changed, as they were and became (none: no record).
    const changed = changedFields(before.settings, (await settingsIn(tx, companyId)).settings);
    if (changed) {
      await recordChange(tx, {
        companyId,
        actor,
        action: 'settings.updated',
        subject: before.name,
        ...changed,
        at: ctx.clock.now(),
      });
    }
  });
  return companySettings(ctx, companyId);
}
