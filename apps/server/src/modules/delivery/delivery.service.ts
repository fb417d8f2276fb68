import {
  addressOnOneLine,
  type DeliveryOptions,
  koboToNaira,
  minutesToTime,
  type WeekDay,
} from '@lunch/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { companies, daySpend, employees } from '../../db/schema.js';
import { employeeBudgets } from '../../domain/budget/budget.service.js';
import { addressBook, planForAddress } from '../../domain/delivery/addresses.js';
import { addDaysTo, weekDayOf } from '../../domain/delivery/calendar.js';
import {
  cutoffAt,
  isWindowOpen,
  nearestSlot,
  openDays,
  programmeOf,
  slotsOn,
} from '../../domain/delivery/delivery-rules.js';
import { platformRules, rulesInZone } from '../../domain/delivery/platform-settings.js';
import { isServed, presentZone } from '../../domain/delivery/zones.js';
import { dayKey } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';

/**
 * What applies to an employee before they order: open days (each with its slots and what is left of
 * the day cap), the default slot, the address (the one asked, else the default for the first open
 * day's week day, else the first) with its zone, fee and whether it is served (the zone's slots and
 * cut-off apply), window, caps, month, and whether the employee may pay the difference above what
 * the company pays (with what is left of their budget: the company's share is the least of it, the
 * per-order cap and the day's cap left).
 */
export async function deliveryOptions(
  ctx: AppContext,
  employeeId: string,
  addressId?: string,
): Promise<DeliveryOptions> {
  const now = ctx.clock.now();
  const [platformOnly, programme, budgets, book, [company]] = await Promise.all([
    platformRules(ctx.db),
    programmeOf(ctx.db, employeeId),
    employeeBudgets(ctx.database, [employeeId], now),
    addressBook(ctx.db, employeeId),
    ctx.db
      .select({ mayPayDifference: companies.employeesMayPayDifference })
      .from(employees)
      .innerJoin(companies, eq(companies.accountId, employees.companyId))
      .where(eq(employees.accountId, employeeId)),
  ]);
  if (!programme) throw notFound('Employee not found');
  const {
    address,
    planned: { platform, days },
  } = planForAddress(
    book.addresses,
    { addressId, date: undefined },
    (to) => {
      const rules = rulesInZone(platformOnly, to?.zone ?? null);
      return { platform: rules, days: openDays(now, rules, programme) };
    },
    (planned) => planned.days[0],
  );
  const zone = address?.zone ?? null;
  const budget = budgets.get(employeeId);
  const spent =
    days.length === 0
      ? []
      : await ctx.db
          .select({ date: daySpend.deliveryDate, spent: daySpend.spentKobo })
          .from(daySpend)
          .where(and(eq(daySpend.employeeId, employeeId), inArray(daySpend.deliveryDate, days)));
  const spentOn = new Map(spent.map((row) => [row.date, row.spent]));
  const cap = programme.perDayCapKobo;
  const slotsOf = days.map((date) => slotsOn(date, now, platform, programme.companyTimeZone));
  const firstOpen = (slotsOf[0] ?? []).filter((slot) => slot.open).map((slot) => slot.time);
  return {
    default_date: days[0] ?? null,
    slot: nearestSlot(days.length > 0 ? firstOpen : platform.slots, programme.lunchMinutes)!,
    slots: platform.slots,
    min_lead_minutes: platform.minLeadMinutes,
    address: address ? addressOnOneLine(address) : '',
    address_id: address?.id ?? null,
    served: isServed(zone, book.zonesDefined),
    zone: presentZone(zone),
    delivery_fee: koboToNaira(zone?.feeKobo ?? 0),
    days: days.map((date, index) => ({
      date,
      week_day: weekDayOf(date),
      cutoff_at: cutoffAt(date, platform).toISOString(),
      slots: slotsOf[index]!.map((slot) => ({
        time: slot.time,
        open: slot.open,
        closes_at: slot.closesAt.toISOString(),
      })),
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
    left_this_month: koboToNaira(budget?.spendableKobo ?? 0),
    employees_may_pay_difference: company?.mayPayDifference ?? false,
    budget_left: koboToNaira(Math.max(0, (budget?.budgetKobo ?? 0) - (budget?.spentKobo ?? 0))),
  };
}

/**
 * The delivery date a menu is browsed for when none is asked: an employee's first open day; for an
 * admin (or when no day is open), today in the platform time zone while one of its slots (read in
 * that zone) is open, else tomorrow.
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
  return slotsOn(today, now, platform, platform.timeZone).some((slot) => slot.open)
    ? today
    : addDaysTo(today, 1);
}
