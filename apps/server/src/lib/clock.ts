import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Durations in milliseconds, for timers and schedules. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/*
 * Calendar questions in a time zone, answered by date-fns and @date-fns/tz (no zone arithmetic of
 * our own). An unknown time zone throws a RangeError.
 */

/** 'YYYY-MM' of an instant in a time zone: the budget month (contract §5). */
export function monthKey(instant: Date, timeZone: string): string {
  return format(new TZDate(instant, timeZone), 'yyyy-MM');
}

/** 'YYYY-MM-DD' of an instant in a time zone. */
export function dayKey(instant: Date, timeZone: string): string {
  return format(new TZDate(instant, timeZone), 'yyyy-MM-dd');
}

/** Minutes after midnight of an instant on the wall clock of a time zone. */
export function minutesIn(instant: Date, timeZone: string): number {
  const local = new TZDate(instant, timeZone);
  return local.getHours() * 60 + local.getMinutes();
}

/**
 * Instants already worked out, by day, minutes and zone: checkout asks for the cut-off and every
 * slot of the days it looks at on each order, and a TZDate built from wall-clock parts costs more
 * than the rest of the delivery rules. A zone's rules do not change while the process runs; the
 * map is emptied when it grows past a few days' worth of every zone in use.
 */
const zonedInstants = new Map<string, number>();
const ZONED_INSTANTS_KEPT = 4096;

/** The instant at which the wall clock in `timeZone` reads `day` (YYYY-MM-DD) at `minutes` after midnight. */
export function zonedInstant(day: string, minutes: number, timeZone: string): Date {
  const key = `${day} ${minutes} ${timeZone}`;
  let at = zonedInstants.get(key);
  if (at === undefined) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    at = new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, timeZone).getTime();
    if (zonedInstants.size >= ZONED_INSTANTS_KEPT) zonedInstants.clear();
    zonedInstants.set(key, at);
  }
  return new Date(at);
}
