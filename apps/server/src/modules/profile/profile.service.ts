import { type EmployeeProfile, formatLunchTime } from '@lunch/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, employees } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { presentConsent } from '../health-consent/health-consent.service.js';

/** The employee's onboarding answers, to prefill the profile form (saved again through POST /auth/onboard). */
export async function employeeProfile(ctx: AppContext, employeeId: string): Promise<EmployeeProfile> {
  const [row] = await ctx.db
    .select({ employee: employees, timeZone: accounts.timeZone })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(eq(employees.accountId, employeeId));
  if (!row) throw notFound('Profile not found');
  const { employee } = row;
  return {
    first_name: employee.firstName,
    last_name: employee.lastName,
    address_line_1: employee.addressLine1,
    address_line_2: employee.addressLine2,
    city: employee.city,
    state: employee.state,
    country: employee.country,
    zip_code: employee.zipCode,
    lunch_time: employee.lunchTimeMinutes === null ? null : formatLunchTime(employee.lunchTimeMinutes),
    time_zone: row.timeZone,
    allergies: employee.allergies,
    medical_conditions: employee.medicalConditions,
    dietary_preferences: employee.dietaryPreferences,
    health_consent: presentConsent({ version: employee.healthConsentVersion, at: employee.healthConsentAt }),
  };
}
