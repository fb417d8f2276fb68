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

/** The platform's ordering rules (one row, made by the migration; the column defaults if it is gone). */
export async function platformRules(ex: Executor): Promise<PlatformRules> {
  const [row] = await ex.select().from(platformSettings).where(eq(platformSettings.id, 1));
  return {
    cutoffMinutes: row?.orderCutoffMinutes ?? 10 * 60 + 30,
    timeZone: row?.timeZone ?? 'Africa/Lagos',
    maxDaysAhead: row?.maxDaysAhead ?? 7,
  };
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
