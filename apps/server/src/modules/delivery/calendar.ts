import { TZDate } from '@date-fns/tz';
import {
  DEFAULT_DELIVERY_SLOT,
  DELIVERY_SLOT_MINUTES,
  minutesToTime,
  WEEK_DAYS,
  type WeekDay,
} from '@lunch/contract';
import { addDays, format } from 'date-fns';

/** Calendar arithmetic for delivery dates ('YYYY-MM-DD' strings), through date-fns and @date-fns/tz. */

/** The calendar day of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return format(new TZDate(instant, timeZone), 'yyyy-MM-dd');
}

/** Minutes after midnight of an instant on the wall clock of a time zone. */
export function minutesIn(instant: Date, timeZone: string): number {
  const local = new TZDate(instant, timeZone);
  return local.getHours() * 60 + local.getMinutes();
}

const civil = (day: string) => new TZDate(`${day}T12:00:00`, 'UTC');

export function addDaysTo(day: string, days: number): string {
  return format(addDays(civil(day), days), 'yyyy-MM-dd');
}

/** MON…SUN of a calendar day. */
export function weekDayOf(day: string): WeekDay {
  // getDay(): 0 is Sunday; WEEK_DAYS starts on Monday.
  return WEEK_DAYS[(civil(day).getDay() + 6) % 7]!;
}

/** The instant at which the wall clock of `timeZone` reads `minutes` after midnight on `day`. */
export function instantOf(day: string, minutes: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(
    new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, timeZone).getTime(),
  );
}

/** "Tuesday 10 March 2026" */
export function longDay(day: string): string {
  return format(civil(day), 'EEEE d MMMM yyyy');
}

/** The delivery slot for a lunch time: rounded down to 30 minutes, 'HH:MM'. */
export function slotOf(lunchMinutes: number | null): string {
  if (lunchMinutes === null) return DEFAULT_DELIVERY_SLOT;
  return minutesToTime(Math.floor(lunchMinutes / DELIVERY_SLOT_MINUTES) * DELIVERY_SLOT_MINUTES);
}
