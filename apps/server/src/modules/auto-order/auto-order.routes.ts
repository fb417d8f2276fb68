import { autoOrderEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { runAutoOrders } from './auto-order.run.js';
import { autoOrderSettingsOf, saveAutoOrderSettings } from './auto-order.settings.js';

/**
 * Auto-ordering: the employee's settings and the admin's run by hand (`autoOrderEndpoints`: roles,
 * schemas and OpenAPI text, with the rules it orders by, are the table's).
 */
export function autoOrderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, autoOrderEndpoints, {
      'GET /auto-order': async (request) => ok(await autoOrderSettingsOf(ctx, signedIn(request).id)),

      'PUT /auto-order': async (request) =>
        ok(await saveAutoOrderSettings(ctx, signedIn(request).id, request.body), 'Auto-order saved'),

      'POST /admin/auto-orders/run': async (request) => {
        const result = await runAutoOrders(ctx, request.body.date);
        return ok(result, `${result.placed.length} placed, ${result.skipped.length} skipped`);
      },
    });
  };
}
