import { ridersEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { platformRules } from '../../domain/delivery/platform-settings.js';
import { signedIn } from '../../lib/auth-guard.js';
import { dayKey } from '../../lib/clock.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { assignOrders, autoDispatch, dispatchBoard, dispatchOrders } from './dispatch.service.js';
import { failDelivery, handOver, pickUp, riderRun } from './rider-run.service.js';
import { inviteRider, listRiders, updateRider } from './riders.service.js';

/** The day asked, else today in the platform's time zone. */
async function dayOr(ctx: AppContext, date: string | undefined): Promise<string> {
  return date ?? dayKey(ctx.clock.now(), (await platformRules(ctx.db)).timeZone);
}

/**
 * Riders, dispatch and the rider's run (`ridersEndpoints`: roles, schemas and OpenAPI text are the
 * table's). A rider's routes read only the orders assigned to the rider signed in.
 */
export function ridersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, ridersEndpoints, {
      'GET /admin/riders': async () => ok(await listRiders(ctx)),

      'POST /admin/riders': async (request, reply) => {
        reply.code(201);
        return ok(await inviteRider(ctx, request.body), 'Rider invited');
      },

      'PATCH /admin/riders/:id': async (request) =>
        ok(await updateRider(ctx, request.params.id, request.body), 'Rider saved'),

      'GET /admin/dispatch': async (request) =>
        ok(await dispatchBoard(ctx, await dayOr(ctx, request.query.date))),

      'GET /admin/dispatch/orders': async (request) => ok(await dispatchOrders(ctx, request.query)),

      'PATCH /admin/dispatch': async (request) => {
        const result = await assignOrders(ctx, request.body);
        return ok(result, `${result.assigned} ${result.assigned === 1 ? 'order' : 'orders'} assigned`);
      },

      'POST /admin/dispatch/auto': async (request) => {
        const result = await autoDispatch(ctx, request.body.date);
        return ok(result, `${result.assigned} assigned, ${result.unassigned} left unassigned`);
      },

      'GET /rider/runs': async (request) =>
        ok(await riderRun(ctx, signedIn(request).id, await dayOr(ctx, request.query.date))),

      'POST /rider/orders/:id/picked-up': async (request) =>
        ok(await pickUp(ctx, signedIn(request).id, request.params.id), 'Picked up'),

      'POST /rider/orders/:id/delivered': async (request) =>
        ok(await handOver(ctx, signedIn(request).id, request.params.id, request.body.code), 'Delivered'),

      'POST /rider/orders/:id/failed': async (request) =>
        ok(
          await failDelivery(ctx, signedIn(request).id, request.params.id, request.body.reason),
          'Delivery failure recorded',
        ),
    });
  };
}
