import { ticketsEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { platformRules } from '../../domain/delivery/platform-settings.js';
import { signedIn } from '../../lib/auth-guard.js';
import { dayKey } from '../../lib/clock.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { acceptOrder, declineOrder, markSlotReady, ticketBoard } from './tickets.service.js';

/**
 * A restaurant's ticket board (`ticketsEndpoints`: roles, schemas and OpenAPI text are the
 * table's). Every route reads and changes only the signed-in restaurant's own orders.
 */
export function ticketsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, ticketsEndpoints, {
      'GET /restaurant/tickets': async (request) => {
        const date = request.query.date ?? dayKey(ctx.clock.now(), (await platformRules(ctx.db)).timeZone);
        return ok(await ticketBoard(ctx, signedIn(request).id, date));
      },

      'POST /restaurant/orders/:id/accept': async (request) =>
        ok(await acceptOrder(ctx, signedIn(request).id, request.params.id), 'Order accepted'),

      'POST /restaurant/orders/:id/decline': async (request) =>
        ok(
          await declineOrder(ctx, signedIn(request).id, request.params.id, request.body.reason),
          'Order declined',
        ),

      'POST /restaurant/tickets/ready': async (request) => {
        const result = await markSlotReady(ctx, signedIn(request).id, request.body);
        return ok(result, `${result.ready} ${result.ready === 1 ? 'order' : 'orders'} ready for pickup`);
      },
    });
  };
}
