import { AUTO_ORDER_RUN_LISTED, type AutoOrderRun } from '@lunch/contract';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { autoOrderOutcomes, autoOrderRunEntries, autoOrderRuns, employees, jobs } from '../../db/schema.js';
import { employeeName } from '../../domain/accounts/accounts.repository.js';
import { MINUTE } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { EMAIL_JOB, type MailMessage } from '../../lib/mailer.js';

/**
 * How long a run holds its date without writing progress: each progress write renews it. Shorter
 * than the job queue's lease (2 minutes), so when a process dies mid-run its lease has ended by the
 * time another process claims the job again.
 */
export const RUN_LEASE_MS = MINUTE / 2;

/**
 * What a run did for one employee: the order placed, or why none was; `mail` when the employee is
 * told (recordProgress records the outcome with it, and sends it once per employee and date).
 */
export type RunEntry = { employeeId: string; mail?: MailMessage } & (
  | { orderId: string; dish: string; reason?: undefined }
  | { reason: string; orderId?: undefined; dish?: undefined }
);

/** The lease a run holds on its date (auto_order_runs.run_id): every write of the run is made under it. */
export type RunLease = { date: string; runId: string };

/** The run is no longer the one holding its date (its lease ran out and another run took it). */
export class RunLeaseLost extends Error {}

const iso = (date: Date) => date.toISOString();

/**
 * Marks the date's run queued, unless a run of it holds its lease; whether it did. By hand
 * (`since` absent): any run not going. By the schedule: a date without a run, or whose run finished
 * without having started since `since` (its run time: a run by hand earlier in the day does not
 * stand for the scheduled one).
 */
export async function markQueued(
  ctx: AppContext,
  ex: Executor,
  date: string,
  since?: Date,
): Promise<boolean> {
  const now = ctx.clock.now();
  const rows = await ex
    .insert(autoOrderRuns)
    .values({ deliveryDate: date, status: 'queued', queuedAt: now })
    .onConflictDoUpdate({
      target: autoOrderRuns.deliveryDate,
      set: { status: 'queued', queuedAt: now, error: null },
      setWhere: since
        ? sql`${autoOrderRuns.status} in ('done', 'failed') and ${autoOrderRuns.startedAt} < ${iso(since)}`
        : sql`${autoOrderRuns.status} <> 'running' or ${autoOrderRuns.lockedUntil} <= ${iso(now)}`,
    })
    .returning({ date: autoOrderRuns.deliveryDate });
  return rows.length > 0;
}

/**
 * Starts a run of the date: takes its lease unless another run holds it (running, lease not ended),
 * resets the counts and clears the entries of the run before. Null when another run holds it.
 */
export async function startRun(ctx: AppContext, date: string): Promise<RunLease | null> {
  const now = iso(ctx.clock.now());
  const until = iso(new Date(ctx.clock.now().getTime() + RUN_LEASE_MS));
  const runId = uuidv7();
  const [row] = await ctx.database.rows<{ started: number }>(sql`
    with started as (
      insert into ${autoOrderRuns} (delivery_date, status, queued_at, started_at, run_id, locked_until)
      values (${date}, 'running', ${now}, ${now}, ${runId}, ${until})
      on conflict (delivery_date) do update set status = 'running',
        queued_at = case when auto_order_runs.status = 'queued' then auto_order_runs.queued_at else excluded.queued_at end,
        started_at = excluded.started_at, finished_at = null, error = null, total = 0, placed = 0, skipped = 0,
        run_id = excluded.run_id, locked_until = excluded.locked_until
      where auto_order_runs.status <> 'running' or auto_order_runs.locked_until is null
        or auto_order_runs.locked_until <= ${now}
      returning delivery_date),
    cleared as (
      delete from ${autoOrderRunEntries} where delivery_date in (select delivery_date from started))
    select count(*)::int as started from started`);
  return row && Number(row.started) > 0 ? { date, runId } : null;
}

/**
 * Writes a part of the run's progress in one statement, under the run's lease (renewed): the
 * entries (an employee's entry replaces the one of a run before), the counts and the total, and for
 * each entry with an email its outcome (auto_order_outcomes) and the email's job, written together
 * (as checkout queues its receipt), so each employee is told once per date whatever the number of
 * runs: an order placed replaces a reason recorded before, a reason is recorded only for a date
 * without an outcome, and the email goes only with an outcome recorded. Throws RunLeaseLost when the
 * run no longer holds its date (nothing is written then).
 */
