import type { AppContext } from '../../context.js';
import { addDaysTo } from '../../domain/delivery/calendar.js';
import { cutoffAt } from '../../domain/delivery/delivery-rules.js';
import { type PlatformRules, platformRules } from '../../domain/delivery/platform-settings.js';
import { dayKey, MINUTE } from '../../lib/clock.js';
import { markQueued } from './auto-order.progress.js';

export const AUTO_ORDER_JOB = 'auto-order.run';
/** Auto-ordering for a date runs this long before its cut-off, so employees can still change or cancel. */
export const AUTO_ORDER_LEAD_MS = 30 * MINUTE;

/** When auto-ordering runs for a delivery date. */
export const autoOrderRunAt = (date: string, platform: PlatformRules) =>
  new Date(cutoffAt(date, platform).getTime() - AUTO_ORDER_LEAD_MS);

/**
 * The recurring task (once a minute): between the run time and the cut-off of a date the run is
 * queued with the dedupe key `auto-orders:<date>`, so once per date even with several server
 * processes (and a run repeated by hand places nothing twice anyway).
 * Queues the run of each date (today and tomorrow, platform time zone) whose run time has come and cut-off not passed. */
export async function queueDueAutoOrders(ctx: AppContext): Promise<string[]> {
  const now = ctx.clock.now();
  const platform = await platformRules(ctx.db);
  const today = dayKey(now, platform.timeZone);
  const due = [today, addDaysTo(today, 1)].filter(
    (date) => now >= autoOrderRunAt(date, platform) && now < cutoffAt(date, platform),
  );
  for (const date of due) await queueAutoOrders(ctx, date, autoOrderRunAt(date, platform));
  return due;
}

/**
 * Queues the run of a date: the job `auto-order.run` under the dedupe key `auto-orders:<date>`
 * (one job per date, whichever process queues it; the job queue runs it in one of its slots), and
 * the run's state `queued` (auto_order_runs), in one transaction. By hand ("run now", no `since`):
 * a run of the date that finished is queued again, one queued or running is left as it is. By the
 * schedule: once, unless the date's run finished before `since`, its run time (markQueued).
 */
export async function queueAutoOrders(ctx: AppContext, date: string, since?: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const again = (await markQueued(ctx, tx, date, since)) || !since;
    await ctx.jobs.enqueue(
      tx,
      AUTO_ORDER_JOB,
      { date },
      { dedupeKey: `auto-orders:${date}`, maxAttempts: 3, again },
    );
  });
}
