import { and, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { type Clock, DAY, MINUTE } from './clock.js';

/**
 * Runs a job. A job whose effect is a row of our own database (the demo outbox's email) returns the
 * statement that writes it instead of running it: the queue runs it in the statement that finishes
 * the job, so the effect and the completion commit together, exactly once.
 */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void> | Promise<SQL | undefined>;
/**
 * A job kind: what runs a job, and optionally the key of the jobs that must run one after another,
 * in the order they were due, whatever their kind (e.g. the emails to one recipient: mailer.ts).
 */
export type JobKind = { run: JobHandler; inOrderOf?: (payload: Record<string, unknown>) => string };
type JobRow = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** The claim's number: the writes that end a run match it, so a run whose lease was lost writes nothing. */
  attempts: number;
  max_attempts: number;
};

export type EnqueueOptions = {
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
  /**
   * With a dedupe key: queue it again, due at `runAt`, also when its job is done or failed (a run
   * asked for by hand); one still queued or running is left as it is.
   */
  again?: boolean;
};
export type JobQueueOptions = {
  /** How long a claim holds a job; renewed every third of it while the job is held. */
  leaseMs?: number;
};

const LEASE_MS = 2 * MINUTE;
/** Jobs claimed in one query, then started as slots come free. */
const BATCH = 20;
/** Jobs run at most this many at once (as many as the pooled SMTP transport's connections). */
const AT_ONCE = 5;
/**
 * How long a finished job with a dedupe key is kept: longer than any key is enqueued again (a
 * month's statement is queued during the month after it), so it still dedupes while it matters.
 */
const KEEP_FINISHED = 45 * DAY;
/** A failed job queued again under its dedupe key waits at least this long after its failure. */
export const REQUEUE_AFTER_FAILURE = 15 * MINUTE;

/**
 * What went wrong, from the innermost cause (a driver's error wraps its query and parameters,
 * which may hold an email's text: neither belongs in `last_error`, which the platform admin reads).
 */
function rootCause(error: unknown): string {
  let cause = error;
  for (let depth = 0; depth < 5 && cause instanceof Error && cause.cause !== undefined; depth++)
    cause = cause.cause;
  return cause instanceof Error ? cause.message : String(cause);
}

type Recurring = { name: string; everyMs: number; run: () => Promise<void>; window?: number; busy?: boolean };

/**
 * A durable job queue in the database (decisions 001, 004 and 009). Jobs are enqueued inside the
 * caller's transaction and claimed with FOR UPDATE SKIP LOCKED (safe with several server processes).
 *
 * - Each job is finished as soon as it succeeded (finish), so a crash runs again only the jobs that
 *   were running, never one already done.
 * - A claim holds a job for a lease, renewed while this process holds it: however long a job runs,
 *   no other process claims it; a process that died loses its jobs to the others once the lease ends.
 * - AT_ONCE slots take claimed jobs in the order they were due; a slow job holds its slot only, and
 *   jobs of one key (JobKind.inOrderOf) run one after another. Recurring tasks run beside the jobs.
 * - A failed attempt is retried with exponential backoff; after its last one the job stays `failed`
 *   until enqueued again under its dedupe key or queued again by the platform admin (requeueFailed).
 *
 * A job that succeeded is deleted, payload and all, unless it has a dedupe key: then it stays `done`
 * for KEEP_FINISHED, as does a job that failed its last attempt (purgeFinished).
 */
