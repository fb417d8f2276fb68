import {
  HEALTH_CONSENT_TEXT,
  HEALTH_CONSENT_VERSION,
  type HealthConsent,
  type PrivacyNotice,
} from '@lunch/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { employees, healthConsentRecords } from '../../db/schema.js';
import { privacyContactEmail } from '../../domain/delivery/platform-settings.js';
import { notFound } from '../../lib/errors.js';

/*
 * An employee's explicit consent to keep their allergies, medical conditions and diets (issue 33,
 * docs/privacy.md): the version of the consent text agreed to and when, on `employees`, and every
 * giving and withdrawing in `health_consent_records`, written in the same transaction as the change.
 * Withdrawing erases the three lists at once (the menu's per-employee version follows them).
 * Onboarding (modules/auth) gives and withdraws it through the same functions.
 */

type ConsentRow = { version: string | null; at: Date | null };

/** The consent as the API shows it. */
export const presentConsent = ({ version, at }: ConsentRow): HealthConsent => ({
  given: version !== null,
  version,
  given_at: at?.toISOString() ?? null,
});

/** Locks the employee's row (their consent changes run one at a time) and reads their consent and lists. */
async function lockHealth(tx: Executor, employeeId: string) {
  const [row] = await tx
    .select({
      version: employees.healthConsentVersion,
      at: employees.healthConsentAt,
      allergies: employees.allergies,
      medicalConditions: employees.medicalConditions,
      dietaryPreferences: employees.dietaryPreferences,
    })
    .from(employees)
    .where(eq(employees.accountId, employeeId))
    .for('update');
  if (!row) throw notFound('Profile not found');
  return row;
}

/** Whether the employee has given consent (in their locked row): onboarding stores the lists only then. */
export async function hasConsent(tx: Executor, employeeId: string): Promise<boolean> {
  return (await lockHealth(tx, employeeId)).version !== null;
}

/**
 * Gives the consent for the current text, recorded with its time; given already for this text,
 * nothing changes. Lists kept before consent was asked (issue 33's migration) are kept from then on.
 */
export async function giveConsent(tx: Executor, employeeId: string, now: Date): Promise<HealthConsent> {
  const held = await lockHealth(tx, employeeId);
  if (held.version === HEALTH_CONSENT_VERSION) return presentConsent(held);
  await tx
    .update(employees)
    .set({ healthConsentVersion: HEALTH_CONSENT_VERSION, healthConsentAt: now })
    .where(eq(employees.accountId, employeeId));
  await tx
    .insert(healthConsentRecords)
    .values({ employeeId, action: 'given', version: HEALTH_CONSENT_VERSION, createdAt: now });
  return presentConsent({ version: HEALTH_CONSENT_VERSION, at: now });
}

/**
 * Withdraws the consent and erases the three lists at once; the withdrawal of the version given is
 * recorded. With no consent given, lists kept from before consent was asked are erased (nothing
 * was given, so nothing is recorded as withdrawn).
 */
export async function withdrawConsent(tx: Executor, employeeId: string, now: Date): Promise<HealthConsent> {
  const held = await lockHealth(tx, employeeId);
  const lists = [held.allergies, held.medicalConditions, held.dietaryPreferences];
  if (held.version === null && lists.every((list) => list.length === 0)) return presentConsent(held);
  await tx
    .update(employees)
    .set({
      allergies: [],
      medicalConditions: [],
      dietaryPreferences: [],
      healthConsentVersion: null,
      healthConsentAt: null,
    })
    .where(eq(employees.accountId, employeeId));
  if (held.version !== null) {
    await tx
      .insert(healthConsentRecords)
      .values({ employeeId, action: 'withdrawn', version: held.version, createdAt: now });
  }
  return presentConsent({ version: null, at: null });
}

/** PUT /profile/health-consent. */
export const giveHealthConsent = (ctx: AppContext, employeeId: string) =>
  ctx.db.transaction((tx) => giveConsent(tx, employeeId, ctx.clock.now()));

/** DELETE /profile/health-consent. */
export const withdrawHealthConsent = (ctx: AppContext, employeeId: string) =>
  ctx.db.transaction((tx) => withdrawConsent(tx, employeeId, ctx.clock.now()));

/** GET /privacy: the contact the platform admin named and the current consent text. */
export async function privacyNotice(ctx: AppContext): Promise<PrivacyNotice> {
  return {
    contact_email: await privacyContactEmail(ctx.db),
    consent_version: HEALTH_CONSENT_VERSION,
    consent_text: HEALTH_CONSENT_TEXT,
  };
}
