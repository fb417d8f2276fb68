import { CompanyOnboardSchema, IndividualOnboardSchema, parseLunchTime } from '@lunch/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, companies, employees } from '../../db/schema.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import { giveConsent, hasConsent, withdrawConsent } from '../health-consent/health-consent.service.js';
import { saveOnboardingAddress } from '../profile/addresses.service.js';
import { dropQueuedReminders } from '../reminders/reminders.service.js';

/*
 * `POST /auth/onboard`: a company's address, size, monthly budget per employee and (optionally) time
 * zone, its clock from then on, or an employee's
 * address, lunch time and health lists (a changed lunch time moves the queued reminder). The
 * employee's address is also their first delivery address: created ("Home") at the first
 * onboarding, its lines, city and state updated by a later one (profile/addresses.service.ts).
 * The health lists are stored only with the employee's consent (issue 33): `health_consent` true
 * gives it, false withdraws it (erasing them), absent keeps it as it is; without it, a non-empty
 * list is refused and lists kept from before consent was asked stay as they are.
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

const NO_CONSENT =
  'Allergies, medical conditions and diets are kept only with your consent: tick the consent (health_consent true) or leave them empty';

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
    const health = {
      allergies: lower(input.allergies),
      medicalConditions: lower(input.medical_conditions),
      dietaryPreferences: lower(input.dietary_preferences),
    };
    await ctx.db.transaction(async (tx) => {
      const consented = input.health_consent ?? (await hasConsent(tx, account.id));
      if (!consented && Object.values(health).some((list) => list.length > 0)) {
        throw badRequest(`health_consent: ${NO_CONSENT}`, [{ path: 'health_consent', message: NO_CONSENT }]);
      }
      if (input.health_consent === true) await giveConsent(tx, account.id, now);
      if (input.health_consent === false) await withdrawConsent(tx, account.id, now);
      await tx
        .update(employees)
        .set({
          ...addressColumns(input),
          lunchTimeMinutes: parseLunchTime(input.lunch_time),
          ...(consented && health),
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
