import { type DeliveryOptions, koboToNaira, minutesToTime, type WeekDay } from '@lunch/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { daySpend } from '../../db/schema.js';
import { employeeBudgets } from '../../domain/budget/budget.service.js';
import { addDaysTo, slotOf, weekDayOf } from '../../domain/delivery/calendar.js';
import { cutoffAt, isWindowOpen, openDays, programmeOf } from '../../domain/delivery/delivery-rules.js';
import { platformRules } from '../../domain/delivery/platform-settings.js';
import { dayKey } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';

/** What applies to an employee before they order: open days (with what is left of the day cap), slot, window, caps, month. */
export async function deliveryOptions(ctx: AppContext, employeeId: string): Promise<DeliveryOptions> {
  const now = ctx.clock.now();
  const [platform, programme, budgets] = await Promise.all([
    platformRules(ctx.db),
    programmeOf(ctx.db, employeeId),
    employeeBudgets(ctx.database, [employeeId], now),
  ]);
  if (!programme) throw notFound('Employee not found');
  const days = openDays(now, platform, programme);
  const spent =
    days.length === 0
      ? []
      : await ctx.db
          .select({ date: daySpend.deliveryDate, spent: daySpend.spentKobo })
          .from(daySpend)
          .where(and(eq(daySpend.employeeId, employeeId), inArray(daySpend.deliveryDate, days)));
  const spentOn = new Map(spent.map((row) => [row.date, row.spent]));
  const cap = programme.perDayCapKobo;
  return {
    default_date: days[0] ?? null,
    slot: slotOf(programme.lunchMinutes),
    days: days.map((date) => ({
      date,
      week_day: weekDayOf(date),
      cutoff_at: cutoffAt(date, platform).toISOString(),
      left: cap === null ? null : koboToNaira(Math.max(0, cap - (spentOn.get(date) ?? 0))),
    })),
    time_zone: programme.companyTimeZone,
    order_days: programme.orderDays as WeekDay[],
    order_window_start: minutesToTime(programme.windowStart),
    order_window_end: minutesToTime(programme.windowEnd),
    window_open: isWindowOpen(now, programme),
    order_cutoff: minutesToTime(platform.cutoffMinutes),
    cutoff_time_zone: platform.timeZone,
    per_order_cap: programme.perOrderCapKobo === null ? null : koboToNaira(programme.perOrderCapKobo),
    per_day_cap: cap === null ? null : koboToNaira(cap),
    left_this_month: koboToNaira(budgets.get(employeeId)?.spendableKobo ?? 0),
  };
}

/**
 * The delivery date a menu is browsed for when none is asked: an employee's first open day; for an
 * admin (or when no day is open), the first day (platform time zone) whose cut-off has not passed.
 */
export async function browsingDate(ctx: AppContext, employeeId: string | null): Promise<string> {
  const now = ctx.clock.now();
  const [platform, programme] = await Promise.all([
    platformRules(ctx.db),
    employeeId ? programmeOf(ctx.db, employeeId) : undefined,
  ]);
  const first = programme ? openDays(now, platform, programme)[0] : undefined;
  if (first) return first;
  const today = dayKey(now, platform.timeZone);
  return now < cutoffAt(today, platform) ? today : addDaysTo(today, 1);
}