export async function recordProgress(ctx: AppContext, lease: RunLease, total: number, entries: RunEntry[]) {
  const placed = entries.filter((entry) => entry.orderId).length;
  const now = iso(ctx.clock.now());
  const until = iso(new Date(ctx.clock.now().getTime() + RUN_LEASE_MS));
  const rows = JSON.stringify(
    entries.map((entry) => ({
      employee_id: entry.employeeId,
      order_id: entry.orderId ?? null,
      dish: entry.dish ?? null,
      reason: entry.reason ?? null,
      job_id: entry.mail ? uuidv7() : null,
      mail: entry.mail ?? null,
    })),
  );
  const [row] = await ctx.database.rows<{ mine: number }>(sql`
    with mine as (
      update ${autoOrderRuns} set total = ${total}, placed = placed + ${placed},
        skipped = skipped + ${entries.length - placed}, locked_until = ${until}
      where delivery_date = ${lease.date} and run_id = ${lease.runId} and status = 'running'
      returning delivery_date),
    entry as (
      select mine.delivery_date, e.*
      from mine, jsonb_to_recordset(${rows}::jsonb)
        as e(employee_id uuid, order_id uuid, dish text, reason text, job_id uuid, mail jsonb)),
    written as (
      insert into ${autoOrderRunEntries} (delivery_date, employee_id, order_id, dish, reason)
      select delivery_date, employee_id, order_id, dish, reason from entry
      on conflict (delivery_date, employee_id) do update
        set order_id = excluded.order_id, dish = excluded.dish, reason = excluded.reason),
    told as (
      insert into ${autoOrderOutcomes} (employee_id, delivery_date, order_id, reason, created_at)
      select employee_id, delivery_date, order_id, reason, ${now}::timestamptz from entry where mail is not null
      on conflict (employee_id, delivery_date) do update set order_id = excluded.order_id, reason = null
        where excluded.order_id is not null and ${autoOrderOutcomes.orderId} is null
      returning employee_id),
    mails as (
      insert into ${jobs} (id, kind, payload, run_at)
      select entry.job_id, ${EMAIL_JOB}::text, entry.mail, ${now}::timestamptz
      from entry join told using (employee_id))
    select count(*)::int as mine from mine`);
  if (!row || Number(row.mine) === 0)
    throw new RunLeaseLost(`The auto-order run of ${lease.date} lost its lease`);
}

/** Ends the run: done, or failed with why; the lease is given back. */
export async function endRun(ctx: AppContext, lease: RunLease, failure?: unknown) {
  await ctx.db
    .update(autoOrderRuns)
    .set({
      status: failure === undefined ? 'done' : 'failed',
      finishedAt: ctx.clock.now(),
      error: failure === undefined ? null : String(failure instanceof Error ? failure.message : failure),
      runId: null,
      lockedUntil: null,
    })
    .where(and(eq(autoOrderRuns.deliveryDate, lease.date), eq(autoOrderRuns.runId, lease.runId)));
}

/** The employees of the date's latest run, placed or skipped, the first AUTO_ORDER_RUN_LISTED by name. */
const listed = (ctx: AppContext, date: string, placed: boolean) =>
  ctx.db
    .select({
      employee_id: autoOrderRunEntries.employeeId,
      employee_name: employeeName,
      order_id: autoOrderRunEntries.orderId,
      dish: autoOrderRunEntries.dish,
      reason: autoOrderRunEntries.reason,
    })
    .from(autoOrderRunEntries)
    .innerJoin(employees, eq(employees.accountId, autoOrderRunEntries.employeeId))
    .where(
      and(
        eq(autoOrderRunEntries.deliveryDate, date),
        placed ? isNotNull(autoOrderRunEntries.orderId) : isNull(autoOrderRunEntries.orderId),
      ),
    )
    .orderBy(asc(employeeName), asc(autoOrderRunEntries.employeeId))
    .limit(AUTO_ORDER_RUN_LISTED);

/** The date's latest run as the API answers it (GET /admin/auto-orders/runs/:date); 404 without one. */
export async function runState(ctx: AppContext, date: string): Promise<AutoOrderRun> {
  const [run] = await ctx.db.select().from(autoOrderRuns).where(eq(autoOrderRuns.deliveryDate, date));
  if (!run) throw notFound('No auto-order run for this date');
  const [placed, skipped] = await Promise.all([listed(ctx, date, true), listed(ctx, date, false)]);
  return {
    date: run.deliveryDate,
    status: run.status,
    total: run.total,
    placed: run.placed,
    skipped: run.skipped,
    queued_at: iso(run.queuedAt),
    started_at: run.startedAt && iso(run.startedAt),
    finished_at: run.finishedAt && iso(run.finishedAt),
    error: run.error,
    placed_employees: placed.map((row) => ({
      employee_id: row.employee_id,
      employee_name: row.employee_name,
      order_id: row.order_id!,
      dish: row.dish ?? '',
    })),
    skipped_employees: skipped.map((row) => ({
      employee_id: row.employee_id,
      employee_name: row.employee_name,
      reason: row.reason ?? '',
    })),
  };
}
