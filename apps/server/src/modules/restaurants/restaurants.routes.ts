import { restaurantsEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import {
  createRestaurant,
  listRestaurants,
  ownRestaurant,
  restaurantCards,
  updateHours,
  updateRestaurant,
} from './restaurants.service.js';

/**
 * Restaurant partners (`restaurantsEndpoints`: roles, schemas and OpenAPI text are the table's).
 * A restaurant's own routes read only the restaurant of the account signed in.
 */
export function restaurantsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, restaurantsEndpoints, {
      'GET /admin/restaurants': async () => ok(await listRestaurants(ctx)),

      'POST /admin/restaurants': async (request, reply) => {
        reply.code(201);
        return ok(
          await createRestaurant(ctx, request.body),
          'Restaurant added; its invitation is on its way',
        );
      },

      'PATCH /admin/restaurants/:id': async (request) =>
        ok(await updateRestaurant(ctx, request.params.id, request.body), 'Restaurant saved'),

      'GET /restaurant/profile': async (request) => ok(await ownRestaurant(ctx, signedIn(request).id)),

      'PATCH /restaurant/profile': async (request) =>
        ok(await updateHours(ctx, signedIn(request).id, request.body), 'Hours saved'),

      'GET /restaurants': async () => ok(await restaurantCards(ctx)),
    });
  };
}
