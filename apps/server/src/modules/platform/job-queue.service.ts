import type { FailedJob, Job, JobCounts, JobQueueOverview, JobQueueQuery } from '@lunch/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { jobs } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { offsetOf, pageResult } from '../../lib/paging.js';

/**
 * When a failed job failed: `finished_at`, or minus infinity for a job that failed before the
 * column was recorded (migration 0014), so those come last and the order stays total with the id.
 */
const failedAt = sql`coalesce(${jobs.finishedAt}, '-infinity'::timestamptz)`;

/** Keyset condition: the failed jobs after `lastId` in (failedAt, id) newest-first order. */
const afterFailed = (lastId: string) =>
  sql`(${failedAt}, ${jobs.id}) < (select coalesce(k.finished_at, '-infinity'::timestamptz), k.id
    from ${jobs} k where k.id = ${lastId})`;

/** The columns an admin may see: never the payload (addresses, names, personal data). */
const shown = {
  id: jobs.id,
  kind: jobs.kind,
  status: jobs.status,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  lastError: jobs.lastError,
  runAt: jobs.runAt,
  finishedAt: jobs.finishedAt,
  createdAt: jobs.createdAt,
};
type ShownJob = Pick<typeof jobs.$inferSelect, keyof typeof shown>;

function failedJobOf(row: ShownJob): FailedJob {
  return {
    _id: row.id,
    id: row.id,
    kind: row.kind,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    last_error: row.lastError,
    finished_at: row.finishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const jobOf = (row: ShownJob): Job => ({
  ...failedJobOf(row),
  status: row.status,
  run_at: row.runAt.toISOString(),
});

/**
 * The jobs in each state, in one pass over the (status, run_at) index: waiting (queued, due now),
 * scheduled (queued, due later), running, failed. Done jobs are not read.
 */
export async function countJobs(ctx: AppContext): Promise<JobCounts> {
  const now = ctx.clock.now().toISOString();
  const [row] = await ctx.database.rows<Record<keyof JobCounts, string>>(sql`
    select
      count(*) filter (where status = 'queued' and run_at <= ${now})::text as waiting,
      count(*) filter (where status = 'queued' and run_at > ${now})::text as scheduled,
      count(*) filter (where status = 'running')::text as running,
      count(*) filter (where status = 'failed')::text as failed
    from ${jobs} where status in ('queued', 'running', 'failed')`);
  return {
    waiting: Number(row?.waiting ?? 0),
    scheduled: Number(row?.scheduled ?? 0),
    running: Number(row?.running ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}

/**
 * `GET /admin/jobs`: how many jobs are in each state, and a page of the failed ones, newest failure
 * first (by page number, or after `lastId`). `total` is the failed count, exact.
 */
export async function jobQueueOverview(ctx: AppContext, query: JobQueueQuery): Promise<JobQueueOverview> {
  const [counts, rows] = await Promise.all([
    countJobs(ctx),
    ctx.db
      .select(shown)
      .from(jobs)
      .where(and(eq(jobs.status, 'failed'), query.lastId ? afterFailed(query.lastId) : undefined))
      .orderBy(desc(failedAt), desc(jobs.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
  ]);
  return { ...pageResult(rows.map(failedJobOf), counts.failed, query), counts };
}

async function findJob(ctx: AppContext, id: string): Promise<ShownJob | undefined> {
  const [row] = await ctx.db.select(shown).from(jobs).where(eq(jobs.id, id));
  return row;
}

/**
 * `POST /admin/jobs/:id/retry`: queues a failed job again from its first attempt, now (the queue's
 * own `requeueFailed`). 404 for an unknown job, 409 for one that has not failed. Answers the job as
 * it is now; one that a poller has already run and deleted since is answered as it was queued.
 */
export async function retryJob(ctx: AppContext, id: string): Promise<Job> {
  const before = await findJob(ctx, id);
  const outcome = await ctx.jobs.requeueFailed(id);
  if (outcome === 'missing') throw notFound('Job not found');
  if (outcome === 'not-failed') throw conflict('Only a failed job can be queued again');
  const after = await findJob(ctx, id);
  if (after) return jobOf(after);
  if (!before) throw notFound('Job not found');
  return jobOf({ ...before, status: 'queued', attempts: 0, runAt: ctx.clock.now(), finishedAt: null });
}
