/**
 * The one date style of the product: every screen, toast, email and PDF writes dates and times
 * through these functions (CSV files keep ISO dates, for machines).
 *
 *   a calendar day ('YYYY-MM-DD', a delivery date)   formatDay        "Thu 26 Nov 2026"
 *   the day of an instant, in a time zone            formatDate       "Thu 26 Nov 2026"
 *   an instant, in a time zone                       formatDateTime   "Thu 26 Nov 2026, 12:30"  or "…, 12:30 WAT"
 *   the time of an instant, in a time zone           formatTime       "12:30"  or "12:30 WAT"
 *   a wall-clock time on a day (a delivery slot)     formatSlot       "12:30"  or "12:30 WAT"
 *   a month ('YYYY-MM')                              formatMonth      "November 2026"
 *
 * - The year is always written: a date is read the same way in any month, in an email opened
 *   later, and in a test whatever today is. English day and month names ("Sep", never "Sept") and a
 *   24-hour clock, whatever the runtime's locale data.
 * - A time names its zone whenever it is shown in a zone (`timeZone`) that is not the viewer's own
 *   (`viewerZone`). The web passes the browser's zone as the viewer's; emails and PDFs pass none, so
 *   their times always name their zone. Without `timeZone` an instant is shown in the runtime's own
 *   zone (the browser's), unnamed.
 * - The zone's name is its usual abbreviation at that instant: the first of en-GB, en-NG and en-US
 *   that has one ("WAT" for Lagos, "EAT", "SAST", "GMT"/"BST", "CET"/"CEST", "EST"/"EDT", "UTC"),
 *   else the offset ("GMT+5:30").
 *
 * Only Intl.DateTimeFormat (cached formatters) does zone arithmetic here; an unknown time zone
 * throws a RangeError (zones are checked where they are saved). Missing or invalid values give "—".
 */

export type Instant = string | number | Date | null | undefined;

const MISSING = '—';
const WEEK_DAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

type Wall = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

function toDate(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The wall clock of a time zone (the runtime's own without one) at an instant. */
function wallClock(date: Date, timeZone?: string): Wall {
  const numeric = cached(
    `wall|${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        ...(timeZone ? { timeZone } : {}),
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      }),
  );
  const wall: Wall = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of numeric.formatToParts(date)) {
    if (part.type in wall) wall[part.type as keyof Wall] = Number(part.value);
  }
  return wall;
}

const pad = (value: number) => String(value).padStart(2, '0');

function dayText(year: number, month: number, day: number): string {
  const weekDay = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEK_DAYS_SHORT[weekDay]} ${day} ${MONTHS_SHORT[month - 1]} ${year}`;
}

/** The zone as the runtime resolves it ("Etc/UTC" and "UTC" are one zone). */
const canonicalZone = (timeZone: string) =>
  cached(`zone|${timeZone}`, () => new Intl.DateTimeFormat('en-GB', { timeZone })).resolvedOptions().timeZone;

const ZONE_NAME_LOCALES = ['en-GB', 'en-NG', 'en-US'] as const;
const OFFSET_NAME = /^GMT[+\-−]/;

/** The usual abbreviation of a time zone at an instant ("WAT", "EDT"), else its offset ("GMT+5:30"). */
function zoneName(timeZone: string, at: Date): string {
  let offset: string | undefined;
  for (const locale of ZONE_NAME_LOCALES) {
    const namer = cached(
      `name|${locale}|${timeZone}`,
      () => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }),
    );
    const name = namer.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
    if (!name) continue;
    if (!OFFSET_NAME.test(name)) return name;
    offset ??= name;
  }
  return offset ?? timeZone;
}

/** " WAT" when a time shown in `timeZone` is not on the viewer's own clock, else "". */
function zoneSuffix(at: Date, timeZone?: string, viewerZone?: string): string {
  if (!timeZone) return '';
  if (viewerZone && canonicalZone(viewerZone) === canonicalZone(timeZone)) return '';
  return ` ${zoneName(timeZone, at)}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' (a delivery date) → "Thu 26 Nov 2026", the same in every time zone. */
export function formatDay(day: string | null | undefined): string {
  const match = DAY.exec(day ?? '');
  if (!match) return MISSING;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return MISSING;
  return dayText(year, month, date);
}

/** A calendar day 'YYYY-MM-DD' as a chart's axis marks it: "26 Nov" (the week day and year left to its title). */
export function formatAxisDay(day: string): string {
  const match = DAY.exec(day);
  if (!match) return MISSING;
  return `${Number(match[3])} ${MONTHS_SHORT[Number(match[2]) - 1]}`;
}

/** The day of an instant in `timeZone` (the runtime's zone without one) → "Thu 26 Nov 2026". */
export function formatDate(value: Instant, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return MISSING;
  const wall = wallClock(date, timeZone);
  return dayText(wall.year, wall.month, wall.day);
}

/**
 * An instant in `timeZone` → "Thu 26 Nov 2026, 12:30", with the zone's name ("…, 12:30 WAT") unless
 * `timeZone` is not given or is `viewerZone`.
 */
export function formatDateTime(value: Instant, timeZone?: string, viewerZone?: string): string {
  const date = toDate(value);
  if (!date) return MISSING;
  const wall = wallClock(date, timeZone);
  return `${dayText(wall.year, wall.month, wall.day)}, ${pad(wall.hour)}:${pad(wall.minute)}${zoneSuffix(date, timeZone, viewerZone)}`;
}

/** The time of an instant in `timeZone` → "12:30", named as in formatDateTime ("12:30 WAT"). */
export function formatTime(value: Instant, timeZone?: string, viewerZone?: string): string {
  const date = toDate(value);
  if (!date) return MISSING;
  const wall = wallClock(date, timeZone);
  return `${pad(wall.hour)}:${pad(wall.minute)}${zoneSuffix(date, timeZone, viewerZone)}`;
}

/**
 * A wall-clock time 'HH:MM' on a day in `timeZone` (a delivery slot) → "12:30", or "12:30 WAT" when
 * `timeZone` is not `viewerZone` (the zone's name on that day: "EST" or "EDT").
 */
export function formatSlot(day: string, time: string, timeZone?: string, viewerZone?: string): string {
  if (!timeZone || formatDay(day) === MISSING) return time;
  // The instant the zone's clock reads `time` on `day`: the same reading in UTC, moved by the
  // zone's offset there (a DST change, at night, never falls between the two).
  const reading = new Date(`${day}T${time}:00Z`);
  if (Number.isNaN(reading.getTime())) return time;
  const wall = wallClock(reading, timeZone);
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - reading.getTime();
  return `${time}${zoneSuffix(new Date(reading.getTime() - offset), timeZone, viewerZone)}`;
}

/** A month 'YYYY-MM' → "November 2026". */
/** The month an instant falls in, 'YYYY-MM', in `timeZone` (the browser's without one). */
export function monthOf(value: Date, timeZone?: string): string {
  const wall = wallClock(value, timeZone);
  return `${wall.year}-${pad(wall.month)}`;
}

export function formatMonth(month: string): string {
  const [, year, number] = /^(\d{4})-(\d{2})$/.exec(month) ?? [];
  const name = MONTHS_LONG[Number(number) - 1];
  return year && name ? `${name} ${year}` : MISSING;
}
