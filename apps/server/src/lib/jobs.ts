import { and, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { type Clock, DAY } from './clock.js';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
/**
 * A job kind: what runs a job, and optionally the key of the jobs that must run one after another,
 * in the order they were due, whatever their kind (e.g. the emails to one recipient: mailer.ts).
 */
export type JobKind = { run: JobHandler; inOrderOf?: (payload: Record<string, unknown>) => string };
type JobRow = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

export type EnqueueOptions = { runAt?: Date; dedupeKey?: string; maxAttempts?: number };

const LEASE_SECONDS = 120;
const BATCH = 20;
/** Jobs of a batch run at most this many at once (as many as the pooled SMTP transport's connections). */
const AT_ONCE = 5;
/**
 * How long a finished job with a dedupe key is kept: longer than any key is enqueued again (a
 * month's statement is queued during the month after it), so it still dedupes while it matters.
 */
const KEEP_FINISHED = 45 * DAY;

/**
 * A durable job queue in the database. Jobs are enqueued inside the caller's transaction, claimed
 * with FOR UPDATE SKIP LOCKED (safe with several server processes), run AT_ONCE at a time (runBatch),
 * retried with exponential backoff.
 * A job that succeeded is deleted, payload and all, unless it has a dedupe key: then it stays
 * `done` for KEEP_FINISHED, as does a job that failed its last attempt (purgeFinished).
 */
export class JobQueue {
  private readonly kinds = new Map<string, JobKind>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly recurring: Array<{
    name: string;
    everyMs: number;
    run: () => Promise<void>;
    window?: number;
  }> = [];

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  register(name: string, kind: JobKind): void {
    this.kinds.set(name, kind);
  }

  /**
   * Work run before due jobs are claimed, on the first poll of each `everyMs` window of the clock
   * (e.g. queueing the reminders due this minute). Each process runs it; the task must be idempotent.
   */
  every(name: string, everyMs: number, run: () => Promise<void>): void {
    this.recurring.push({ name, everyMs, run });
  }

  async enqueue(
    executor: Executor,
    kind: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
  ): Promise<void> {
    await executor
      .insert(jobs)
      .values({
        kind,
        payload,
        dedupeKey: options.dedupeKey ?? null,
        maxAttempts: options.maxAttempts ?? 8,
        runAt: options.runAt ?? this.clock.now(),
      })
      .onConflictDoNothing({ target: jobs.dedupeKey });
  }

  /** Claims and runs every job due now; returns how many ran. Serialised within this process. */
  runDue(): Promise<number> {
    const previous = this.running ?? Promise.resolve(0);
    const next = previous.then(() => this.runBatches());
    this.running = next.catch(() => 0);
    return next;
  }

  private async runBatches(): Promise<number> {
    for (const task of this.recurring) {
      const window = Math.floor(this.clock.now().getTime() / task.everyMs);
      if (window === task.window) continue;
      task.window = window;
      try {
        await task.run();
      } catch (error) {
        this.log.error({ err: error, task: task.name }, 'recurring task failed');
      }
    }
    let total = 0;
    for (;;) {
      const claimed = await this.claim();
      const done = await this.runBatch(claimed);
      // One write for the batch: a crash before it runs its jobs again once their lease ends.
      if (done.length > 0) await this.finish(done);
      total += claimed.length;
      if (claimed.length < BATCH) return total;
    }
  }

  /**
   * Claims up to BATCH due jobs, oldest first, and up to BATCH whose lease ran out (their process
   * died), to be run in the order they were due. Each part reads its index in order and stops at
   * BATCH rows, so a claim costs the same however many jobs are waiting.
   */
  private async claim(): Promise<JobRow[]> {
    const now = this.clock.now().toISOString();
    const lease = new Date(this.clock.now().getTime() + LEASE_SECONDS * 1000).toISOString();
    return this.database.rows<JobRow>(sql`
      with due as (
        select id from jobs where status = 'queued' and run_at <= ${now}
        order by run_at limit ${BATCH} for update skip locked),
      expired as (
        select id from jobs where status = 'running' and locked_until < ${now}
        order by locked_until limit ${BATCH} for update skip locked),
      claimed as (
        update jobs set status = 'running', attempts = attempts + 1, locked_until = ${lease}
        where id in (select id from due union all select id from expired)
        returning id, kind, payload, attempts, max_attempts, run_at)
      select id, kind, payload, attempts, max_attempts from claimed order by run_at`);
  }

  /**
   * Runs a claimed batch, AT_ONCE jobs at a time, starting them in the order they were due. Jobs
   * whose kinds give them one key (JobKind.inOrderOf) run one after another, in that order.
   * Answers the ids of the jobs that succeeded.
   */
  private async runBatch(claimed: JobRow[]): Promise<string[]> {
    const chains = new Map<string, JobRow[]>();
    for (const job of claimed) {
      const key = this.kinds.get(job.kind)?.inOrderOf?.(job.payload) ?? job.id;
      const chain = chains.get(key);
      if (chain) chain.push(job);
      else chains.set(key, [job]);
    }
    const waiting = [...chains.values()];
    const done: string[] = [];
    const worker = async () => {
      for (let chain = waiting.shift(); chain; chain = waiting.shift()) {
        for (const job of chain) if (await this.execute(job)) done.push(job.id);
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, waiting.length) }, worker));
    return done;
  }

  /** Deletes the jobs that succeeded, except those with a dedupe key, which stay `done` to dedupe. */
  private async finish(ids: string[]): Promise<void> {
    const finished = inArray(jobs.id, ids);
    await this.database.db.execute(sql`
      with gone as (delete from ${jobs} where ${finished} and ${isNull(jobs.dedupeKey)})
      update ${jobs} set status = 'done', locked_until = null where ${finished} and ${isNotNull(jobs.dedupeKey)}`);
  }

  /** Deletes the jobs that finished (done or failed) more than KEEP_FINISHED ago: a recurring task, hourly. */
  async purgeFinished(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - KEEP_FINISHED);
    await this.database.db
      .delete(jobs)
      .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.runAt, before)));
  }

  /** Runs one claimed job; true when it succeeded (the caller finishes it), else it is rescheduled. */
  private async execute(job: JobRow): Promise<boolean> {
    const kind = this.kinds.get(job.kind);
    try {
      if (!kind) throw new Error(`no handler for job kind ${job.kind}`);
      await kind.run(job.payload);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= job.max_attempts;
      const retryAt = new Date(this.clock.now().getTime() + Math.min(2 ** job.attempts, 3600) * 1000);
      this.log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: message }, 'job failed');
      await this.database.db.execute(sql`
        update jobs set status = ${failed ? 'failed' : 'queued'}, run_at = ${retryAt.toISOString()},
          locked_until = null, last_error = ${message.slice(0, 2000)}
        where id = ${job.id}`);
      return false;
    }
  }

  start(pollMs = 500): void {
    if (this.timer) return;
    const tick = () => {
      this.runDue()
        .catch((error) => this.log.error({ err: error }, 'job poll failed'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, pollMs);
        });
    };
    this.timer = setTimeout(tick, pollMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
