import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { DAY, MINUTE } from '../src/lib/clock.js';
import { JobQueue } from '../src/lib/jobs.js';
import { testClock } from './helpers/app.js';
import { openTestDatabase } from './helpers/database.js';

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
});
