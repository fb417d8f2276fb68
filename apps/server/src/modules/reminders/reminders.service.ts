import { formatTime } from '@lunch/contract';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { accounts, employees, jobs } from '../../db/schema.js';
import { DAY, dayKey, HOUR, MINUTE, zonedInstant } from '../../lib/clock.js';
import { emails } from '../../lib/emails.js';

export const REMINDER_JOB = 'reminder.lunch';
/** The reminder goes out two hours before lunch. */
const LEAD = 2 * HOUR;
/** Scheduled a little ahead, so the job is waiting when it is due. */
const AHEAD = 5 * MINUTE;
/** After a restart, a reminder still goes out if it is at most this late (and lunch is still ahead). */
const GRACE = HOUR;

const activeWithLunchTime = and(
  isNotNull(employees.lunchTimeMinutes),
  eq(accounts.accountState, 'ACTIVE'),
  eq(accounts.onboarded, true),
);

/** Local days whose reminder is due around `now` for a lunch time in a time zone. */
function dueDays(now: Date, timeZone: string, lunchMinutes: number) {
  const days = new Set([-DAY, 0, DAY].map((offset) => dayKey(new Date(now.getTime() + offset), timeZone)));
  return [...days].flatMap((day) => {
    const lunch = zonedInstant(day, lunchMinutes, timeZone).getTime();
    const remindAt = lunch - LEAD;
    const due = now.getTime() >= remindAt - AHEAD && now.getTime() <= Math.min(remindAt + GRACE, lunch);
    return due ? [{ day, runAt: new Date(remindAt) }] : [];
  });
}

/**
 * Queues the reminders due now. Employees are grouped by (time zone, lunch time), so the calendar
 * work is done once per group; a group that fails (e.g. a time zone that no longer exists) is logged
 * and skipped, and never stops the others.
 */
export async function scheduleReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const groups = await ctx.db
    .selectDistinct({ timeZone: accounts.timeZone, lunchMinutes: employees.lunchTimeMinutes })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(activeWithLunchTime);
  let queued = 0;
  for (const group of groups) {
    try {
      const due = dueDays(now, group.timeZone, group.lunchMinutes!);
      if (due.length === 0) continue;
      const members = await ctx.db
        .select({ id: employees.accountId })
        .from(employees)
        .innerJoin(accounts, eq(accounts.id, employees.accountId))
        .where(
          and(
            activeWithLunchTime,
            eq(accounts.timeZone, group.timeZone),
            eq(employees.lunchTimeMinutes, group.lunchMinutes!),
          ),
        );
      for (const { day, runAt } of due) {
        for (const member of members) {
          await ctx.jobs.enqueue(
            ctx.db,
            REMINDER_JOB,
            { employeeId: member.id, day },
            { runAt, dedupeKey: `reminder:${member.id}:${day}`, maxAttempts: 3 },
          );
          queued++;
        }
      }
    } catch (error) {
      ctx.log.warn({ err: error, timeZone: group.timeZone }, 'lunch reminders skipped for a group');
    }
  }
  return queued;
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
 * Emails the reminder, unless the employee has since removed their lunch time or was suspended. The
 * lunch is the one two hours ahead, its time named with its zone ("12:30 WAT").
 */
export async function sendReminder(ctx: AppContext, employeeId: string) {
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
  const lunchDay = dayKey(new Date(ctx.clock.now().getTime() + LEAD), row.timeZone);
  const lunchAt = formatTime(zonedInstant(lunchDay, row.lunch, row.timeZone), row.timeZone);
  await ctx.sendMail(ctx.db, emails.lunchReminder(row.email, row.firstName, lunchAt, ctx.config.appUrl));
}
