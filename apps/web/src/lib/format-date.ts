import { WEEK_DAY_LABELS, WEEK_DAYS } from '@lunch/contract';

/** Dates on screen: "22 Nov 2025", "22 Nov 2025, 13:05". Pass a time zone to show local time there. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const key = JSON.stringify([options, timeZone ?? '']);
  let found = dateFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', { ...options, ...(timeZone ? { timeZone } : {}) });
    dateFormats.set(key, found);
  }
  return found;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | number | Date | null | undefined, timeZone?: string): string {
  const date = toDate(value);
  return date ? formatter({ day: 'numeric', month: 'short', year: 'numeric' }, timeZone).format(date) : '—';
}

const dateTime: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

export function formatDateTime(value: string | number | Date | null | undefined, timeZone?: string): string {
  const date = toDate(value);
  return date ? formatter(dateTime, timeZone).format(date) : '—';
}

/** A moment with the time zone it is shown in: "22 Nov 2025, 13:05 GMT+1". */
export function formatDateTimeWithZone(
  value: string | number | Date | null | undefined,
  timeZone?: string,
): string {
  const date = toDate(value);
  return date ? formatter({ ...dateTime, timeZoneName: 'short' }, timeZone).format(date) : '—';
}

/** The browser's IANA time zone (sent at signup), or Lagos when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Africa/Lagos';
  } catch {
    return 'Africa/Lagos';
  }
}

/** A calendar day 'YYYY-MM-DD' (a delivery date) as "Tue 10 Mar 2026", whatever the browser's time zone. */
export function formatDay(day: string): string {
  const date = toDate(`${day}T12:00:00Z`);
  return date
    ? formatter({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }, 'UTC').format(date)
    : '—';
}

/** The week days as the choices of a form (Monday first). */
export const WEEK_DAY_OPTIONS = WEEK_DAYS.map((day) => ({ value: day, label: WEEK_DAY_LABELS[day] }));
