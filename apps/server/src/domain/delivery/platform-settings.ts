import {
  minutesToTime,
  type PlatformSettings,
  timeToMinutes,
  type UpdatePlatformSettings,
} from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { platformSettings } from '../../db/schema.js';

export type PlatformRules = { cutoffMinutes: number; timeZone: string; maxDaysAhead: number };

/** The rules' columns, for a query that reads them with other rows (checkout reads them with the payer). */
export const platformRuleColumns = {
  cutoffMinutes: platformSettings.orderCutoffMinutes,
  timeZone: platformSettings.timeZone,
  maxDaysAhead: platformSettings.maxDaysAhead,
};

/** The rules from their row (one row, made by the migration; the column defaults if it is gone). */
export const platformRulesFrom = (row: PlatformRules | null | undefined): PlatformRules =>
  row ?? { cutoffMinutes: 10 * 60 + 30, timeZone: 'Africa/Lagos', maxDaysAhead: 7 };

/** The platform's ordering rules. */
export async function platformRules(ex: Executor): Promise<PlatformRules> {
  const [row] = await ex.select(platformRuleColumns).from(platformSettings).where(eq(platformSettings.id, 1));
  return platformRulesFrom(row);
}

export const presentPlatformRules = (rules: PlatformRules): PlatformSettings => ({
  order_cutoff: minutesToTime(rules.cutoffMinutes),
  time_zone: rules.timeZone,
  max_days_ahead: rules.maxDaysAhead,
});

/** Admin: changes the fields sent; they apply to the next order. */
export async function updatePlatformRules(ctx: AppContext, input: UpdatePlatformSettings) {
  const set = {
    ...(input.order_cutoff !== undefined && { orderCutoffMinutes: timeToMinutes(input.order_cutoff) }),
    ...(input.time_zone !== undefined && { timeZone: input.time_zone }),
    ...(input.max_days_ahead !== undefined && { maxDaysAhead: input.max_days_ahead }),
    updatedAt: ctx.clock.now(),
  };
  await ctx.db
    .insert(platformSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: platformSettings.id, set: { ...set, id: sql`${platformSettings.id}` } });
  return presentPlatformRules(await platformRules(ctx.db));
}
