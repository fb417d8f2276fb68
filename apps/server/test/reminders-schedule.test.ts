import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, employees } from '../src/db/schema.js';
import {
  dropQueuedReminders,
  REMINDER_JOB,
  scheduleReminders,
} from '../src/modules/reminders/reminders.service.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createCompany, createEmployee } from './helpers/factories.js';

/** The scheduling pass each minute: which reminder jobs it queues, when they run, and for whom. */
describe('the lunch reminders pass', () => {
  let t: TestApp;
  let companyId: string;
  const clock = testClock(new Date('2026-03-01T00:00:00Z'));

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    companyId = (await createCompany(t)).id;
  });
  afterAll(() => t.close());
  // Each test counts the reminders of its own employees: those of the tests before are suspended.
  beforeEach(async () => {
    await t.db
      .update(accounts)
      .set({ accountState: 'SUSPENDED' })
      .where(eq(accounts.accountType, 'Individual'));
  });

  const employee = (timeZone: string, lunch: string | null) =>
    createEmployee(t, companyId, {
      timeZone,
      lunchTimeMinutes: lunch === null ? null : Number(lunch.slice(0, 2)) * 60 + Number(lunch.slice(3)),
    });

  /** One pass, as the recurring task runs it, at `instant`. */
  async function pass(instant: string) {
    clock.set(instant);
    return scheduleReminders(t.ctx);
  }

  type JobRow = {
    dedupe_key: string;
    kind: string;
    payload: { employeeId: string; day: string };
    status: string;
    attempts: number;
    max_attempts: number;
    run_at: string;
  };
  /** The reminder jobs of these employees, by dedupe key. */
  const jobsOf = (...actors: Actor[]) =>
    t.database.rows<JobRow>(sql`
      select dedupe_key, kind, payload, status, attempts, max_attempts,
        to_char(run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as run_at
      from jobs
      where kind = ${REMINDER_JOB} and payload->>'employeeId' in (${sql.join(
        actors.map((actor) => sql`${actor.id}`),
        sql`, `,
      )})
      order by dedupe_key`);
  const reminders = (actor: Actor) =>
    t.smtp.to(actor.email).filter((mail) => mail.subject === 'Lunch in two hours');

  it('queues a reminder up to five minutes ahead, to run at its exact time', async () => {
    const lagos = await employee('Africa/Lagos', '12:30'); // reminder 10:30 WAT = 09:30Z
    expect(await pass('2026-03-10T09:24:30Z')).toBe(0); // more than five minutes ahead
    expect(await jobsOf(lagos)).toEqual([]);

    expect(await pass('2026-03-10T09:25:10Z')).toBe(1);
    expect(await jobsOf(lagos)).toEqual([
      {
        dedupe_key: `reminder:${lagos.id}:2026-03-10`,
        kind: REMINDER_JOB,
        payload: { employeeId: lagos.id, day: '2026-03-10' },
        status: 'queued',
        attempts: 0,
        max_attempts: 3,
        run_at: '2026-03-10T09:30:00Z',
      },
    ]);

    // Waiting in the queue until its time, then sent by the reminder job itself (no email job after it).
    clock.set('2026-03-10T09:29:59Z');
    await t.flushJobs();
    expect(reminders(lagos)).toHaveLength(0);
    clock.set('2026-03-10T09:30:00Z');
    await t.flushJobs();
    expect(reminders(lagos)).toHaveLength(1);
    expect(reminders(lagos)[0]?.text).toContain('lunch is at 12:30 WAT');
  });

  it('gives employees in several time zones and lunch times one reminder each per day, across passes', async () => {
    const lagosEarly = await employee('Africa/Lagos', '11:45'); // 08:45Z
    const lagosLate = await employee('Africa/Lagos', '13:15'); // 10:15Z
    const newYork = await employee('America/New_York', '07:00'); // EDT (UTC-4): 09:00Z
    const tokyo = await employee('Asia/Tokyo', '19:45'); // UTC+9: 08:45Z
    const kolkata = await employee('Asia/Kolkata', '16:10'); // UTC+5:30: 08:40Z
    const all = [lagosEarly, lagosLate, newYork, tokyo, kolkata];

    let queued = 0;
    for (let minute = 0; minute <= 150; minute++) {
      queued += await pass(new Date(Date.parse('2026-03-11T08:00:00Z') + minute * 60_000).toISOString());
    }
    expect(queued).toBe(5);
    const runAt = (actor: Actor) =>
      jobsOf(actor).then((rows) => rows.map((row) => [row.dedupe_key.split(':')[2], row.run_at]));
    expect(await runAt(lagosEarly)).toEqual([['2026-03-11', '2026-03-11T08:45:00Z']]);
    expect(await runAt(lagosLate)).toEqual([['2026-03-11', '2026-03-11T10:15:00Z']]);
    expect(await runAt(newYork)).toEqual([['2026-03-11', '2026-03-11T09:00:00Z']]);
    expect(await runAt(tokyo)).toEqual([['2026-03-11', '2026-03-11T08:45:00Z']]);
    expect(await runAt(kolkata)).toEqual([['2026-03-11', '2026-03-11T08:40:00Z']]);

    // The next day, each gets the next day's.
    queued = 0;
    for (let minute = 0; minute <= 150; minute++) {
      queued += await pass(new Date(Date.parse('2026-03-12T08:00:00Z') + minute * 60_000).toISOString());
    }
    expect(queued).toBe(5);
    for (const actor of all) expect(await jobsOf(actor)).toHaveLength(2);
    expect(await runAt(newYork)).toEqual([
      ['2026-03-11', '2026-03-11T09:00:00Z'],
      ['2026-03-12', '2026-03-12T09:00:00Z'],
    ]);

    // And the queue sends each once.
    clock.set('2026-03-12T11:00:00Z');
    await t.flushJobs();
    await t.flushJobs();
    for (const actor of all) expect(reminders(actor)).toHaveLength(2);
  });

  it('queues none for a suspended account, an employee without a lunch time or one not onboarded', async () => {
    const active = await employee('Africa/Lagos', '12:30');
    const suspended = await employee('Africa/Lagos', '12:30');
    await t.db.update(accounts).set({ accountState: 'SUSPENDED' }).where(eq(accounts.id, suspended.id));
    const noLunch = await employee('Africa/Lagos', null);
    const notOnboarded = await createEmployee(t, companyId, {
      timeZone: 'Africa/Lagos',
      lunchTimeMinutes: 12 * 60 + 30,
      onboarded: false,
    });
    await pass('2026-03-13T09:26:00Z');
    expect(await jobsOf(active)).toHaveLength(1);
    expect(await jobsOf(suspended, noLunch, notOnboarded)).toEqual([]);
  });

  it('after a restart, queues a reminder at most an hour late (due at once), not one later than that', async () => {
    const fiftyFiveLate = await employee('Africa/Lagos', '12:30'); // reminder 09:30Z
    const sixtyFiveLate = await employee('Africa/Lagos', '12:20'); // reminder 09:20Z
    await pass('2026-03-14T10:25:00Z');
    expect((await jobsOf(fiftyFiveLate)).map((job) => job.run_at)).toEqual(['2026-03-14T09:30:00Z']);
    expect(await jobsOf(sixtyFiveLate)).toEqual([]);
    await t.flushJobs();
    await t.flushJobs();
    expect(reminders(fiftyFiveLate).length).toBeGreaterThan(0);
  });

  it('follows the dedupe rules of the queue: a failed reminder is queued again, a sent one is not', async () => {
    const failed = await employee('Africa/Lagos', '12:30');
    const sent = await employee('Africa/Lagos', '12:30');
    for (const [actor, status] of [
      [failed, 'failed'],
      [sent, 'done'],
    ] as const) {
      await t.database.rows(sql`
        insert into jobs (id, kind, payload, dedupe_key, status, attempts, max_attempts, run_at, finished_at)
        values (gen_random_uuid(), ${REMINDER_JOB}, ${JSON.stringify({ employeeId: actor.id, day: '2026-03-15' })}::jsonb,
          ${`reminder:${actor.id}:2026-03-15`}, ${status}, 3, 3, '2026-03-15T09:20:00Z', '2026-03-15T09:20:00Z')`);
    }
    expect(await pass('2026-03-15T09:26:00Z')).toBe(1);
    const [again] = await jobsOf(failed);
    // At least 15 minutes after its failure (JobQueue.enqueue), from its first attempt.
    expect(again).toMatchObject({ status: 'queued', attempts: 0, run_at: '2026-03-15T09:35:00Z' });
    expect(await jobsOf(sent)).toMatchObject([{ status: 'done', run_at: '2026-03-15T09:20:00Z' }]);
  });

  it('queues the reminder of a new lunch time on the next pass, even one due a little while ago', async () => {
    const moving = await employee('Africa/Lagos', '12:30');
    await pass('2026-03-16T09:26:00Z');
    expect((await jobsOf(moving)).map((job) => job.run_at)).toEqual(['2026-03-16T09:30:00Z']);
    // As the profile does: the new lunch time, and the queued reminder dropped in the same transaction.
    await t.db.transaction(async (tx) => {
      await tx
        .update(employees)
        .set({ lunchTimeMinutes: 12 * 60 + 10 })
        .where(eq(employees.accountId, moving.id));
      await dropQueuedReminders(tx, moving.id);
    });
    expect(await jobsOf(moving)).toEqual([]);
    await pass('2026-03-16T09:27:00Z');
    expect((await jobsOf(moving)).map((job) => job.run_at)).toEqual(['2026-03-16T09:10:00Z']);
  });

  it('two passes at once (two server processes) queue each reminder once', async () => {
    const staff = await Promise.all([
      employee('Africa/Lagos', '12:30'),
      employee('Europe/London', '11:30'),
      employee('America/New_York', '07:30'),
    ]);
    clock.set('2026-03-17T09:26:00Z');
    const counts = await Promise.all([scheduleReminders(t.ctx), scheduleReminders(t.ctx)]);
    expect(counts[0]! + counts[1]!).toBe(3);
    for (const actor of staff) expect(await jobsOf(actor)).toHaveLength(1);
  });
});

describe('the lunch reminder without SMTP', () => {
  it('lands in the demo outbox, written with the job that sends it', async () => {
    const clock = testClock(new Date('2026-03-10T09:26:00Z'));
    const t = await buildTestApp({ clock, smtp: false });
    try {
      const lagos = await createEmployee(t, (await createCompany(t)).id, {
        timeZone: 'Africa/Lagos',
        lunchTimeMinutes: 12 * 60 + 30,
      });
      await t.flushJobs(); // the pass: queued for 09:30Z
      clock.set('2026-03-10T09:30:00Z');
      await t.flushJobs();
      const mail = await t.database.rows<{ subject: string; text: string }>(sql`
        select subject, text from mail_outbox where "to" = ${lagos.email}`);
      expect(mail).toHaveLength(1);
      expect(mail[0]?.text).toContain('lunch is at 12:30 WAT');
      const [job] = await t.database.rows<{ status: string }>(sql`
        select status from jobs where dedupe_key = ${`reminder:${lagos.id}:2026-03-10`}`);
      expect(job?.status).toBe('done');
    } finally {
      await t.close();
    }
  });
});