export class JobQueue {
  private readonly kinds = new Map<string, JobKind>();
  private readonly recurring: Recurring[] = [];
  private readonly leaseMs: number;
  /** Claimed and not yet started, in the order they were due. */
  private readonly claimed: JobRow[] = [];
  /** Every job this process holds (claimed, running, or succeeded with its finishing write owed): renewed. */
  private readonly held = new Map<string, JobRow>();
  /** Jobs that succeeded whose finishing write failed: written again before each renewal. */
  private readonly unfinished = new Map<string, JobRow>();
  /** Jobs that succeeded, waiting for the next finishing write (finish). */
  private readonly toFinish: Array<{ job: JobRow; resolve: () => void; reject: (error: unknown) => void }> =
    [];
  private finishing = false;
  /** Key → the jobs of that key waiting behind the one running. */
  private readonly chains = new Map<string, JobRow[]>();
  private readonly slots = new Set<Promise<void>>();
  private claiming: Promise<number> | undefined;
  /**
   * Whether to claim again once the claimed jobs are taken: after a full claim, or on a new poll.
   * After a partial one the slots end and the next poll claims, so that under a steady trickle a
   * claim takes what came due in half a second rather than one job at a time.
   */
  private moreDue = false;
  private ran = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Set by stop(): the slots run what is claimed and claim no more. */
  private stopping = false;
  private renewer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    options: JobQueueOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? LEASE_MS;
  }

  register(name: string, kind: JobKind): void {
    this.kinds.set(name, kind);
  }

  /**
   * Work run on the first poll of each `everyMs` window of the clock (e.g. queueing the reminders due
   * this minute), beside the jobs; a run still going when the next window starts makes it skip that
   * window. Each process runs it; the task must be idempotent.
   */
  every(name: string, everyMs: number, run: () => Promise<void>): void {
    this.recurring.push({ name, everyMs, run });
  }

  /**
   * Queues a job in `executor`'s transaction. A job with a dedupe key already queued, running or done
   * is not queued again; one that failed its last attempt is queued again from its first attempt, at
   * least REQUEUE_AFTER_FAILURE after it failed (`again`: a done or failed one, at `runAt`).
   */
  async enqueue(
    executor: Executor,
    kind: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
  ): Promise<void> {
    const insert = executor.insert(jobs).values({
      kind,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      maxAttempts: options.maxAttempts ?? 8,
      runAt: options.runAt ?? this.clock.now(),
    });
    if (!options.dedupeKey) return void (await insert);
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    await insert.onConflictDoUpdate({
      target: jobs.dedupeKey,
      set: {
        kind: excluded('kind'),
        payload: excluded('payload'),
        maxAttempts: excluded('max_attempts'),
        status: 'queued',
        attempts: 0,
        runAt: options.again
          ? excluded('run_at')
          : sql`greatest(${excluded('run_at')}, ${jobs.finishedAt} + ${`${REQUEUE_AFTER_FAILURE} milliseconds`}::interval)`,
        finishedAt: null,
      },
      setWhere: options.again ? sql`${jobs.status} in ('done', 'failed')` : sql`${jobs.status} = 'failed'`,
    });
  }

  /** Queues a failed job again from its first attempt, now (the platform admin's queue view). */
  async requeueFailed(id: string): Promise<'queued' | 'not-failed' | 'missing'> {
    const [row] = await this.database.rows<{ status: string; requeued: boolean }>(sql`
      with requeued as (
        update ${jobs} set status = 'queued', attempts = 0, run_at = ${this.clock.now().toISOString()},
          locked_until = null, finished_at = null
        where id = ${id} and status = 'failed' returning id)
      select status, exists (select 1 from requeued) as requeued from ${jobs} where id = ${id}`);
    if (!row) return 'missing';
    return row.requeued ? 'queued' : 'not-failed';
  }

  /**
   * Runs the recurring tasks of windows begun since their last run, then every job due now, and
   * resolves once this process has no job left to run; how many jobs ran.
   */
  async runDue(): Promise<number> {
    const before = this.ran;
    this.stopping = false;
    await this.runRecurring();
    this.fillSlots();
    while (this.slots.size > 0) await Promise.all(this.slots);
    return this.ran - before;
  }

  /** Deletes the jobs that finished (done or failed) more than KEEP_FINISHED ago: a recurring task, hourly. */
  async purgeFinished(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - KEEP_FINISHED);
    await this.database.db
      .delete(jobs)
      .where(
        and(
          inArray(jobs.status, ['done', 'failed']),
          or(lt(jobs.finishedAt, before), and(isNull(jobs.finishedAt), lt(jobs.runAt, before))),
        ),
      );
  }

  /** Polls every `pollMs`: recurring tasks and free slots; the jobs run beside the polling. */
  start(pollMs = 500): void {
    if (this.timer) return;
    this.stopping = false;
    const tick = () => {
      void this.runRecurring();
      this.fillSlots();
      this.timer = setTimeout(tick, pollMs);
    };
    this.timer = setTimeout(tick, pollMs);
  }

  /** Stops polling and waits for the jobs this process runs, and the recurring tasks, to end. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.stopping = true;
    while (this.slots.size > 0 || this.recurring.some((task) => task.busy)) {
      await Promise.all(this.slots);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await this.finishOwed();
    clearInterval(this.renewer);
    this.renewer = undefined;
  }

  private async runRecurring(): Promise<void> {
    const due = this.recurring.filter((task) => {
      const window = Math.floor(this.clock.now().getTime() / task.everyMs);
      if (task.busy || window === task.window) return false;
      task.window = window;
      return true;
    });
    for (const task of due) {
      task.busy = true;
      try {
        await task.run();
      } catch (error) {
        this.log.error({ err: error, task: task.name }, 'recurring task failed');
      } finally {
        task.busy = false;
      }
    }
  }

  /** Starts a slot for each one free: it runs jobs while there are any due, then ends. */
  private fillSlots() {
    this.moreDue = true;
    while (this.slots.size < AT_ONCE) {
      const slot: Promise<void> = this.runSlot()
        .catch((error) => this.log.error({ err: error }, 'job slot failed'))
        .finally(() => this.slots.delete(slot));
      this.slots.add(slot);
    }
  }

  private async runSlot(): Promise<void> {
    for (;;) {
      const job = this.claimed.shift();
      if (!job) {
        if (this.stopping || !this.moreDue || (await this.claimMore()) === 0) return;
        continue;
      }
      const key = this.kinds.get(job.kind)?.inOrderOf?.(job.payload) ?? job.id;
      const waiting = this.chains.get(key);
      // Another slot runs this key's jobs: this one goes after them.
      if (waiting) {
        waiting.push(job);
        continue;
      }
      this.chains.set(key, []);
      try {
        for (let next: JobRow | undefined = job; next; next = this.chains.get(key)?.shift()) {
          await this.execute(next);
        }
      } finally {
        this.chains.delete(key);
      }
    }
  }

  /** Claims the next batch (one query for the slots waiting together); how many were claimed. */
  private claimMore(): Promise<number> {
    this.claiming ??= this.claim()
      .then((rows) => {
        this.moreDue = rows.length === BATCH;
        for (const row of rows) this.hold(row);
        this.claimed.push(...rows);
        return rows.length;
      })
      .catch((error) => {
        this.log.error({ err: error }, 'job claim failed');
        return 0;
      })
      .finally(() => {
        this.claiming = undefined;
      });
    return this.claiming;
  }

  /**
   * Claims up to BATCH due jobs, oldest first, and up to BATCH whose lease ran out (their process
   * died), to be run in the order they were due. Each part reads its index in order and stops at
   * BATCH rows, so a claim costs the same however many jobs are waiting.
   */
  private claim(): Promise<JobRow[]> {
    const now = this.clock.now().toISOString();
    return this.database.rows<JobRow>(sql`
      with due as (
        select id from jobs where status = 'queued' and run_at <= ${now}
        order by run_at limit ${BATCH} for update skip locked),
      expired as (
        select id from jobs where status = 'running' and locked_until < ${now}
        order by locked_until limit ${BATCH} for update skip locked),
      claimed as (
        update jobs set status = 'running', attempts = attempts + 1, locked_until = ${this.leaseEnd()}
        where id in (select id from due union all select id from expired)
        returning id, kind, payload, attempts, max_attempts, run_at)
      select id, kind, payload, attempts, max_attempts from claimed order by run_at`);
  }

  /** Runs one claimed job, then finishes it (success) or reschedules it (failure) before its slot goes on. */
  private async execute(job: JobRow): Promise<void> {
    const kind = this.kinds.get(job.kind);
    let failure: unknown;
    let effect: SQL | undefined;
    try {
      if (!kind) throw new Error(`no handler for job kind ${job.kind}`);
      effect = (await kind.run(job.payload)) ?? undefined;
    } catch (error) {
      failure = error;
    }
    this.ran++;
    try {
      if (effect) {
        // An effect that did not commit did not happen: a failed attempt, like a handler's error.
        failure ??= await this.finishAll([job], effect).then(
          () => undefined,
          (error: unknown) => error,
        );
      }
      if (failure !== undefined) await this.reschedule(job, failure);
      else if (!effect) await this.finish(job);
      this.held.delete(job.id);
    } catch (error) {
      this.log.error({ err: error, jobId: job.id }, 'job ran, and its outcome could not be written yet');
      // Still held (its lease renewed): the finishing write is tried again until it lands. A failure
      // not written is retried when the lease ends.
      if (failure === undefined) this.unfinished.set(job.id, job);
      else this.held.delete(job.id);
    }
  }

  /** The rows of `claims`, while still claimed by them (status and attempt number unchanged). */
  private ours(claims: JobRow[]) {
    const pairs = sql.join(
      claims.map((job) => sql`(${job.id}::uuid, ${job.attempts}::int)`),
      sql`, `,
    );
    return sql`(id, attempts) in (${pairs}) and status = 'running'`;
  }

  /**
   * Finishes a job that succeeded, at once: in the next write, which goes as soon as the one in
   * flight (if any) has landed, with every job that succeeded meanwhile (under load, one write
   * finishes several jobs; never does a job wait for another one's work).
   */
  private finish(job: JobRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.toFinish.push({ job, resolve, reject });
      if (!this.finishing) void this.writeFinishes();
    });
  }

  private async writeFinishes(): Promise<void> {
    this.finishing = true;
    while (this.toFinish.length > 0) {
      const batch = this.toFinish.splice(0);
      try {
        await this.finishAll(batch.map(({ job }) => job));
        for (const { resolve } of batch) resolve();
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    this.finishing = false;
  }

  /**
   * Deletes jobs that succeeded, except those with a dedupe key, which stay `done` to dedupe; with
   * `effect` (JobHandler) in the same statement.
   */
  private async finishAll(claims: JobRow[], effect?: SQL): Promise<void> {
    const now = this.clock.now().toISOString();
    await this.database.db.execute(sql`
      with ${effect ? sql`effect as (${effect}), ` : sql``}gone as (delete from ${jobs} where ${this.ours(claims)} and dedupe_key is null)
      update ${jobs} set status = 'done', locked_until = null, finished_at = ${now}
      where ${this.ours(claims)} and dedupe_key is not null`);
  }

  private async reschedule(job: JobRow, error: unknown): Promise<void> {
    const message = rootCause(error);
    const failed = job.attempts >= job.max_attempts;
    const now = this.clock.now();
    const retryAt = new Date(now.getTime() + Math.min(2 ** job.attempts, 3600) * 1000);
    this.log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: message }, 'job failed');
    await this.database.db.execute(sql`
      update jobs set status = ${failed ? 'failed' : 'queued'}, run_at = ${failed ? now.toISOString() : retryAt.toISOString()},
        locked_until = null, last_error = ${message.slice(0, 2000)},
        finished_at = ${failed ? now.toISOString() : null}
      where ${this.ours([job])}`);
  }

  private leaseEnd(): string {
    return new Date(this.clock.now().getTime() + this.leaseMs).toISOString();
  }

  private hold(job: JobRow) {
    this.held.set(job.id, job);
    this.renewer ??= setInterval(() => void this.renew(), this.leaseMs / 3);
    this.renewer.unref();
  }

  /** Writes the finishes owed, then extends the lease of every job still held. */
  private async renew(): Promise<void> {
    await this.finishOwed();
    if (this.held.size === 0) {
      clearInterval(this.renewer);
      this.renewer = undefined;
      return;
    }
    const ids = [...this.held.keys()];
    await this.database.db
      .execute(sql`
        update ${jobs} set locked_until = ${this.leaseEnd()}
        where ${inArray(jobs.id, ids)} and status = 'running'`)
      .catch((error) => this.log.error({ err: error }, 'job lease renewal failed'));
  }

  private async finishOwed(): Promise<void> {
    for (const job of this.unfinished.values()) {
      try {
        await this.finish(job);
        this.unfinished.delete(job.id);
        this.held.delete(job.id);
      } catch (error) {
        this.log.error({ err: error, jobId: job.id }, 'finishing a job failed again');
        return;
      }
    }
  }
}
