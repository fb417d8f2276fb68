import { jobQueueEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { jobQueueOverview, retryJob } from './job-queue.service.js';

/**
 * The platform admin's view of the job queue (`/api/admin/jobs`), and queueing a failed job again
 * (`jobQueueEndpoints`: roles, schemas and OpenAPI text are the table's).
 */
export function jobQueueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, jobQueueEndpoints, {
      'GET /admin/jobs': async (request) => ok(await jobQueueOverview(ctx, request.query)),

      'POST /admin/jobs/:id/retry': async (request) =>
        ok(await retryJob(ctx, request.params.id), 'Job queued again'),
    });
  };
}
