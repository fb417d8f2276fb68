import { WEEK_DAY_LABELS, WEEK_DAYS } from '@lunch/contract/constants';
import * as dates from '@lunch/contract/dates';

/**
 * Dates on screen, in the one style of `@lunch/contract/dates` ("Thu 26 Nov 2026",
 * "Thu 26 Nov 2026, 12:30"): the browser is the viewer, so a time shown in another zone names it
 * ("12:30 WAT") and one shown in the browser's own zone does not.
 */
export { formatAxisDay, formatDate, formatDay } from '@lunch/contract/dates';

let ownZone: string | undefined;

/** The browser's IANA time zone (sent at signup, the viewer's own), or Lagos when the browser does not say. */
export function browserTimeZone(): string {
  if (ownZone === undefined) {
    try {
      ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'Africa/Lagos';
    } catch {
      ownZone = 'Africa/Lagos';
    }
  }
  return ownZone;
}

/** An instant, in `timeZone` (named when it is not the browser's) or on the browser's clock. */
export function formatDateTime(value: dates.Instant, timeZone?: string): string {
  return dates.formatDateTime(value, timeZone, browserTimeZone());
}

/** The time of an instant, "12:41": in `timeZone` (named when it is not the browser's) or on the browser's clock. */
export function formatTime(value: dates.Instant, timeZone?: string): string {
  return dates.formatTime(value, timeZone, browserTimeZone());
}

/** A delivery slot 'HH:MM' on a day in `timeZone`: "12:30", or "12:30 WAT" when that is not the browser's zone. */
export function formatSlot(day: string, time: string, timeZone: string): string {
  return dates.formatSlot(day, time, timeZone, browserTimeZone());
}

/** The week days as the choices of a form (Monday first). */
export const WEEK_DAY_OPTIONS = WEEK_DAYS.map((day) => ({ value: day, label: WEEK_DAY_LABELS[day] }));
