import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import type { JobKind } from '../lib/jobs.js';

export type RoutePlugin = FastifyPluginAsync | FastifyPluginAsyncZod;

/** Work the job poller runs at most once per `everyMs` window (e.g. queueing reminders). */
export type RecurringTask = { name: string; everyMs: number; run: () => Promise<void> };

/**
 * What one domain module brings to the server, in one place: its routes, the handlers of the job
 * kinds it owns and its recurring tasks. Building a manifest starts nothing: `registerModules` mounts
 * the routes and hands jobs and tasks to the queue, which runs them once `jobs.start()` is called.
 */
export type ModuleManifest = {
  name: string;
  /** Route plugins mounted under `/api`. */
  api?: RoutePlugin[];
  /** Route plugins mounted at the root (pages and files outside the API). */
  root?: RoutePlugin[];
  /** Job kind → how it runs. A kind belongs to exactly one module. */
  jobs?: Record<string, JobKind>;
  recurring?: RecurringTask[];
};

export type Module = (ctx: AppContext) => ModuleManifest;
