import {
  formatDay,
  formatNaira,
  formatTime,
  minutesToTime,
  timeToMinutes,
  WEEK_DAY_LABELS,
  type WeekDay,
} from '@lunch/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { accounts, companies, daySpend, departments, employees } from '../../db/schema.js';
import { dayKey, MINUTE, minutesIn, zonedInstant } from '../../lib/clock.js';
import type { Hold } from '../holds/hold.js';
import { Refusal, writtenOrRefused } from '../holds/refusals.js';
import { addDaysTo, weekDayOf } from './calendar.js';
import type { PlatformRules } from './platform-settings.js';
import type { PricedLine } from './portions.js';

/**
 * The delivery rules of checkout: delivery date and slot, the platform's cut-off and days ahead,
 * the employee's meal programme (the days and caps of their department where it sets them, else of
 * their company; the company's order window) and the menu's days. The day
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
  /** The employee's department (null: in none, every rule is the company's). */
  department: ProgrammeDepartment | null;
};

/**
 * The department an employee belongs to, as their rules know it (issue 32): what an order keeps of
 * it (its id, name and cost centre, as they are when the order is placed) and which of the rules
 * that apply to the employee are the department's own, so that a refusal names the department.
 */
export type ProgrammeDepartment = {
  id: string;
  name: string;
  costCentre: string;
  /** Whether the rule that applies is the department's (else the company's; the budget: or the employee's own). */
  own: { orderDays: boolean; perOrderCap: boolean; perDayCap: boolean; monthlyBudget: boolean };
};

/**
 * How a query reading an employee's rules joins their department:
 * `.leftJoin(departments, employeeDepartment)` (programmeColumns and effectiveBudgetKobo read it).
 */
export const employeeDepartment = eq(departments.id, employees.departmentId);

/** A department's rule where it sets one (not null), else the company's. */
const departmentOrCompany = (own: AnyPgColumn, company: AnyPgColumn) => sql`coalesce(${own}, ${company})`;

