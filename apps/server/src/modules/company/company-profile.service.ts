import {
  type CompanyProfile,
  type CompanySetupItem,
  companySetupMissingText,
  type UpdateCompanyProfileSchema,
} from '@lunch/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { accounts, companies } from '../../db/schema.js';
import { type Actor, changedFields, recordChange } from '../../domain/audit/audit.js';
import { conflict, notFound } from '../../lib/errors.js';

/*
 * The company's profile (`/api/company/profile`): name, website, contact phone, address and time
 * zone, and whether its set-up (onboarding) is finished. Money does not move for a company that
 * has not finished it: `requireCompanySetUp` is the gate of top-ups and invitations.
 */

type CompanyRow = typeof companies.$inferSelect;

/** What onboarding still has to give (empty once the company is onboarded). */
function setupMissing(onboarded: boolean, company: CompanyRow): CompanySetupItem[] {
  if (onboarded) return [];
  const address = [
    company.addressLine1,
    company.addressLine2,
    company.city,
    company.state,
    company.country,
    company.zipCode,
  ];
  const missing: CompanySetupItem[] = [];
  if (address.some((part) => part.trim() === '')) missing.push('address');
  if (company.monthlyBudgetKobo <= 0) missing.push('monthly_budget');
  if (!company.size) missing.push('size');
  return missing;
}

async function profileRow(ex: Executor, companyId: string) {
  const [row] = await ex
    .select({ company: companies, account: accounts })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(companies.accountId, companyId));
  if (!row) throw notFound('Company not found');
  return row;
}

export async function companyProfile(ctx: AppContext, companyId: string): Promise<CompanyProfile> {
  return profileIn(ctx.db, companyId);
}

/** The profile as `ex` sees it (inside a change's transaction: before and after it). */
async function profileIn(ex: Executor, companyId: string): Promise<CompanyProfile> {
  const { company, account } = await profileRow(ex, companyId);
  return {
    name: company.name,
    website: company.website,
    email: account.email,
    dial_code: account.dialCode,
    phone_number: account.phoneNumber,
    address_line_1: company.addressLine1,
    address_line_2: company.addressLine2,
    city: company.city,
    state: company.state,
    country: company.country,
    zip_code: company.zipCode,
    time_zone: account.timeZone,
    onboarded: account.onboarded,
    setup_missing: setupMissing(account.onboarded, company),
  };
}

/**
 * Changes the fields sent. A new time zone is the company's clock from the next request on: the
 * budget month, the order window and the statements read `accounts.time_zone` (and the sessions
 * kept in memory hear the change: migration 0012).
 */
export async function updateCompanyProfile(
  ctx: AppContext,
  companyId: string,
  input: z.output<typeof UpdateCompanyProfileSchema>,
  actor: Actor,
): Promise<CompanyProfile> {
  const { time_zone, dial_code, phone_number, ...rest } = input;
  const companyColumns = {
    ...(rest.name !== undefined && { name: rest.name }),
    ...(rest.website !== undefined && { website: rest.website }),
    ...(rest.address_line_1 !== undefined && { addressLine1: rest.address_line_1 }),
    ...(rest.address_line_2 !== undefined && { addressLine2: rest.address_line_2 }),
    ...(rest.city !== undefined && { city: rest.city }),
    ...(rest.state !== undefined && { state: rest.state }),
    ...(rest.country !== undefined && { country: rest.country }),
    ...(rest.zip_code !== undefined && { zipCode: rest.zip_code }),
  };
  await ctx.db.transaction(async (tx) => {
    // Changes of one company's profile take turns, so each record's "before" is what the last left.
    await tx
      .select({ id: companies.accountId })
      .from(companies)
      .where(eq(companies.accountId, companyId))
      .for('update');
    const before = await profileIn(tx, companyId);
    if (Object.keys(companyColumns).length > 0) {
      const changed = await tx
        .update(companies)
        .set(companyColumns)
        .where(eq(companies.accountId, companyId))
        .returning({ id: companies.accountId });
      if (changed.length === 0) throw notFound('Company not found');
    }
    await tx
      .update(accounts)
      .set({
        ...(time_zone !== undefined && { timeZone: time_zone }),
        ...(dial_code !== undefined && { dialCode: dial_code }),
        ...(phone_number !== undefined && { phoneNumber: phone_number }),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(accounts.id, companyId));
    // Who changed what: the fields sent that changed, as they were and became (none: no record).
    const now = await profileIn(tx, companyId);
    const sent = Object.keys(input) as (keyof typeof input)[];
    const changed = changedFields(before, Object.fromEntries(sent.map((field) => [field, now[field]])));
    if (changed) {
      await recordChange(tx, {
        companyId,
        actor,
        action: 'profile.updated',
        subject: now.name,
        ...changed,
        at: ctx.clock.now(),
      });
    }
  });
  return companyProfile(ctx, companyId);
}

/**
 * The gate of top-ups and invitations: 409 while the company has not finished onboarding, saying
 * what is missing and where to give it.
 */
export async function requireCompanySetUp(ctx: AppContext, companyId: string): Promise<void> {
  const { company, account } = await profileRow(ctx.db, companyId);
  if (account.onboarded) return;
  throw conflict(`${companySetupMissingText(setupMissing(false, company))} Go to Onboarding.`);
}
