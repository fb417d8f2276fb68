import { formatNaira, minutesToTime, WEEK_DAY_LABELS, type WeekDay } from '@lunch/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { accounts, companies, daySpend, employees } from '../../db/schema.js';
import { dayKey, minutesIn, zonedInstant } from '../../lib/clock.js';
import type { Hold } from '../holds/hold.js';
import { Refusal, writtenOrRefused } from '../holds/refusals.js';
import { addDaysTo, longDay, slotOf, weekDayOf } from './calendar.js';
import type { PlatformRules } from './platform-settings.js';
import type { PricedLine } from './portions.js';

/**
 * The delivery rules of checkout: delivery date and slot, the platform's cut-off and days ahead,
 * the company's meal programme (days, order window, per-order cap) and the menu's days. The day
 * cap is a counter (`day_spend`) the order holds (daySpendHold, composed with the others in
 * domain/holds/holds.ts), so concurrent orders cannot pass it together.
 */

export type Programme = {
  companyTimeZone: string;
  orderDays: string[];
  windowStart: number;
  windowEnd: number;
  perOrderCapKobo: number | null;
  perDayCapKobo: number | null;
  lunchMinutes: number | null;
};

/**
 * A meal programme's columns, for a query joining the employee, their company and the company's
 * account, whose time zone column is `companyTimeZone` (checkout reads them with the payer).
 */
export const programmeColumns = <Zone extends AnyPgColumn>(companyTimeZone: Zone) => ({
  companyTimeZone,
  orderDays: companies.orderDays,
  windowStart: companies.orderWindowStartMinutes,
  windowEnd: companies.orderWindowEndMinutes,
  perOrderCapKobo: companies.perOrderCapKobo,
  perDayCapKobo: companies.perDayCapKobo,
  lunchMinutes: employees.lunchTimeMinutes,
});

/** The meal programme that applies to an employee (their company's rules, their lunch time). */
export async function programmeOf(ex: Executor, employeeId: string): Promise<Programme | undefined> {
  const [row] = await ex
    .select(programmeColumns(accounts.timeZone))
    .from(employees)
    .innerJoin(companies, eq(companies.accountId, employees.companyId))
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(employees.accountId, employeeId));
  return row;
}

const dayNames = (days: readonly string[]) => days.map((day) => WEEK_DAY_LABELS[day as WeekDay]).join(', ');

export const cutoffAt = (day: string, platform: PlatformRules) =>
  zonedInstant(day, platform.cutoffMinutes, platform.timeZone);

const cutoffText = (platform: PlatformRules) =>
  `${minutesToTime(platform.cutoffMinutes)} (${platform.timeZone}) on the day`;

/** Days that may be open for ordering now: from today (company time zone) to max_days_ahead. */
function daysAhead(now: Date, platform: PlatformRules, programme: Programme): string[] {
  const today = dayKey(now, programme.companyTimeZone);
  return Array.from({ length: platform.maxDaysAhead + 1 }, (_, i) => addDaysTo(today, i));
}

const isOpen = (day: string, now: Date, platform: PlatformRules, programme: Programme) =>
  programme.orderDays.includes(weekDayOf(day)) && now < cutoffAt(day, platform);

/** Days an employee may order for now: from today (company time zone) to max_days_ahead, cut-off not passed, in the programme. */
export function openDays(now: Date, platform: PlatformRules, programme: Programme): string[] {
  return daysAhead(now, platform, programme).filter((day) => isOpen(day, now, platform, programme));
}

export function isWindowOpen(now: Date, programme: Programme): boolean {
  const minute = minutesIn(now, programme.companyTimeZone);
  return minute >= programme.windowStart && minute <= programme.windowEnd;
}

/** The delivery date an order is for, refusing (409, naming the date and the cut-off) a closed or too distant one. */
function deliveryDateFor(
  now: Date,
  requested: string | undefined,
  platform: PlatformRules,
  programme: Programme,
): string {
  if (requested === undefined) {
    // The first open day (checkout's common case: no date chosen) without the cut-offs of the later ones.
    const first = daysAhead(now, platform, programme).find((day) => isOpen(day, now, platform, programme));
    if (!first) {
      throw new Refusal(
        'closed',
        `No delivery day is open for ordering: ordering for a day closes at ${cutoffText(platform)}, up to ${platform.maxDaysAhead} days ahead, on ${dayNames(programme.orderDays) || 'no day'}.`,
      );
    }
    return first;
  }
  if (now >= cutoffAt(requested, platform)) {
    throw new Refusal(
      'closed',
      `Ordering for ${longDay(requested)} closed at ${minutesToTime(platform.cutoffMinutes)} (${platform.timeZone}) that day.`,
    );
  }
  const last = addDaysTo(dayKey(now, programme.companyTimeZone), platform.maxDaysAhead);
  if (requested > last) {
    throw new Refusal(
      'closed',
      `${longDay(requested)} is too far ahead: orders can be placed up to ${platform.maxDaysAhead} days ahead (until ${longDay(last)}); ordering for a day closes at ${cutoffText(platform)}.`,
    );
  }
  const weekDay = weekDayOf(requested);
  if (!programme.orderDays.includes(weekDay)) {
    throw new Refusal(
      'closed',
      `Your company's meal programme does not cover ${WEEK_DAY_LABELS[weekDay]}s (${longDay(requested)}): it covers ${dayNames(programme.orderDays) || 'no day'}.`,
    );
  }
  return requested;
}

