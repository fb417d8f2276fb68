import type { DailySeries } from '@lunch/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { addDaysTo } from '../../domain/delivery/calendar.js';
import { dayKey, zonedInstant } from '../../lib/clock.js';

/** The last `days` calendar days ending today, oldest first ('YYYY-MM-DD'). */
function lastDays(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDaysTo(today, i - (days - 1)));
}

/** The instant at which the first of the last `days` days in `timeZone` begins. */
export function seriesStart(now: Date, timeZone: string, days: number): Date {
  return zonedInstant(lastDays(dayKey(now, timeZone), days)[0]!, 0, timeZone);
}

/** A SQL array literal of instants, as one bound value. */
const instants = (list: Date[]) => `{${list.map((instant) => instant.toISOString()).join(',')}}`;

/**
 * A chart of the last `days` days in `timeZone`, oldest first: `dayValue(starts, ends)` is a scalar
 * SQL expression for one day, given the SQL of its first instant and of the next day's. Each day is
 * read on its own as a range of an index on created_at (no per-row time-zone arithmetic), so a
 * chart costs what its days hold, never the history before them.
 */
export async function daySeries(
  database: Database,
  now: Date,
  timeZone: string,
  days: number,
  dayValue: (starts: SQL, ends: SQL) => SQL,
): Promise<DailySeries> {
  const dates = lastDays(dayKey(now, timeZone), days);
  const starts = dates.map((date) => zonedInstant(date, 0, timeZone));
  const ends = dates.map((date) => zonedInstant(addDaysTo(date, 1), 0, timeZone));
  const values = await database.rows<{ value: string }>(sql`
    select (${dayValue(sql`d.starts`, sql`d.ends`)})::text as value
    from unnest(${instants(starts)}::timestamptz[], ${instants(ends)}::timestamptz[])
      with ordinality as d(starts, ends, i)
    order by d.i`);
  return dates.map((date, i) => ({ date, value: Number(values[i]?.value ?? 0) }));
}
