import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { accounts, employees } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createCompany, createEmployee } from './helpers/factories.js';

const HALF_PAST_NOON = 12 * 60 + 30;

describe('daily lunch reminder', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T06:00:00Z'));
  let lagos: Actor;
  let newYork: Actor;
  let tokyo: Actor;
  let noLunchTime: Actor;
  let badZone: Actor;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const company = await createCompany(t);
    const employee = (timeZone: string, lunchTimeMinutes: number | null = HALF_PAST_NOON) =>
      createEmployee(t, company.id, { firstName: 'Staff', timeZone, lunchTimeMinutes });
    // A broken profile first, so that it is met before the others.
    badZone = await employee('Mars/Olympus_Mons');
    noLunchTime = await employee('Africa/Lagos', null);
    lagos = await employee('Africa/Lagos'); // UTC+1: reminder 10:30 local = 09:30Z
    newYork = await employee('America/New_York'); // UTC-4 after 8 March: 10:30 local = 14:30Z
    tokyo = await employee('Asia/Tokyo'); // UTC+9: 10:30 local = 01:30Z
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  /** Runs the queue as the poller would (twice: the reminder job queues the email job). */
  async function at(instant: string) {
    clock.set(instant);
    await t.flushJobs();
    await t.flushJobs();
  }
  /** The employee saves their profile again (as the Profile page does) with another lunch time. */
  const setLunchTime = (actor: Actor, lunchTime: string) =>
    api.post('/auth/onboard', {
      as: actor,
      body: {
        address_line_1: '2 Allen Avenue',
        city: 'Ikeja',
        state: 'Lagos',
        country: 'Nigeria',
        zip_code: '100271',
        lunch_time: lunchTime,
        allergies: [],
        medical_conditions: [],
        dietary_preferences: [],
      },
    });
  const reminders = (actor: Actor) =>
    t.smtp.to(actor.email).filter((mail) => mail.subject === 'Lunch in two hours');

  it('reminds each employee two hours before lunch in their own time zone, once a day', async () => {
    await at('2026-03-10T09:20:00Z'); // 10:20 in Lagos: not yet
    expect(reminders(lagos)).toHaveLength(0);

    await at('2026-03-10T09:30:00Z');
    expect(reminders(lagos)).toHaveLength(1);
    expect(reminders(lagos)[0]?.text).toContain('lunch is at 12:30 WAT');
    expect(reminders(lagos)[0]?.text).toContain('/worker/overview');
    expect(reminders(newYork)).toHaveLength(0);
    expect(reminders(tokyo)).toHaveLength(0);

    await at('2026-03-10T09:50:00Z');
    await at('2026-03-10T10:10:00Z');
    expect(reminders(lagos)).toHaveLength(1);

    await at('2026-03-10T14:30:00Z');
    expect(reminders(newYork)).toHaveLength(1);
    expect(reminders(newYork)[0]?.text).toContain('lunch is at 12:30 EDT');
    expect(reminders(tokyo)).toHaveLength(0);

    await at('2026-03-11T01:31:00Z'); // 10:31 on 11 March in Tokyo
    expect(reminders(tokyo)).toHaveLength(1);
    expect(reminders(tokyo)[0]?.text).toContain('lunch is at 12:30 GMT+9');

    await at('2026-03-11T09:31:00Z'); // the next day in Lagos
    expect(reminders(lagos)).toHaveLength(2);
    expect(reminders(newYork)).toHaveLength(1);

    expect(reminders(noLunchTime)).toHaveLength(0);
    expect(reminders(badZone)).toHaveLength(0);
    const [jobs] = await t.database.rows<{ n: string }>(sql`
      select count(*)::text as n from jobs where dedupe_key = ${`reminder:${lagos.id}:2026-03-10`}`);
    expect(jobs?.n).toBe('1');
  });

  it('a queued reminder survives a restart: another server process sends it', async () => {
    await at('2026-03-12T09:26:00Z'); // scheduled ahead for 09:30Z, not yet due
    const before = reminders(lagos).length;
    const restarted = await buildApp({ config: t.ctx.config, database: t.database, clock, logger: false });
    try {
      clock.set('2026-03-12T09:30:00Z');
      await restarted.ctx.jobs.runDue();
      await restarted.ctx.jobs.runDue();
    } finally {
      await restarted.close();
    }
    expect(reminders(lagos)).toHaveLength(before + 1);
  });

  it('skips a day when the reminder would come too late, and sends nothing once the lunch time is removed', async () => {
    await at('2026-03-13T11:20:00Z'); // 12:20 in Lagos: more than an hour late
    const [late] = await t.database.rows<{ n: string }>(sql`
      select count(*)::text as n from jobs where dedupe_key = ${`reminder:${lagos.id}:2026-03-13`}`);
    expect(late?.n).toBe('0');

    await at('2026-03-14T09:26:00Z'); // queued for 09:30Z
    await t.db.update(employees).set({ lunchTimeMinutes: null }).where(eq(employees.accountId, lagos.id));
    const before = reminders(lagos).length;
    await at('2026-03-14T09:31:00Z');
    expect(reminders(lagos)).toHaveLength(before);
  });

  it('does not remind a suspended account', async () => {
    await t.db.update(accounts).set({ accountState: 'SUSPENDED' }).where(eq(accounts.id, newYork.id));
    const before = reminders(newYork).length;
    await at('2026-03-15T14:31:00Z');
    expect(reminders(newYork)).toHaveLength(before);
    expect(reminders(tokyo).length).toBeGreaterThan(0);
  });

  it('a changed lunch time moves the queued reminder, and the day still gets one', async () => {
    const company = await createCompany(t);
    const changing = await createEmployee(t, company.id, {
      timeZone: 'Africa/Lagos',
      lunchTimeMinutes: HALF_PAST_NOON,
    });
    await at('2026-03-16T09:26:00Z'); // queued for 09:30Z (12:30 lunch in Lagos)
    expect((await setLunchTime(changing, '02:00 PM')).statusCode).toBe(200);

    await at('2026-03-16T09:31:00Z'); // the old time: nothing
    expect(reminders(changing)).toHaveLength(0);
    await at('2026-03-16T10:56:00Z'); // queued again for 11:00Z (14:00 lunch)
    await at('2026-03-16T11:00:00Z');
    expect(reminders(changing)).toHaveLength(1);
    expect(reminders(changing)[0]?.text).toContain('lunch is at 14:00 WAT');

    // Already reminded today: a later lunch time waits for tomorrow.
    expect((await setLunchTime(changing, '03:00 PM')).statusCode).toBe(200);
    await at('2026-03-16T11:56:00Z');
    await at('2026-03-16T12:00:00Z');
    expect(reminders(changing)).toHaveLength(1);
    await at('2026-03-17T12:00:00Z');
    expect(reminders(changing)).toHaveLength(2);
  });
});