/**
 * Checks an order against the delivery rules and answers its delivery date and slot. Anything
 * refused is a 409 naming the rule. The platform's rules and the employee's programme are read by
 * the caller (with the payer).
 */
export function checkDelivery(
  order: { now: Date; deliveryDate: string | undefined; lines: PricedLine[]; totalKobo: number },
  platform: PlatformRules,
  programme: Programme | null | undefined,
): { date: string; slot: string } {
  if (!programme) throw new Refusal('programme', 'Your account is not part of a company meal programme.');
  if (!isWindowOpen(order.now, programme)) {
    throw new Refusal(
      'closed',
      `Your company's meal programme takes orders between ${minutesToTime(programme.windowStart)} and ${minutesToTime(programme.windowEnd)} (${programme.companyTimeZone}); it is ${minutesToTime(minutesIn(order.now, programme.companyTimeZone))} now.`,
    );
  }
  const date = deliveryDateFor(order.now, order.deliveryDate, platform, programme);
  if (programme.perOrderCapKobo !== null && order.totalKobo > programme.perOrderCapKobo) {
    throw new Refusal(
      'per-order cap',
      `This order (${formatNaira(order.totalKobo)}) is over your company's per-order cap of ${formatNaira(programme.perOrderCapKobo)}.`,
    );
  }
  const weekDay = weekDayOf(date);
  const notOffered = order.lines.filter(
    (line) => line.item.availableDays.length > 0 && !line.item.availableDays.includes(weekDay),
  );
  if (notOffered.length > 0) {
    throw new Refusal(
      'not offered',
      `Not offered on ${WEEK_DAY_LABELS[weekDay]}s (${longDay(date)}): ${notOffered.map((line) => line.item.name).join(', ')}.`,
    );
  }
  return { date, slot: slotOf(programme.lunchMinutes) };
}

/** An order's spend for its delivery day, within the company's day cap (null: no cap). */
export type DaySpend = { employeeId: string; date: string; amount: number; cap: number | null };

/** Raises the employee's spend for the date only while it stays within the day cap; a row when it did. */
function daySpendUpsert(ex: Executor, spend: DaySpend) {
  return ex
    .insert(daySpend)
    .values({ employeeId: spend.employeeId, deliveryDate: spend.date, spentKobo: spend.amount })
    .onConflictDoUpdate({
      target: [daySpend.employeeId, daySpend.deliveryDate],
      set: { spentKobo: sql`${daySpend.spentKobo} + excluded.spent_kobo` },
      ...(spend.cap !== null && {
        setWhere: sql`${daySpend.spentKobo} + excluded.spent_kobo <= ${spend.cap}`,
      }),
    })
    .returning({ spent: daySpend.spentKobo });
}

/** The 409 for an order over the company's day cap, saying what is left for the day. */
async function overDayCap(ex: Executor, spend: DaySpend) {
  const left = Math.max(0, spend.cap! - (await spentOn(ex, spend.employeeId, spend.date)));
  return new Refusal(
    'day cap',
    `This order (${formatNaira(spend.amount)}) is over your company's day cap of ${formatNaira(spend.cap!)}: ${formatNaira(left)} left for ${longDay(spend.date)}.`,
  );
}

/** Whether an order's total alone is within the day cap (the upsert refuses only what it adds to). */
const withinCap = (spend: DaySpend) => spend.cap === null || spend.amount <= spend.cap;

const DAY_CAP = 'day cap';

/** The order's spend for its day, held only while it stays within the company's day cap. */
export function daySpendHold(ex: Executor, spend: DaySpend): Hold {
  return {
    statement: writtenOrRefused(withinCap(spend) ? daySpendUpsert(ex, spend).getSQL() : null, DAY_CAP),
    refusal: (reason, after) => (reason === DAY_CAP ? overDayCap(after, spend) : null),
  };
}

/** Gives an order's spend for its day back. */
export async function releaseDaySpend(tx: Executor, spend: DaySpend) {
  await tx
    .update(daySpend)
    .set({ spentKobo: sql`greatest(0, ${daySpend.spentKobo} - ${spend.amount})` })
    .where(and(eq(daySpend.employeeId, spend.employeeId), eq(daySpend.deliveryDate, spend.date)));
}

export async function spentOn(ex: Executor, employeeId: string, date: string) {
  const [row] = await ex
    .select({ spent: daySpend.spentKobo })
    .from(daySpend)
    .where(and(eq(daySpend.employeeId, employeeId), eq(daySpend.deliveryDate, date)));
  return row?.spent ?? 0;
}
