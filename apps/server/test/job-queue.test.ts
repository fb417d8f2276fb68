import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { DAY, HOUR, MINUTE, systemClock } from '../src/lib/clock.js';
import { JobQueue } from '../src/lib/jobs.js';
import { EMAIL_JOB, type MailMessage, outboxMailer, smtpMailer } from '../src/lib/mailer.js';
import { testClock } from './helpers/app.js';
import { openTestDatabase } from './helpers/database.js';
import { startSmtpServer } from './helpers/smtp.js';

describe('job queue', () => {
  const clock = testClock();
  let database: Database;
  let queue: JobQueue;
  const ran: string[] = [];
  let failing = new Set<string>();

  beforeAll(async () => {
    database = await openTestDatabase();
    queue = new JobQueue(database, clock, Fastify({ logger: false }).log);
    queue.register('test.job', {
      run: async (payload) => {
        const name = String(payload.name);
        ran.push(name);
        if (failing.has(name)) throw new Error(`${name} failed`);
      },
    });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    ran.length = 0;
    failing = new Set();
    await database.db.execute(sql`delete from jobs`);
  });

  const enqueue = (name: string, minutesFromNow: number, dedupeKey?: string) =>
    queue.enqueue(
      database.db,
      'test.job',
      { name },
      { runAt: new Date(clock.now().getTime() + minutesFromNow * MINUTE), dedupeKey },
    );

  const statusOf = async (name: string) =>
    (
      await database.rows<{ status: string; attempts: number; last_error: string | null }>(
        sql`select status, attempts, last_error from jobs where payload->>'name' = ${name}`,
      )
    )[0];

  it('runs the due jobs oldest first, once each, and leaves the later ones queued', async () => {
    await enqueue('second', -2);
    await enqueue('later', 5);
    await enqueue('first', -3);
    await enqueue('third', -1);
    expect(await queue.runDue()).toBe(3);
    expect(ran).toEqual(['first', 'second', 'third']);
    expect(await statusOf('first')).toBeUndefined();
    expect(await statusOf('later')).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await queue.runDue()).toBe(0);
    expect(ran).toHaveLength(3);
  });

  it('works through a backlog larger than one claim, in order, each job once', async () => {
    const names = Array.from({ length: 45 }, (_, i) => `job-${String(i).padStart(2, '0')}`);
    for (const [i, name] of names.entries()) await enqueue(name, -60 + i);
    expect(await queue.runDue()).toBe(45);
    expect(ran).toEqual(names);
  });

  it('runs again a job whose process died while running it, once its lease is over', async () => {
    await enqueue('orphan', -10);
    await database.db.execute(sql`
      update jobs set status = 'running', attempts = 1,
        locked_until = ${new Date(clock.now().getTime() + MINUTE).toISOString()}::timestamptz`);
    expect(await queue.runDue()).toBe(0);
    clock.advance(2 * MINUTE);
    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual(['orphan']);
    expect(await statusOf('orphan')).toBeUndefined();
  });

  it('puts a failed job back with its error, to run again later', async () => {
    failing.add('flaky');
    await enqueue('flaky', -1);
    expect(await queue.runDue()).toBe(1);
    expect(await statusOf('flaky')).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'flaky failed',
    });
    expect(await queue.runDue()).toBe(0);
    failing.clear();
    clock.advance(MINUTE);
    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual(['flaky', 'flaky']);
    expect(await statusOf('flaky')).toBeUndefined();
  });

  it("runs up to five jobs at once, and one recipient's jobs one after another, in order", async () => {
    let running = 0;
    let most = 0;
    const busy = new Set<string>();
    let overlapped = false;
    queue.register('test.mail', {
      run: async (payload) => {
        const to = String(payload.to);
        ran.push(String(payload.name));
        running++;
        most = Math.max(most, running);
        if (busy.has(to)) overlapped = true;
        busy.add(to);
        await new Promise((resolve) => setTimeout(resolve, 20));
        busy.delete(to);
        running--;
      },
      inOrderOf: (payload) => String(payload.to),
    });
    const mail = (to: string, name: string, minutesAgo: number) =>
      queue.enqueue(
        database.db,
        'test.mail',
        { to, name },
        { runAt: new Date(clock.now().getTime() - minutesAgo * MINUTE) },
      );
    for (let i = 0; i < 12; i++) {
      await mail(i % 3 === 0 ? 'same@company.example' : `employee-${i}@company.example`, `mail-${i}`, 20 - i);
    }
    expect(await queue.runDue()).toBe(12);
    expect(most).toBe(5);
    expect(overlapped).toBe(false);
    expect(ran.filter((name) => ['mail-0', 'mail-3', 'mail-6', 'mail-9'].includes(name))).toEqual([
      'mail-0',
      'mail-3',
      'mail-6',
      'mail-9',
    ]);
  });

  it('keeps a job with a dedupe key after it ran, so the key dedupes, until the purge 45 days on', async () => {
    await enqueue('statement', -1, 'statement:march');
    expect(await queue.runDue()).toBe(1);
    expect(await statusOf('statement')).toMatchObject({ status: 'done', attempts: 1 });
    await enqueue('statement again', -1, 'statement:march');
    expect(await queue.runDue()).toBe(0);
    expect(await statusOf('statement again')).toBeUndefined();

    failing.add('hopeless');
    await queue.enqueue(database.db, 'test.job', { name: 'hopeless' }, { maxAttempts: 1 });
    expect(await queue.runDue()).toBe(1);
    expect(await statusOf('hopeless')).toMatchObject({ status: 'failed', attempts: 1 });
    await enqueue('queued long', 60 * 24 * 50);

    clock.advance(44 * DAY);
    await queue.purgeFinished();
    expect(await statusOf('statement')).toMatchObject({ status: 'done' });
    expect(await statusOf('hopeless')).toMatchObject({ status: 'failed' });
    clock.advance(2 * DAY);
    await queue.purgeFinished();
    expect(await statusOf('statement')).toBeUndefined();
    expect(await statusOf('hopeless')).toBeUndefined();
    expect(await statusOf('queued long')).toMatchObject({ status: 'queued' });
  });

  /** A job that runs until `release()`; `started` resolves once it runs. */
  const gated = (name: string) => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    queue.register(`test.gated.${name}`, {
      run: async () => {
        ran.push(name);
        started();
        await gate;
      },
    });
    return { release, running, enqueue: () => queue.enqueue(database.db, `test.gated.${name}`, { name }) };
  };

  const until = async (condition: () => Promise<boolean> | boolean) => {
    for (let waited = 0; waited < 5000 && !(await condition()); waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await condition()).toBe(true);
  };

  it('finishes each job in a write of its own as soon as it succeeded, not with the jobs beside it', async () => {
    const slow = gated('slow');
    await slow.enqueue();
    await enqueue('quick', 0, 'quick:key');
    const running = queue.runDue();
    await slow.running;
    await until(() => ran.includes('quick'));
    // A crash now runs `slow` again, never `quick`.
    await until(async () => (await statusOf('quick'))?.status === 'done');
    expect(await statusOf('slow')).toMatchObject({ status: 'running' });
    slow.release();
    expect(await running).toBe(2);
  });

  it('runs the jobs that come due while a slow job runs, and the recurring tasks, without waiting for it', async () => {
    const slow = gated('slow');
    let ticks = 0;
    queue.every('test.tick', 1, async () => {
      ticks++;
    });
    await slow.enqueue();
    queue.start(10);
    try {
      await slow.running;
      await enqueue('next', 0);
      await until(() => ran.includes('next'));
      const before = ticks;
      clock.advance(1);
      await until(() => ticks > before);
      expect(await statusOf('slow')).toMatchObject({ status: 'running' });
    } finally {
      slow.release();
      await queue.stop();
    }
  });

  it('queues a failed job again under its dedupe key, 15 minutes after it failed at the earliest', async () => {
    failing.add('statement');
    await queue.enqueue(
      database.db,
      'test.job',
      { name: 'statement' },
      { dedupeKey: 'statement:june', maxAttempts: 1 },
    );
    expect(await queue.runDue()).toBe(1);
    expect(await statusOf('statement')).toMatchObject({ status: 'failed', attempts: 1 });

    failing.clear();
    await queue.enqueue(
      database.db,
      'test.job',
      { name: 'statement' },
      { dedupeKey: 'statement:june', maxAttempts: 1 },
    );
    expect(await statusOf('statement')).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await queue.runDue()).toBe(0);
    clock.advance(15 * MINUTE);
    expect(await queue.runDue()).toBe(1);
    expect(await statusOf('statement')).toMatchObject({ status: 'done', attempts: 1 });

    // Sent: enqueueing its key again changes nothing.
    await queue.enqueue(database.db, 'test.job', { name: 'statement' }, { dedupeKey: 'statement:june' });
    clock.advance(HOUR);
    expect(await queue.runDue()).toBe(0);
    expect(ran).toEqual(['statement', 'statement']);
  });

  it("commits a job's own database effect with its completion: both or neither", async () => {
    const mailer = outboxMailer(database.db, Fastify({ logger: false }).log);
    let broken = true;
    queue.register('test.outbox', {
      run: (payload) =>
        mailer.send({ ...(payload as MailMessage), ...(broken ? { to: null as never } : {}) }),
    });
    const kept = () => database.rows(sql`select 1 from mail_outbox where subject = 'Lunch is here'`);
    const message = {
      to: 'employee@company.example',
      subject: 'Lunch is here',
      text: 'Enjoy',
      html: '<p>Enjoy</p>',
    };
    await queue.enqueue(database.db, 'test.outbox', message);

    // The effect fails (a NULL recipient): nothing is kept, and the job is a failed attempt, retried.
    expect(await queue.runDue()).toBe(1);
    expect(await kept()).toHaveLength(0);
    expect(
      await database.rows(sql`select status, attempts, last_error from jobs where kind = 'test.outbox'`),
    ).toEqual([{ status: 'queued', attempts: 1, last_error: expect.stringMatching(/null value/) }]);
    broken = false;
    clock.advance(MINUTE);
    expect(await queue.runDue()).toBe(1);
    expect(await kept()).toHaveLength(1);
    expect(await database.rows(sql`select 1 from jobs where kind = 'test.outbox'`)).toHaveLength(0);
  });

  it('queues a failed job again on request, and only a failed one', async () => {
    failing.add('hopeless');
    await queue.enqueue(database.db, 'test.job', { name: 'hopeless' }, { maxAttempts: 1 });
    await queue.runDue();
    const [job] = await database.rows<{ id: string }>(
      sql`select id from jobs where payload->>'name' = 'hopeless'`,
    );
    failing.clear();
    expect(await queue.requeueFailed(job!.id)).toBe('queued');
    expect(await statusOf('hopeless')).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await queue.requeueFailed(job!.id)).toBe('not-failed');
    expect(await queue.runDue()).toBe(1);
    expect(await queue.requeueFailed(job!.id)).toBe('missing');
  });
});

