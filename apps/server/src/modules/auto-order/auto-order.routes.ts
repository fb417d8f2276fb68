import { autoOrderEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { runState } from './auto-order.progress.js';
import { queueAutoOrders } from './auto-order.schedule.js';
import { autoOrderSettingsOf, saveAutoOrderSettings } from './auto-order.settings.js';

/**
 * Auto-ordering: the employee's settings, the admin's run by hand (queued: answered at once) and
 * its progress (`autoOrderEndpoints`: roles, schemas and OpenAPI text, with the rules it orders by,
 * are the table's).
 */
export function autoOrderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, autoOrderEndpoints, {
      'GET /auto-order': async (request) => ok(await autoOrderSettingsOf(ctx, signedIn(request).id)),

      'PUT /auto-order': async (request) =>
        ok(await saveAutoOrderSettings(ctx, signedIn(request).id, request.body), 'Auto-order saved'),

      'POST /admin/auto-orders/run': async (request, reply) => {
        await queueAutoOrders(ctx, request.body.date);
        const run = await runState(ctx, request.body.date);
        const message = run.status === 'running' ? 'Auto-order run already running' : 'Auto-order run queued';
        return reply.code(202).send(ok(run, message));
      },

      'GET /admin/auto-orders/runs/:date': async (request) => {
        const run = await runState(ctx, request.params.date);
        return ok(run, `${run.status}: ${run.placed} placed, ${run.skipped} skipped of ${run.total}`);
      },
    });
  };
}
