import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.js';
import { MINUTE } from '../src/lib/clock.js';
import { EMAIL_JOB } from '../src/lib/mailer.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createAdmin, createCompany, createEmployee } from './helpers/factories.js';

type JobRow = typeof jobs.$inferInsert;

describe('the platform admin’s job queue', () => {
  let t: TestApp;
  let admin: Actor;
  let company: Actor;
  let employee: Actor;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  const minutesFromNow = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE);

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t);
    company = await createCompany(t);
    employee = await createEmployee(t, company.id);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.execute(sql`delete from jobs`);
  });

  /** A job row as the queue leaves it; a failed one by default, its payload holding personal data. */
  const insertJob = async (row: Partial<JobRow> = {}) => {
    const [job] = await t.db
      .insert(jobs)
      .values({
        kind: EMAIL_JOB,
        payload: {
          to: 'ada.private@example.com',
          subject: 'Your receipt',
          text: 'Hi Ada',
          html: '<p>Hi Ada</p>',
        },
        status: 'failed',
        attempts: 8,
        maxAttempts: 8,
        runAt: minutesFromNow(-5),
        lastError: '550 Mailbox unavailable',
        finishedAt: minutesFromNow(-5),
        createdAt: minutesFromNow(-60),
        ...row,
      })
      .returning();
    return job!;
  };

  const api = testApi(() => t);
  const overview = async (query: { limit?: number; page?: number; lastId?: string } = {}) => {
    const res = await api.get('/admin/jobs', { as: admin, query });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const ids = (page: { list: Array<{ id: string }> }) => page.list.map((job) => job.id);
  const retry = (id: string, actor: Actor | undefined = admin) =>
    api.post('/admin/jobs/:id/retry', { as: actor, params: { id } });

  it('counts the jobs waiting (due now), scheduled (due later), running and failed; done ones not at all', async () => {
    await insertJob({ status: 'queued', attempts: 0, runAt: minutesFromNow(-1), finishedAt: null });
    await insertJob({ status: 'queued', attempts: 0, runAt: clock.now(), finishedAt: null });
    await insertJob({ status: 'queued', attempts: 2, runAt: minutesFromNow(1), finishedAt: null });
    await insertJob({ status: 'running', attempts: 1, lockedUntil: minutesFromNow(2), finishedAt: null });
    await insertJob({ status: 'done', attempts: 1, dedupeKey: 'statement:done' });
    await insertJob();
    await insertJob();

    const { data } = await overview();
    expect(data.counts).toEqual({ waiting: 2, scheduled: 1, running: 1, failed: 2 });
    expect(data.total).toBe(2);
  });

  it('lists the failed jobs newest failure first, with what they failed with, never their payload', async () => {
    const older = await insertJob({
      kind: 'reminder.lunch',
      finishedAt: minutesFromNow(-30),
      attempts: 3,
      maxAttempts: 3,
    });
    const newest = await insertJob({ finishedAt: minutesFromNow(-1), lastError: `${'x'.repeat(1990)} tail` });
    const unrecorded = await insertJob({ finishedAt: null });
    await insertJob({ status: 'queued', attempts: 1, finishedAt: null });

    const res = await overview();
    expect(res.body).not.toContain('ada.private@example.com');
    expect(res.body).not.toContain('payload');
    const { data } = res;
    expect(ids(data)).toEqual([newest.id, older.id, unrecorded.id]);
    expect(data.list[1]).toEqual({
      _id: older.id,
      id: older.id,
      kind: 'reminder.lunch',
      attempts: 3,
      max_attempts: 3,
      last_error: '550 Mailbox unavailable',
      finished_at: minutesFromNow(-30).toISOString(),
      created_at: minutesFromNow(-60).toISOString(),
    });
    expect(data.list[0]?.last_error).toHaveLength(1995);
    expect(data.list[2]?.finished_at).toBeNull();
    expect(data).toMatchObject({ total: 3, page: 1, limit: 10, lastId: null });
  });

  it('pages the failed jobs by number and by key (lastId), ties in the order of their ids', async () => {
    const failed = [];
    for (let i = 0; i < 5; i++)
      failed.push(await insertJob({ finishedAt: minutesFromNow(i < 2 ? -10 : -20 - i) }));
    // Newest failure first; the two that failed at the same instant, larger id first.
    const order = [failed[1]!, failed[0]!, failed[2]!, failed[3]!, failed[4]!].map((job) => job.id);

    const first = (await overview({ limit: 2 })).data;
    expect(ids(first)).toEqual(order.slice(0, 2));
    expect(first).toMatchObject({ total: 5, page: 1, limit: 2, lastId: order[1] });
    const second = (await overview({ limit: 2, page: 2 })).data;
    expect(ids(second)).toEqual(order.slice(2, 4));
    const keyed = (await overview({ limit: 2, lastId: first.lastId ?? undefined })).data;
    expect(ids(keyed)).toEqual(order.slice(2, 4));
    const last = (await overview({ limit: 2, lastId: keyed.lastId ?? undefined })).data;
    expect(ids(last)).toEqual(order.slice(4));
    expect(last.lastId).toBeNull();
  });

  it('answers bad paging with a 400 naming the field', async () => {
    for (const [query, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ page: 'abc' }, 'page'],
      [{ lastId: 'not-an-id' }, 'lastId'],
      [{ limit: 100, page: 102 }, 'page'],
    ] as const) {
      const res = await api.get('/admin/jobs', { as: admin, unchecked: true, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.errors.map((error) => error.path)).toEqual([field]);
    }
  });

  it('queues a failed job again from its first attempt, due now; the queue then runs it', async () => {
    const job = await insertJob({
      payload: { to: 'requeued@example.com', subject: 'Queued again', text: 'Hi', html: '<p>Hi</p>' },
    });
    await insertJob();

    const res = await retry(job.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Job queued again' });
    expect(res.body).not.toContain('requeued@example.com');
    expect(res.data).toEqual({
      _id: job.id,
      id: job.id,
      kind: EMAIL_JOB,
      status: 'queued',
      attempts: 0,
      max_attempts: 8,
      run_at: clock.now().toISOString(),
      last_error: '550 Mailbox unavailable',
      finished_at: null,
      created_at: job.createdAt.toISOString(),
    });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, finishedAt: null, lockedUntil: null });
    expect(row!.runAt.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    expect((await overview()).data.counts).toEqual({
      waiting: 1,
      scheduled: 0,
      running: 0,
      failed: 1,
    });

    await t.flushJobs();
    expect(t.smtp.to('requeued@example.com').map((mail) => mail.subject)).toEqual(['Queued again']);
    expect(await t.db.select().from(jobs).where(eq(jobs.id, job.id))).toEqual([]);
  });

  it('refuses with 409 a job that is not failed: queued, running, done, or just queued again', async () => {
    const failed = await insertJob();
    expect((await retry(failed.id)).statusCode).toBe(200);
    const others = [
      failed,
      await insertJob({ status: 'queued', attempts: 0, finishedAt: null }),
      await insertJob({ status: 'running', attempts: 1, lockedUntil: minutesFromNow(2), finishedAt: null }),
      await insertJob({ status: 'done', dedupeKey: 'kitchen-sheet:2026-03-10' }),
    ];
    for (const job of others) {
      const res = await retry(job.id);
      expect(res.statusCode, job.status).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        message: 'Only a failed job can be queued again',
        data: null,
      });
    }
    const [done] = await t.db.select().from(jobs).where(eq(jobs.id, others[3]!.id));
    expect(done!.status).toBe('done');
  });

  it('answers 404 for an unknown job and 400 naming id for a malformed one', async () => {
    const unknown = await retry('0195a3c2-7b1e-7c3d-9f00-1234567890ab');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Job not found' });
    const malformed = await retry('not-a-job');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ path: 'id', message: 'Must be a valid id' }]);
  });

  it('answers 401 to a stranger before reading anything, and 403 to a company or an employee', async () => {
    const failed = await insertJob();
    const anonymous = [
      await api.get('/admin/jobs', { unchecked: true, query: { limit: 0 } }),
      await api.post('/admin/jobs/:id/retry', {
        unchecked: true,
        params: { id: 'not-a-job' },
        headers: { 'content-type': 'application/json' },
        body: '{"broken',
      }),
    ];
    for (const res of anonymous) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Please sign in', data: null });
    }
    for (const actor of [company, employee]) {
      expect((await api.get('/admin/jobs', { as: actor })).statusCode).toBe(403);
      expect((await retry(failed.id, actor)).statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, failed.id));
    expect(row!.status).toBe('failed');
  });

  it('is described in the OpenAPI document, whose failed job has no payload', async () => {
    type Schema = { properties: Record<string, Schema>; items: Schema };
    type Operation = { responses: { 200: { content: { 'application/json': { schema: Schema } } } } };
    const spec = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const data = (operation: Operation | undefined) =>
      operation!.responses[200].content['application/json'].schema.properties.data!;
    const listed = data(spec.paths['/api/admin/jobs']?.get);
    expect(Object.keys(listed.properties)).toEqual(['list', 'total', 'page', 'limit', 'lastId', 'counts']);
    expect(Object.keys(listed.properties.list!.items.properties)).toEqual([
      '_id',
      'id',
      'kind',
      'attempts',
      'max_attempts',
      'last_error',
      'finished_at',
      'created_at',
    ]);
    const retried = data(spec.paths['/api/admin/jobs/{id}/retry']?.post);
    expect(Object.keys(retried.properties)).not.toContain('payload');
    expect(Object.keys(retried.properties)).toContain('status');
  });
});
