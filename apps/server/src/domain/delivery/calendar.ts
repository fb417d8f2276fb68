import { TZDate } from '@date-fns/tz';
import {
  DEFAULT_DELIVERY_SLOT,
  DELIVERY_SLOT_MINUTES,
  minutesToTime,
  WEEK_DAYS,
  type WeekDay,
} from '@lunch/contract';
import { format } from 'date-fns';

/**
 * Calendar arithmetic for delivery dates ('YYYY-MM-DD' strings). A calendar day has no time zone:
 * it is counted as a UTC date, so adding days and naming the week day need no zone data (checkout
 * asks for them on every order). The day of an instant in a zone is lib/clock's dayKey.
 */

const civil = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDaysTo(day: string, days: number): string {
  const date = civil(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** MON…SUN of a calendar day. */
export function weekDayOf(day: string): WeekDay {
  // getUTCDay(): 0 is Sunday; WEEK_DAYS starts on Monday.
  return WEEK_DAYS[(civil(day).getUTCDay() + 6) % 7]!;
}

/** "Tuesday 10 March 2026" */
export function longDay(day: string): string {
  return format(new TZDate(civil(day), 'UTC'), 'EEEE d MMMM yyyy');
}

/** The delivery slot for a lunch time: rounded down to 30 minutes, 'HH:MM'. */
export function slotOf(lunchMinutes: number | null): string {
  if (lunchMinutes === null) return DEFAULT_DELIVERY_SLOT;
  return minutesToTime(Math.floor(lunchMinutes / DELIVERY_SLOT_MINUTES) * DELIVERY_SLOT_MINUTES);
}