/**
 * Two processes' queues on one database, an SMTP server that stalls longer than a job's lease: the
 * lease is renewed while the send waits, so the second queue never claims the job and the email goes
 * out once.
 */
describe('an email job that outlasts its lease', () => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof stallingSmtp>>;

  async function stallingSmtp(stallMs: number) {
    const received: string[] = [];
    const server = await startSmtpServer((stream, _session, callback) => {
      stream.on('data', () => {});
      stream.on('end', () =>
        setTimeout(() => {
          received.push('message');
          callback();
        }, stallMs),
      );
    });
    return { url: server.url, received, close: server.close };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await stallingSmtp(1500);
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('is claimed by no second process while its first still sends it', async () => {
    const log = Fastify({ logger: false }).log;
    const [first, second] = [0, 1].map(() => {
      const queue = new JobQueue(database, systemClock, log, { leaseMs: 300 });
      const mailer = smtpMailer(smtp.url, 'Lunch <no-reply@lunch.local>');
      queue.register(EMAIL_JOB, { run: (payload) => mailer.send(payload as MailMessage) });
      return { queue, mailer };
    });
    await first!.queue.enqueue(database.db, EMAIL_JOB, {
      to: 'employee@company.example',
      subject: 'Lunch',
      text: 'Lunch is here',
      html: '<p>Lunch is here</p>',
    });
    const sending = first!.queue.runDue();
    let claimedBySecond = 0;
    while (smtp.received.length === 0) {
      claimedBySecond += await second!.queue.runDue();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await sending).toBe(1);
    expect(claimedBySecond).toBe(0);
    expect(smtp.received).toHaveLength(1);
    for (const { mailer } of [first!, second!]) mailer.close?.();
  });
});
