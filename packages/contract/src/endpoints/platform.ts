import { LivenessSchema, LiveSchema, ReadinessSchema } from '../health.js';
import { JobIdParamsSchema, JobQueueOverviewSchema, JobQueueQuerySchema, JobSchema } from '../jobs.js';
import { defineEndpoints } from './endpoint.js';

/** The health checks, public, for load balancers (server: modules/platform, health.routes.ts). */
export const healthEndpoints = defineEndpoints({
  'GET /health': {
    roles: 'public',
    tags: ['platform'],
    description: 'Whether the database answers: 200, or 503 with `db: "down"`.',
    response: LivenessSchema,
    alsoAnswers: [503],
  },
  'GET /health/live': {
    roles: 'public',
    tags: ['platform'],
    description:
      'Whether the process is up (for a container’s liveness probe): always 200 while it answers, without asking the database.',
    response: LiveSchema,
  },
  'GET /health/ready': {
    roles: 'public',
    tags: ['platform'],
    description:
      'Whether this process can serve: 503 when the database does not answer or a migration this build knows is not applied (`migrations: "pending"`). `session_notices` says ' +
      'whether it hears the database’s change notices ("reconnecting" while that connection is lost ' +
      'or stalled: sessions are then looked up in the database on every request, and it reconnects ' +
      'by itself within seconds).',
    response: ReadinessSchema,
    alsoAnswers: [503],
  },
});

/** The platform admin's view of the job queue (server: modules/platform, job-queue.routes.ts). */
export const jobQueueEndpoints = defineEndpoints({
  'GET /admin/jobs': {
    roles: ['admin'],
    tags: ['admin'],
    description:
      'Admin: how many jobs are waiting (queued, due now), scheduled (queued, due later), running and failed, and a page of the failed jobs, newest failure first. Never the payload.',
    query: JobQueueQuerySchema,
    response: JobQueueOverviewSchema,
  },
  'POST /admin/jobs/:id/retry': {
    roles: ['admin'],
    tags: ['admin'],
    description:
      'Admin: queues a failed job again from its first attempt, due now. 404 for an unknown job; 409 when the job has not failed.',
    params: JobIdParamsSchema,
    response: JobSchema,
  },
});

/** The platform module's endpoints: the health checks and the job queue. */
export const platformEndpoints = { ...healthEndpoints, ...jobQueueEndpoints };
