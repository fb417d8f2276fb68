import type { AppContext } from '../../context.js';
import { HOUR } from '../../lib/clock.js';
import { EMAIL_JOB, inRecipientOrder, type MailMessage } from '../../lib/mailer.js';
import { purgeFinishedRateLimitWindows } from '../../lib/rate-limit-store.js';
import type { ModuleManifest } from '../manifest.js';
import { healthRoutes } from './health.routes.js';
import { jobQueueRoutes } from './job-queue.routes.js';
import { metricsRoutes } from './metrics.routes.js';

/**
 * What every module leans on: the health checks, the metrics (`/metrics`, at the root), the admin's
 * view of the job queue, sending queued email, tidying request-limit counters and finished jobs.
 */
export function platformModule(ctx: AppContext): ModuleManifest {
  return {
    name: 'platform',
    api: [healthRoutes(ctx), jobQueueRoutes(ctx)],
    root: [metricsRoutes(ctx)],
    jobs: {
      [EMAIL_JOB]: { run: (payload) => ctx.mailer.send(payload as MailMessage), inOrderOf: inRecipientOrder },
    },
    recurring: [
      { name: 'rate-limits.purge', everyMs: HOUR, run: () => purgeFinishedRateLimitWindows(ctx) },
      { name: 'jobs.purge', everyMs: HOUR, run: () => ctx.jobs.purgeFinished() },
    ],
  };
}
