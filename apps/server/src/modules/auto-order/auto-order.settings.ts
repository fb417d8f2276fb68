import { type AutoOrderSettings, koboToNaira, type UpdateAutoOrder, type WeekDay } from '@lunch/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { autoOrderSettings } from '../../db/schema.js';
import { addDaysTo, weekDayOf } from '../../domain/delivery/calendar.js';
import { programmeOf } from '../../domain/delivery/delivery-rules.js';
import { platformRules } from '../../domain/delivery/platform-settings.js';
import { dayKey } from '../../lib/clock.js';
import { autoOrderRunAt } from './auto-order.schedule.js';

const NEXT_DATES_SHOWN = 5;
const LOOK_AHEAD_DAYS = 28;

type SettingsRow = typeof autoOrderSettings.$inferSelect;
const OFF = { enabled: false, days: [], skipDates: [], maxPriceKobo: null, avoidRepeatDays: 0 };

/** The next delivery dates auto-ordering will order for: their day chosen and in the programme, not skipped, run not passed. */
async function nextDates(
  ctx: AppContext,
  employeeId: string,
  settings: Omit<SettingsRow, 'employeeId' | 'updatedAt'>,
) {
  if (!settings.enabled || settings.days.length === 0) return [];
  const now = ctx.clock.now();
  const [platform, programme] = await Promise.all([platformRules(ctx.db), programmeOf(ctx.db, employeeId)]);
  if (!programme) return [];
  const today = dayKey(now, programme.companyTimeZone);
  const dates: string[] = [];
  for (let i = 0; i < LOOK_AHEAD_DAYS && dates.length < NEXT_DATES_SHOWN; i++) {
    const date = addDaysTo(today, i);
    const day = weekDayOf(date);
    if (!settings.days.includes(day) || !programme.orderDays.includes(day)) continue;
    if (settings.skipDates.includes(date) || now >= autoOrderRunAt(date, platform)) continue;
    dates.push(date);
  }
  return dates;
}

export async function autoOrderSettingsOf(ctx: AppContext, employeeId: string): Promise<AutoOrderSettings> {
  const [row] = await ctx.db
    .select()
    .from(autoOrderSettings)
    .where(eq(autoOrderSettings.employeeId, employeeId));
  const settings = row ?? OFF;
  return {
    enabled: settings.enabled,
    days: settings.days as WeekDay[],
    skip_dates: settings.skipDates,
    max_price: settings.maxPriceKobo === null ? null : koboToNaira(settings.maxPriceKobo),
    avoid_repeat_days: settings.avoidRepeatDays,
    next_dates: await nextDates(ctx, employeeId, settings),
  };
}

export async function saveAutoOrderSettings(
  ctx: AppContext,
  employeeId: string,
  input: UpdateAutoOrder,
): Promise<AutoOrderSettings> {
  const values = {
    enabled: input.enabled,
    days: input.days,
    skipDates: input.skip_dates,
    maxPriceKobo: input.max_price,
    avoidRepeatDays: input.avoid_repeat_days,
    updatedAt: ctx.clock.now(),
  };
  await ctx.db
    .insert(autoOrderSettings)
    .values({ employeeId, ...values })
    .onConflictDoUpdate({ target: autoOrderSettings.employeeId, set: values });
  return autoOrderSettingsOf(ctx, employeeId);
}
