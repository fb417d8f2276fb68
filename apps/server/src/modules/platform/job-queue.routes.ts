import { JobIdParamsSchema, JobQueueOverviewSchema, JobQueueQuerySchema, JobSchema } from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { jobQueueOverview, retryJob } from './job-queue.service.js';

/** The platform admin's view of the job queue (`/api/admin/jobs`), and queueing a failed job again. */
export function jobQueueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = requireAccount(ctx, 'admin');

    app.get(
      '/admin/jobs',
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          description:
            'Admin: how many jobs are waiting (queued, due now), scheduled (queued, due later), running and failed, and a page of the failed jobs, newest failure first. Never the payload.',
          querystring: JobQueueQuerySchema,
          response: answer(JobQueueOverviewSchema),
        },
      },
      async (request) => ok(await jobQueueOverview(ctx, request.query)),
    );

    app.post(
      '/admin/jobs/:id/retry',
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          description:
            'Admin: queues a failed job again from its first attempt, due now. 404 for an unknown job; 409 when the job has not failed.',
          params: JobIdParamsSchema,
          response: answer(JobSchema),
        },
      },
      async (request) => ok(await retryJob(ctx, request.params.id), 'Job queued again'),
    );
  };
}