const programmeDepartment = sql<ProgrammeDepartment | null>`case when ${departments.id} is null then null
  else json_build_object('id', ${departments.id}, 'name', ${departments.name}, 'costCentre', ${departments.costCentre},
    'own', json_build_object(
      'orderDays', ${departments.orderDays} is not null,
      'perOrderCap', ${departments.perOrderCapKobo} is not null,
      'perDayCap', ${departments.perDayCapKobo} is not null,
      'monthlyBudget', ${employees.monthlyBudgetKobo} is null and ${departments.monthlyBudgetKobo} is not null)) end`.mapWith(
  (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as ProgrammeDepartment,
);

/**
 * The rules of an employee (issue 32), the one definition checkout, auto-order and the delivery
 * options read: their department's order days and caps where it sets them, else their company's
 * (the order window and time zone are the company's), with their lunch time; the monthly budget
 * goes by the same rule (domain/budget `effectiveBudgetKobo`, the employee's own above both). For a
 * query joining the employee, their company, the company's account (whose time zone column is
 * `companyTimeZone`) and the employee's department (`leftJoin(departments, employeeDepartment)`).
 */
export const programmeColumns = <Zone extends AnyPgColumn>(companyTimeZone: Zone) => ({
  companyTimeZone,
  orderDays: sql<string[]>`${departmentOrCompany(departments.orderDays, companies.orderDays)}`.mapWith(
    companies.orderDays,
  ),
  windowStart: companies.orderWindowStartMinutes,
  windowEnd: companies.orderWindowEndMinutes,
  perOrderCapKobo: sql<
    number | null
  >`${departmentOrCompany(departments.perOrderCapKobo, companies.perOrderCapKobo)}`.mapWith(Number),
  perDayCapKobo: sql<
    number | null
  >`${departmentOrCompany(departments.perDayCapKobo, companies.perDayCapKobo)}`.mapWith(Number),
  lunchMinutes: employees.lunchTimeMinutes,
  department: programmeDepartment,
});

/** The meal programme that applies to an employee (their rules: programmeColumns, their lunch time). */
export async function programmeOf(ex: Executor, employeeId: string): Promise<Programme | undefined> {
  const [row] = await ex
    .select(programmeColumns(accounts.timeZone))
    .from(employees)
    .innerJoin(companies, eq(companies.accountId, employees.companyId))
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .leftJoin(departments, employeeDepartment)
    .where(eq(employees.accountId, employeeId));
  return row;
}

const dayNames = (days: readonly string[]) => days.map((day) => WEEK_DAY_LABELS[day as WeekDay]).join(', ');

export const cutoffAt = (day: string, platform: PlatformRules) =>
  zonedInstant(day, platform.cutoffMinutes, platform.timeZone);

const cutoffText = (platform: PlatformRules) =>
  `${minutesToTime(platform.cutoffMinutes)} (${platform.timeZone}) on the day`;

/** One of the platform's slots on a day: whether it is open now and when ordering for it closes. */
export type DaySlot = { time: string; open: boolean; closesAt: Date };

/**
 * A slot on a day, 'HH:MM' in `timeZone` (the company's). It is open while now is before the day's
 * cut-off and at least `min_lead_minutes` before the slot (time to cook and deliver); it closes at
 * the earlier of the two. Ordering for it and cancelling an order in it end together.
 */
export function slotOn(
  day: string,
  time: string,
  now: Date,
  platform: PlatformRules,
  timeZone: string,
): DaySlot {
  const cutoff = cutoffAt(day, platform);
  const lastCall = new Date(
    zonedInstant(day, timeToMinutes(time), timeZone).getTime() - platform.minLeadMinutes * MINUTE,
  );
  return { time, open: now < cutoff && now <= lastCall, closesAt: lastCall < cutoff ? lastCall : cutoff };
}

/** The platform's slots on a day (slotOn each). */
export function slotsOn(day: string, now: Date, platform: PlatformRules, timeZone: string): DaySlot[] {
  return platform.slots.map((time) => slotOn(day, time, now, platform, timeZone));
}

/** The slot nearest a lunch time among `times` (in time order; the earlier on a tie); the first without one. */
export function nearestSlot(times: readonly string[], lunchMinutes: number | null): string | undefined {
  if (lunchMinutes === null) return times[0];
  let best: string | undefined;
  for (const time of times) {
    const distance = Math.abs(timeToMinutes(time) - lunchMinutes);
    if (best === undefined || distance < Math.abs(timeToMinutes(best) - lunchMinutes)) best = time;
  }
  return best;
}

const openTimes = (slots: DaySlot[]) => slots.filter((slot) => slot.open).map((slot) => slot.time);

/** Days that may be open for ordering now: from today (company time zone) to max_days_ahead. */
function daysAhead(now: Date, platform: PlatformRules, programme: Programme): string[] {
  const today = dayKey(now, programme.companyTimeZone);
  return Array.from({ length: platform.maxDaysAhead + 1 }, (_, i) => addDaysTo(today, i));
}

/** A day is open when the programme covers it and one of its slots (or the slot asked for) is open. */
const isOpen = (day: string, now: Date, platform: PlatformRules, programme: Programme, slot?: string) =>
  programme.orderDays.includes(weekDayOf(day)) &&
  slotsOn(day, now, platform, programme.companyTimeZone).some(
    (each) => each.open && (slot === undefined || each.time === slot),
  );

/** Days an employee may order for now: from today (company time zone) to max_days_ahead, in the programme, a slot open. */
export function openDays(now: Date, platform: PlatformRules, programme: Programme): string[] {
  return daysAhead(now, platform, programme).filter((day) => isOpen(day, now, platform, programme));
}

export function isWindowOpen(now: Date, programme: Programme): boolean {
  const minute = minutesIn(now, programme.companyTimeZone);
  return minute >= programme.windowStart && minute <= programme.windowEnd;
}

/** The first open slot from `from` on (that day's, else a later open day's), in words; null: none. */
function nextOpenSlot(now: Date, platform: PlatformRules, programme: Programme, from: string): string | null {
  for (const day of daysAhead(now, platform, programme)) {
    if (day < from || !programme.orderDays.includes(weekDayOf(day))) continue;
    const open = openTimes(slotsOn(day, now, platform, programme.companyTimeZone))[0];
    if (open) return `${open} on ${formatDay(day)}`;
  }
  return null;
}

const nextText = (next: string | null) =>
  next ? `The next open slot is ${next}.` : 'No later slot is open for ordering.';

/** The delivery date an order is for, refusing (409, naming the date and the cut-off) a closed or too distant one. */
function deliveryDateFor(
  now: Date,
  requested: { date: string | undefined; slot: string | undefined },
  platform: PlatformRules,
  programme: Programme,
): string {
  if (requested.date === undefined) {
    // The first open day (checkout's common case: no date chosen) without the cut-offs of the later
    // ones; with a slot asked for, the first day on which that slot is open.
    const first = daysAhead(now, platform, programme).find((day) =>
      isOpen(day, now, platform, programme, requested.slot),
    );
    if (!first) {
      const slot = requested.slot === undefined ? 'each slot' : `the ${requested.slot} slot`;
      throw new Refusal(
        'closed',
        `No delivery day is open for ordering: ordering for a day closes at ${cutoffText(platform)} and for ${slot} ${platform.minLeadMinutes} minutes before it, up to ${platform.maxDaysAhead} days ahead, on ${dayNames(programme.orderDays) || 'no day'}.`,
      );
    }
    return first;
  }
  const day = requested.date;
  if (now >= cutoffAt(day, platform)) {
    throw new Refusal(
      'closed',
      `Ordering for ${formatDay(day)} closed at ${formatTime(cutoffAt(day, platform), platform.timeZone)} that day.`,
    );
  }
  const last = addDaysTo(dayKey(now, programme.companyTimeZone), platform.maxDaysAhead);
  if (day > last) {
    throw new Refusal(
      'closed',
      `${formatDay(day)} is too far ahead: orders can be placed up to ${platform.maxDaysAhead} days ahead (until ${formatDay(last)}); ordering for a day closes at ${cutoffText(platform)}.`,
    );
  }
  const weekDay = weekDayOf(day);
  if (!programme.orderDays.includes(weekDay)) {
    const covered = dayNames(programme.orderDays) || 'no day';
    const department = programme.department?.own.orderDays ? programme.department.name : null;
    throw new Refusal(
      'closed',
      department === null
        ? `Your company's meal programme does not cover ${WEEK_DAY_LABELS[weekDay]}s (${formatDay(day)}): it covers ${covered}.`
        : `Your department (${department}) does not order lunch on ${WEEK_DAY_LABELS[weekDay]}s (${formatDay(day)}): it orders on ${covered}.`,
    );
  }
  return day;
}

/**
 * The slot an order is delivered in on `day`: the one asked for when it is open, else the open slot
 * nearest the employee's lunch time. A slot closed by its lead time (the day's cut-off is checked
 * before) is refused naming it, the day, the lead time and the next open slot.
 */
function slotFor(
  now: Date,
  day: string,
  requested: string | undefined,
  platform: PlatformRules,
  programme: Programme,
): string {
  const zone = programme.companyTimeZone;
  const slots = slotsOn(day, now, platform, zone);
  const closedAt = (slot: DaySlot) => formatTime(slot.closesAt, zone);
  if (requested !== undefined) {
    const slot = slots.find((each) => each.time === requested)!;
    if (slot.open) return slot.time;
    throw new Refusal(
      'closed',
      `The ${slot.time} delivery on ${formatDay(day)} can no longer be cooked and delivered: ordering for it closed at ${closedAt(slot)}, ${platform.minLeadMinutes} minutes before. ${nextText(nextOpenSlot(now, platform, programme, day))}`,
    );
  }
  const nearest = nearestSlot(openTimes(slots), programme.lunchMinutes);
  if (nearest) return nearest;
  const lastSlot = slots.at(-1)!;
  throw new Refusal(
    'closed',
    `No delivery on ${formatDay(day)} can still be cooked and delivered: ordering for the last slot, ${lastSlot.time}, closed at ${closedAt(lastSlot)}, ${platform.minLeadMinutes} minutes before. ${nextText(nextOpenSlot(now, platform, programme, day))}`,
  );
}

/**
 * Checks an order against the delivery rules and answers its delivery date and slot. Anything
 * refused is a 409 naming the rule. The platform's rules and the employee's programme are read by
 * the caller (with the payer).
 */
export function checkDelivery(
  order: {
    now: Date;
    deliveryDate: string | undefined;
    deliverySlot: string | undefined;
    lines: PricedLine[];
    totalKobo: number;
    /**
     * The employee pays by card what the order costs above the company's share (pay the
     * difference), a share never above the per-order cap: an order over the cap passes.
     */
    employeePaysAboveCap?: boolean;
  },
  platform: PlatformRules,
  programme: Programme | null | undefined,
): { date: string; slot: string } {
  if (!programme) throw new Refusal('programme', 'Your account is not part of a company meal programme.');
  if (order.deliverySlot !== undefined && !platform.slots.includes(order.deliverySlot)) {
    throw new Refusal(
      'slot',
      `${order.deliverySlot} is not a delivery slot: lunches are delivered at ${platform.slots.join(', ')} (${programme.companyTimeZone}).`,
    );
  }
  if (!isWindowOpen(order.now, programme)) {
    throw new Refusal(
      'closed',
      `Your company's meal programme takes orders between ${minutesToTime(programme.windowStart)} and ${minutesToTime(programme.windowEnd)} (${programme.companyTimeZone}); it is ${minutesToTime(minutesIn(order.now, programme.companyTimeZone))} now.`,
    );
  }
  const requested = { date: order.deliveryDate, slot: order.deliverySlot };
  const date = deliveryDateFor(order.now, requested, platform, programme);
  const slot = slotFor(order.now, date, order.deliverySlot, platform, programme);
  if (
    programme.perOrderCapKobo !== null &&
    order.totalKobo > programme.perOrderCapKobo &&
    !order.employeePaysAboveCap
  ) {
    const cap = formatNaira(programme.perOrderCapKobo);
    throw new Refusal(
      'per-order cap',
      programme.department?.own.perOrderCap
        ? `Your department (${programme.department.name}) pays up to ${cap} per order: this order costs ${formatNaira(order.totalKobo)}.`
        : `This order (${formatNaira(order.totalKobo)}) is over your company's per-order cap of ${cap}.`,
    );
  }
  const weekDay = weekDayOf(date);
  const notOffered = order.lines.filter(
    (line) => line.item.availableDays.length > 0 && !line.item.availableDays.includes(weekDay),
  );
  if (notOffered.length > 0) {
    throw new Refusal(
      'not offered',
      `Not offered on ${WEEK_DAY_LABELS[weekDay]}s (${formatDay(date)}): ${notOffered.map((line) => line.item.name).join(', ')}.`,
    );
  }
  return { date, slot };
}

/**
 * An order's spend for its delivery day, within the day cap (null: no cap): the company's, or the
 * employee's department's (`department`: its name, which the refusal names).
 */
export type DaySpend = {
  employeeId: string;
  date: string;
  amount: number;
  cap: number | null;
  department?: string | null;
};

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

/** The 409 for an order over the day cap (the company's or the department's), saying what is left for the day. */
async function overDayCap(ex: Executor, spend: DaySpend) {
  const left = Math.max(0, spend.cap! - (await spentOn(ex, spend.employeeId, spend.date)));
  const day = formatDay(spend.date);
  return new Refusal(
    'day cap',
    spend.department
      ? `Your department (${spend.department}) pays up to ${formatNaira(spend.cap!)} a day: this order (${formatNaira(spend.amount)}) is over it, ${formatNaira(left)} left for ${day}.`
      : `This order (${formatNaira(spend.amount)}) is over your company's day cap of ${formatNaira(spend.cap!)}: ${formatNaira(left)} left for ${day}.`,
  );
}

/** Whether an order's total alone is within the day cap (the upsert refuses only what it adds to). */
const withinCap = (spend: DaySpend) => spend.cap === null || spend.amount <= spend.cap;

const DAY_CAP = 'day cap';

/** The order's spend for its day, held only while it stays within the day cap. */
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
