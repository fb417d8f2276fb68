import {
  minutesToTime,
  type PlatformSettings,
  timeToMinutes,
  type UpdatePlatformSettings,
  type UpdatePlatformSettingsSchema,
  vatRateOf,
} from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { platformSettings } from '../../db/schema.js';
import { AppError, type FieldError } from '../../lib/errors.js';
import type { AddressZone } from './zones.js';

export type PlatformRules = {
  cutoffMinutes: number;
  timeZone: string;
  maxDaysAhead: number;
  /** Ordering for a slot closes this many minutes before it. */
  minLeadMinutes: number;
  /** 'HH:MM' in the company's time zone, in time order. */
  slots: string[];
};

/** The rules' columns, for a query that reads them with other rows (checkout reads them with the payer). */
export const platformRuleColumns = {
  cutoffMinutes: platformSettings.orderCutoffMinutes,
  timeZone: platformSettings.timeZone,
  maxDaysAhead: platformSettings.maxDaysAhead,
  minLeadMinutes: platformSettings.minLeadMinutes,
  slots: platformSettings.slots,
};

/** The column defaults (migrations 0002 and 0015). */
const DEFAULT_RULES: PlatformRules = {
  cutoffMinutes: 10 * 60 + 30,
  timeZone: 'Africa/Lagos',
  maxDaysAhead: 7,
  minLeadMinutes: 90,
  slots: ['12:00', '12:30', '13:00'],
};

/** The rules from their row (one row, made by the migration; the column defaults if it is gone). */
export const platformRulesFrom = (row: PlatformRules | null | undefined): PlatformRules =>
  row ? { ...row, slots: [...row.slots].sort() } : DEFAULT_RULES;

/** The platform's ordering rules. */
export async function platformRules(ex: Executor): Promise<PlatformRules> {
  const [row] = await ex.select(platformRuleColumns).from(platformSettings).where(eq(platformSettings.id, 1));
  return platformRulesFrom(row);
}

/**
 * The seller's tax details and how VAT is charged (issue 31): what every tax invoice and credit
 * note copies when it is issued (domain/invoices). Read apart from the ordering rules, which
 * checkout reads on every order.
 */
export type TaxSettings = {
  legalName: string;
  tin: string;
  address: string;
  /** 750 = 7.5 %. */
  vatRateBasisPoints: number;
  pricesIncludeVat: boolean;
};

const taxColumns = {
  legalName: platformSettings.sellerLegalName,
  tin: platformSettings.sellerTin,
  address: platformSettings.sellerAddress,
  vatRateBasisPoints: platformSettings.vatRateBasisPoints,
  pricesIncludeVat: platformSettings.pricesIncludeVat,
};

/** The column defaults (migration 0021). */
const DEFAULT_TAX: TaxSettings = {
  legalName: '',
  tin: '',
  address: '',
  vatRateBasisPoints: 750,
  pricesIncludeVat: true,
};

/** The seller's tax details and VAT (the column defaults if the row is gone). */
export async function taxSettings(ex: Executor): Promise<TaxSettings> {
  const [row] = await ex.select(taxColumns).from(platformSettings).where(eq(platformSettings.id, 1));
  return row ?? DEFAULT_TAX;
}

/** Whom a person writes to about their data (issue 33: the privacy page shows it); '' while not set. */
export async function privacyContactEmail(ex: Executor): Promise<string> {
  const [row] = await ex
    .select({ email: platformSettings.privacyContactEmail })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  return row?.email ?? '';
}

/** `GET /admin/settings`: the ordering rules, the seller's tax details and VAT, the privacy contact. */
export async function platformSettingsView(ex: Executor): Promise<PlatformSettings> {
  const [rules, tax, privacyContact] = await Promise.all([
    platformRules(ex),
    taxSettings(ex),
    privacyContactEmail(ex),
  ]);
  return {
    order_cutoff: minutesToTime(rules.cutoffMinutes),
    time_zone: rules.timeZone,
    max_days_ahead: rules.maxDaysAhead,
    min_lead_minutes: rules.minLeadMinutes,
    slots: rules.slots,
    legal_name: tax.legalName,
    tin: tax.tin,
    address: tax.address,
    vat_rate: vatRateOf(tax.vatRateBasisPoints),
    prices_include_vat: tax.pricesIncludeVat,
    privacy_contact_email: privacyContact,
  };
}

