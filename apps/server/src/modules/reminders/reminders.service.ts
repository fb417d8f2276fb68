import { tzOffset } from '@date-fns/tz';
import { formatTime } from '@lunch/contract';
import { and, eq, isNotNull, like, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { accounts, employees, jobs } from '../../db/schema.js';
import { dayKey, HOUR, MINUTE, zonedInstant } from '../../lib/clock.js';
import { emails } from '../../lib/emails.js';
import { REQUEUE_AFTER_FAILURE } from '../../lib/jobs.js';

export const REMINDER_JOB = 'reminder.lunch';
/** The reminder goes out two hours before lunch. */
const LEAD = 2 * HOUR;
/**
 * Queued a little ahead with `runAt` its exact time, so the job is waiting when it is due (the queue
 * polls every half second) however long a pass takes or if one is skipped.
 */
const AHEAD = 5 * MINUTE;
/** After a restart, a reminder still goes out if it is at most this late (and lunch is still ahead). */
const GRACE = HOUR;
/**
 * A zone whose offset is the same this long before and after the lunches looked at has no change of
 * offset among them, nor a skipped hour whose wall-clock times the calendar places among them
 * (offsets change by at most two hours, and months apart).
 */
const STEADY_MARGIN = 2 * HOUR;

const activeWithLunchTime = and(
  isNotNull(employees.lunchTimeMinutes),
  eq(accounts.accountState, 'ACTIVE'),
  eq(accounts.onboarded, true),
);

export type DueLunch = { day: string; minutes: number; runAt: Date };

/**
 * The lunch times, as local (day, minutes after midnight) in `timeZone`, whose reminder is due around
 * `now`: due from AHEAD before it (queued then, to run at its time) until GRACE after it, while lunch
 * is still ahead. A lunch time is the instant the zone's wall clock reads it (zonedInstant, DST
 * included), so at most 66 a zone. An unknown time zone throws a RangeError.
 */
export function dueLunches(now: Date, timeZone: string): DueLunch[] {
  const first = Math.max(now.getTime() + LEAD - GRACE, now.getTime());
  const last = now.getTime() + LEAD + AHEAD;
  const offsets = new Set(
    [first - STEADY_MARGIN, last + STEADY_MARGIN].map((at) => tzOffset(timeZone, new Date(at)) * MINUTE),
  );
  if ([...offsets].some((offset) => !Number.isFinite(offset))) {
    throw new RangeError(`Unknown time zone: ${timeZone}`);
  }
  const steady = offsets.size === 1;
  const due = new Map<string, DueLunch>();
  // Every wall-clock minute the lunches may read, under each offset in force around them.
  for (const offset of offsets) {
    for (let wall = Math.ceil((first + offset) / MINUTE) * MINUTE; wall <= last + offset; wall += MINUTE) {
      const local = new Date(wall);
      const day = local.toISOString().slice(0, 10);
      const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
      // Near a change of offset the calendar says which instant the wall clock means (a time that
      // occurs twice, or one the change skips).
      const lunch = steady ? wall - offset : zonedInstant(day, minutes, timeZone).getTime();
      if (lunch < first || lunch > last) continue;
      due.set(`${day} ${minutes}`, { day, minutes, runAt: new Date(lunch - LEAD) });
    }
  }
  return [...due.values()];
}

/** A PostgreSQL array literal, bound as one value. */
const arrayLiteral = (values: Array<string | number>) =>
  `{${values.map((value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** A UUIDv7 made by the database, for rows inserted by a select (the schema makes them in JavaScript). */
const uuidv7 = (now: Date) => sql`encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
  placing substring(int8send(${now.getTime()}::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;

/**
 * The time zones of the accounts, read from their index one zone at a time (a handful of index
 * probes, however many accounts).
 */
async function timeZonesInUse(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.database.rows<{ time_zone: string }>(sql`
    with recursive zones(time_zone) as (
      (select time_zone from ${accounts} order by time_zone limit 1)
      union all
      select (select a.time_zone from ${accounts} a where a.time_zone > zones.time_zone order by a.time_zone limit 1)
      from zones where zones.time_zone is not null)
    select time_zone from zones where time_zone is not null`);
  return rows.map((row) => row.time_zone);
}

/**
 * Queues the reminders due now, in one statement: the lunch times due in each time zone in use
 * (worked out here, dueLunches) find their employees through the index on lunch time, and each
 * employee without a reminder job for that day yet gets one, to run at its exact time. A time zone
 * that fails (e.g. one that no longer exists) is logged and skipped, and never stops the others.
 *
 * Every pass looks at the whole window (GRACE late to AHEAD early), so a reminder missed while no
 * server ran, or moved by a new lunch time (dropQueuedReminders), is queued on the next pass; the
 * jobs already queued or sent are skipped by their dedupe key. Returns how many were queued.
 */
export async function scheduleReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const zones: string[] = [];
  const days: string[] = [];
  const minutes: number[] = [];
  const runAts: string[] = [];
  for (const timeZone of await timeZonesInUse(ctx)) {
    try {
      for (const lunch of dueLunches(now, timeZone)) {
        zones.push(timeZone);
        days.push(lunch.day);
        minutes.push(lunch.minutes);
        runAts.push(lunch.runAt.toISOString());
      }
    } catch (error) {
      ctx.log.warn({ err: error, timeZone }, 'lunch reminders skipped for a time zone');
    }
  }
  if (zones.length === 0) return 0;
  // The columns and dedupe rule of JobQueue.enqueue: a key already queued, running or done is left
  // alone (skipped before the insert, so its row is not even locked); one that failed its last
  // attempt is queued again from its first attempt, at least REQUEUE_AFTER_FAILURE after it failed.
  const key = sql`'reminder:' || e.account_id || ':' || due.day`;
  const queued = await ctx.database.rows<{ id: string }>(sql`
    insert into ${jobs} as j (id, kind, payload, dedupe_key, max_attempts, run_at)
    select ${uuidv7(now)}, ${REMINDER_JOB}, jsonb_build_object('employeeId', e.account_id, 'day', due.day), ${key}, 3, due.run_at
    from unnest(${arrayLiteral(zones)}::text[], ${arrayLiteral(days)}::text[], ${arrayLiteral(minutes)}::int[],
        ${arrayLiteral(runAts)}::timestamptz[]) as due(time_zone, day, minutes, run_at)
      join ${employees} e on e.lunch_time_minutes = due.minutes
      join ${accounts} a on a.id = e.account_id and a.time_zone = due.time_zone
    where a.account_state = 'ACTIVE' and a.onboarded
      and not exists (select 1 from ${jobs} done where done.dedupe_key = ${key} and done.status <> 'failed')
    on conflict (dedupe_key) do update set
      kind = excluded.kind, payload = excluded.payload, max_attempts = excluded.max_attempts,
      status = 'queued', attempts = 0, finished_at = null,
      run_at = greatest(excluded.run_at, j.finished_at + ${`${REQUEUE_AFTER_FAILURE} milliseconds`}::interval)
    where j.status = 'failed'
    returning j.id`);
  return queued.length;
}

/**
 * Forgets an employee's reminders that are queued and not yet sent, when their lunch time changes:
 * the scheduler queues them again for the new time within a minute. A reminder already sent today
 * keeps its job (and dedupe key), so the day still gets at most one.
 */
export async function dropQueuedReminders(ex: Executor, employeeId: string) {
  await ex
    .delete(jobs)
    .where(
      and(
        eq(jobs.kind, REMINDER_JOB),
        eq(jobs.status, 'queued'),
        like(jobs.dedupeKey, `reminder:${employeeId}:%`),
      ),
    );
}

/**
 * Emails the reminder, unless the employee has since removed their lunch time or was suspended: the
 * job sends it itself (no email job queued behind it, so a minute's reminders are not sent after all
 * of them have run); a failed send fails the job, retried like any job (and, after its last attempt,
 * queued again by the pass while the reminder is at most GRACE late). The lunch is the one of the
 * job's day (else the one two hours ahead), its time named with its zone ("12:30 WAT").
 */
export async function sendReminder(
  ctx: AppContext,
  employeeId: string,
  day?: string,
): Promise<SQL | undefined> {
  const [row] = await ctx.db
    .select({
      email: accounts.email,
      firstName: employees.firstName,
      lunch: employees.lunchTimeMinutes,
      timeZone: accounts.timeZone,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(and(eq(employees.accountId, employeeId), activeWithLunchTime));
  if (!row || row.lunch === null) return;
  const lunchDay = day ?? dayKey(new Date(ctx.clock.now().getTime() + LEAD), row.timeZone);
  const lunchAt = formatTime(zonedInstant(lunchDay, row.lunch, row.timeZone), row.timeZone);
  return ctx.mailer.send(emails.lunchReminder(row.email, row.firstName, lunchAt, ctx.config.appUrl));
}
