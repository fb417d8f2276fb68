import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { accounts, companies, departments, employees, orders, platformSettings } from '../../db/schema.js';
import { employeeName } from '../../domain/accounts/accounts.repository.js';
import { effectiveBudgetKobo } from '../../domain/budget/budget.service.js';
import { addressesOf, zonesDefinedSql } from '../../domain/delivery/addresses.js';
import { employeeDepartment, programmeColumns } from '../../domain/delivery/delivery-rules.js';
import { platformRuleColumns } from '../../domain/delivery/platform-settings.js';
import { alertOnLowBalance } from '../../domain/wallet/low-balance.js';
import { notFound } from '../../lib/errors.js';

const companyAccount = alias(accounts, 'company_account');

/**
 * The employee, their company and the figures a charge is checked against; for checkout also the
 * meal programme and the platform's rules (one query for all that checkout reads before its
 * transaction).
 */
const payerColumns = {
  employeeId: employees.accountId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  employeeName,
  email: accounts.email,
  companyId: companies.accountId,
  companyName: companies.name,
  companyEmail: companyAccount.email,
  companyTimeZone: companyAccount.timeZone,
  budgetKobo: effectiveBudgetKobo,
  lowBalanceAlertKobo: companies.lowBalanceAlertKobo,
  /** Whether the employee may pay by card what an order costs above the company's share (issue 31). */
  employeesMayPayDifference: companies.employeesMayPayDifference,
  /** The employee's health profile (contract HealthProfile): what an order's dishes are checked against. */
  health: {
    allergies: employees.allergies,
    medical_conditions: employees.medicalConditions,
    dietary_preferences: employees.dietaryPreferences,
  },
  programme: programmeColumns(companyAccount.timeZone),
  platform: platformRuleColumns,
};
const payerRows = <Extra extends Record<string, SQL>>(ex: Executor, extra?: Extra) =>
  ex
    .select({ ...payerColumns, ...(extra as Extra) })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .innerJoin(companies, eq(companies.accountId, employees.companyId))
    .innerJoin(companyAccount, eq(companyAccount.id, companies.accountId))
    .leftJoin(departments, employeeDepartment)
    .leftJoin(platformSettings, eq(platformSettings.id, 1));

/**
 * Checkout's read of the payer, with the employee's addresses and their zones, whether the
 * platform has zones (domain/delivery/addresses.ts) and whether the employee has an order with the
 * request's idempotency key (`key`, null without one: never), prepared (checkout reads it on the
 * pool, before its transaction): a first request, the usual case, costs no second read.
 */
export const checkoutPayer = preparedOn((db) =>
  payerRows(db, {
    addresses: addressesOf(employees.accountId),
    zonesDefined: zonesDefinedSql,
    keyUsed: sql<boolean>`exists (select 1 from ${orders} where ${orders.employeeId} = ${employees.accountId}
      and ${orders.idempotencyKey} = ${sql.placeholder('key')})`,
  })
    .where(eq(employees.accountId, sql.placeholder('employeeId')))
    .prepare('checkout_payer'),
);

export function found<T>(payer: T | undefined): T {
  if (!payer) throw notFound('Employee not found');
  return payer;
}

export async function payerOf(ex: Executor, employeeId: string) {
  return found((await payerRows(ex).where(eq(employees.accountId, employeeId)))[0]);
}
export type Payer = Awaited<ReturnType<typeof payerOf>>;

/** The low-balance alert, when a charge took the company's wallet below its level. */
export function alertLowBalance(ctx: AppContext, tx: Executor, payer: Payer, wallet: number) {
  return alertOnLowBalance(
    ctx,
    tx,
    { id: payer.companyId, email: payer.companyEmail, threshold: payer.lowBalanceAlertKobo },
    wallet,
  );
}