/**
 * Refuses (409 naming a field sent) rules whose cut-off lets ordering stay open after every slot is
 * impossible: ordering for a day must close by the last slot minus the lead time. Compared on the
 * wall clock, as for a company in the platform's time zone (slots are read in each company's zone).
 * A delivery zone's own slots and cut-off are held to it too (modules/zones).
 */
export function checkSlotsReachable(rules: PlatformRules, sent: UpdatePlatformSettings) {
  const last = rules.slots.at(-1)!;
  const latestCutoff = timeToMinutes(last) - rules.minLeadMinutes;
  if (rules.cutoffMinutes <= latestCutoff) return;
  const lead = `${rules.minLeadMinutes} minutes`;
  const refuse = (order: (keyof UpdatePlatformSettings)[], message: string) => {
    const path = order.find((name) => sent[name] !== undefined) ?? order[0]!;
    const errors: FieldError[] = [{ path, message }];
    throw new AppError('CONFLICT', message, errors);
  };
  if (latestCutoff < 0) {
    refuse(
      ['min_lead_minutes', 'slots', 'order_cutoff'],
      `Every slot would be impossible: the last slot, ${last}, minus the lead time (min_lead_minutes, ${lead}) falls before midnight, so no order_cutoff on the delivery day leaves time to cook and deliver. Offer a later slot or a shorter lead time.`,
    );
  }
  const latest = minutesToTime(latestCutoff);
  refuse(
    ['order_cutoff', 'min_lead_minutes', 'slots'],
    `An order_cutoff of ${minutesToTime(rules.cutoffMinutes)} keeps ordering open when every slot is impossible: the last slot, ${last}, needs ${lead} (min_lead_minutes) to be cooked and delivered, so ordering must close by ${latest}. Choose an order_cutoff of ${latest} or earlier, a later slot or a shorter lead time.`,
  );
}

/**
 * Admin: changes the fields sent; the ordering rules apply to the next order, the seller's tax
 * details and VAT to the next invoice or credit note (one issued keeps what it copied), the
 * privacy contact to the privacy page at once. The rules after the change must leave a slot
 * orderable until the cut-off (checkSlotsReachable); the row is locked while checked.
 */
export async function updatePlatformRules(
  ctx: AppContext,
  input: z.output<typeof UpdatePlatformSettingsSchema>,
) {
  const set = {
    ...(input.order_cutoff !== undefined && { orderCutoffMinutes: timeToMinutes(input.order_cutoff) }),
    ...(input.time_zone !== undefined && { timeZone: input.time_zone }),
    ...(input.max_days_ahead !== undefined && { maxDaysAhead: input.max_days_ahead }),
    ...(input.min_lead_minutes !== undefined && { minLeadMinutes: input.min_lead_minutes }),
    ...(input.slots !== undefined && { slots: input.slots }),
    ...(input.legal_name !== undefined && { sellerLegalName: input.legal_name }),
    ...(input.tin !== undefined && { sellerTin: input.tin }),
    ...(input.address !== undefined && { sellerAddress: input.address }),
    ...(input.vat_rate !== undefined && { vatRateBasisPoints: input.vat_rate }),
    ...(input.prices_include_vat !== undefined && { pricesIncludeVat: input.prices_include_vat }),
    ...(input.privacy_contact_email !== undefined && { privacyContactEmail: input.privacy_contact_email }),
    updatedAt: ctx.clock.now(),
  };
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select(platformRuleColumns)
      .from(platformSettings)
      .where(eq(platformSettings.id, 1))
      .for('update');
    const current = platformRulesFrom(row);
    checkSlotsReachable(
      {
        cutoffMinutes: set.orderCutoffMinutes ?? current.cutoffMinutes,
        timeZone: set.timeZone ?? current.timeZone,
        maxDaysAhead: set.maxDaysAhead ?? current.maxDaysAhead,
        minLeadMinutes: set.minLeadMinutes ?? current.minLeadMinutes,
        slots: set.slots ?? current.slots,
      },
      input,
    );
    await tx
      .insert(platformSettings)
      .values({ id: 1, ...set })
      .onConflictDoUpdate({ target: platformSettings.id, set: { ...set, id: sql`${platformSettings.id}` } });
  });
  return platformSettingsView(ctx.db);
}

/** The ordering rules for an address in `zone`: its slots and cut-off where it sets them, else the platform's. */
export function rulesInZone(platform: PlatformRules, zone: AddressZone | null): PlatformRules {
  if (!zone) return platform;
  return {
    ...platform,
    slots: zone.slots ?? platform.slots,
    cutoffMinutes: zone.cutoffMinutes ?? platform.cutoffMinutes,
  };
}
