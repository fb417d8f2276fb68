import { CompanyOnboardSchema, IndividualOnboardSchema, parseLunchTime } from '@lunch/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, companies, employees } from '../../db/schema.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';
import { forbidden } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import { saveOnboardingAddress } from '../profile/addresses.service.js';
import { dropQueuedReminders } from '../reminders/reminders.service.js';

/*
 * `POST /auth/onboard`: a company's address, size, monthly budget per employee and (optionally) time
 * zone, its clock from then on, or an employee's
 * address, lunch time and health lists (a changed lunch time moves the queued reminder). The
 * employee's address is also their first delivery address: created ("Home") at the first
 * onboarding, its lines, city and state updated by a later one (profile/addresses.service.ts).
 */

type AddressInput = {
  address_line_1: string;
  address_line_2: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
};

const addressColumns = (input: AddressInput) => ({
  addressLine1: input.address_line_1,
  addressLine2: input.address_line_2,
  city: input.city,
  state: input.state,
  country: input.country,
  zipCode: input.zip_code,
});

const lower = (list: string[]) => [...new Set(list.map((v) => v.toLowerCase()))];

/** Saves the signed-in company's or employee's onboarding answers (again, from the profile page). */
export async function onboard(ctx: AppContext, account: SignedInAccount, body: unknown) {
  const now = ctx.clock.now();
  if (account.role === 'company') {
    const input = parseInput(CompanyOnboardSchema, body);
    // The company's own account holds its clock; a member onboards the company they belong to.
    const companyId = account.company?.id ?? account.id;
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({
          ...addressColumns(input),
          size: input.size,
          monthlyBudgetKobo: input.max_spend_amount_per_employee,
        })
        .where(eq(companies.accountId, companyId));
      await tx
        .update(accounts)
        .set({ onboarded: true, ...(input.time_zone && { timeZone: input.time_zone }), updatedAt: now })
        .where(eq(accounts.id, companyId));
    });
  } else if (account.role === 'employee') {
    const input = parseInput(IndividualOnboardSchema, body);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(employees)
        .set({
          ...addressColumns(input),
          lunchTimeMinutes: parseLunchTime(input.lunch_time),
          allergies: lower(input.allergies),
          medicalConditions: lower(input.medical_conditions),
          dietaryPreferences: lower(input.dietary_preferences),
        })
        .where(eq(employees.accountId, account.id));
      await saveOnboardingAddress(tx, account.id, input, now);
      await dropQueuedReminders(tx, account.id);
      await tx.update(accounts).set({ onboarded: true, updatedAt: now }).where(eq(accounts.id, account.id));
    });
  } else {
    throw forbidden('Platform admins have no onboarding');
  }
  return { id: account.id, onboarded: true as const };
}
