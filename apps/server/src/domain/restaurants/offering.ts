import { formatDay, formatTime, WEEK_DAY_LABELS, type WeekDay } from '@lunch/contract';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { restaurants } from '../../db/schema.js';
import { dayKey, minutesIn, zonedInstant } from '../../lib/clock.js';
import { weekDayOf } from '../delivery/calendar.js';
import type { PlatformRules } from '../delivery/platform-settings.js';
import { Refusal } from '../holds/refusals.js';

/**
 * Which restaurants' dishes are offered for a delivery day (issue 30): the one rule the employee's
 * menu (as SQL, `offeredOn`) and checkout (`checkOffered`, `whyNotOffered`) both apply.
 *
 * A restaurant is offered for a delivery day when
 * - it is ACTIVE (a suspended restaurant's dishes are offered on no day);
 * - it cooks on the day's week day (`opening_days`; empty: every day);
 * - its own order cut-off for the day has not passed: `order_cutoff_minutes` after midnight of the
 *   delivery day in the platform's time zone, like the platform's cut-off (delivery-rules'
 *   `cutoffAt`), never later than it (null: only the platform's, which checkout checks itself).
 */

export type OfferedRestaurant = {
  name: string;
  state: 'ACTIVE' | 'SUSPENDED';
  openingDays: string[];
  orderCutoffMinutes: number | null;
};

/**
 * A delivery day as the rule reads it at an instant: its week day, and the minute its wall clock
 * (platform's time zone) has reached on it — -1 before the day starts, 1440 once it is over. A
 * restaurant's cut-off has passed when it is at or before that minute (the instant is at or after
 * the cut-off's), so the SQL needs no time zone.
 */
export type OfferingDay = { weekDay: WeekDay; minute: number };

export function offeringDay(day: string, now: Date, platform: Pick<PlatformRules, 'timeZone'>): OfferingDay {
  const today = dayKey(now, platform.timeZone);
  const minute = today < day ? -1 : today > day ? 24 * 60 : minutesIn(now, platform.timeZone);
  return { weekDay: weekDayOf(day), minute };
}

type Bound = SQL | Placeholder | string | number;

/**
 * The rule as an SQL condition on the `restaurants` table (the query joins it): `weekDay` and
 * `minute` are an OfferingDay's, as values or placeholders of a prepared statement.
 */
export function offeredOn(day: { weekDay: Bound; minute: Bound }): SQL {
  return sql`(${restaurants.state} = 'ACTIVE'
    and (cardinality(${restaurants.openingDays}) = 0 or ${day.weekDay}::text = any(${restaurants.openingDays}))
    and (${restaurants.orderCutoffMinutes} is null or ${restaurants.orderCutoffMinutes} > ${day.minute}::int))`;
}

/**
 * The next restaurant cut-off on the day after `minute`, among restaurants still offered (a scalar
 * SQL subquery; null: none): until then a menu read for the day stays what the database would
 * answer, as far as the rule goes (modules/menu keeps pages that long at most).
 */
export function nextCutoffOn(day: { weekDay: Bound; minute: Bound }): SQL<number | null> {
  return sql<
    number | null
  >`(select min(${restaurants.orderCutoffMinutes}) from ${restaurants} where ${offeredOn(day)})`;
}

/** The instant a restaurant's own cut-off (minutes after midnight, platform's time zone) falls on a day. */
export const restaurantCutoffAt = (day: string, minutes: number, platform: Pick<PlatformRules, 'timeZone'>) =>
  zonedInstant(day, minutes, platform.timeZone);

/** Why a restaurant's dishes are not offered for a delivery day at `now`, in words; null: they are. */
export function whyNotOffered(
  restaurant: OfferedRestaurant,
  day: string,
  now: Date,
  platform: Pick<PlatformRules, 'timeZone'>,
): string | null {
  if (restaurant.state !== 'ACTIVE') return `${restaurant.name} is not taking orders.`;
  const weekDay = weekDayOf(day);
  if (restaurant.openingDays.length > 0 && !restaurant.openingDays.includes(weekDay)) {
    const open = restaurant.openingDays.map((each) => WEEK_DAY_LABELS[each as WeekDay]).join(', ');
    return `${restaurant.name} does not cook on ${WEEK_DAY_LABELS[weekDay]}s (${formatDay(day)}): it cooks on ${open}.`;
  }
  if (restaurant.orderCutoffMinutes !== null) {
    const cutoff = restaurantCutoffAt(day, restaurant.orderCutoffMinutes, platform);
    if (now >= cutoff) {
      return `${restaurant.name} stopped taking orders for ${formatDay(day)} at ${formatTime(cutoff, platform.timeZone)} that day.`;
    }
  }
  return null;
}

/** Checkout's check: refuses (409, rule 'not offered') a restaurant not offered for the delivery day. */
export function checkOffered(
  restaurant: OfferedRestaurant,
  day: string,
  now: Date,
  platform: Pick<PlatformRules, 'timeZone'>,
): void {
  const why = whyNotOffered(restaurant, day, now, platform);
  if (why) throw new Refusal('not offered', why);
}
