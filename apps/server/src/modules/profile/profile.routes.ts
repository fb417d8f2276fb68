import { profileEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.js';
import { employeeProfile } from './profile.service.js';

/** The employee's own profile and addresses (`profileEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, profileEndpoints, {
      'GET /profile': async (request) => ok(await employeeProfile(ctx, signedIn(request).id)),

      'GET /profile/addresses': async (request) => ok(await listAddresses(ctx, signedIn(request).id)),

      'POST /profile/addresses': async (request) =>
        ok(await addAddress(ctx, signedIn(request).id, request.body), 'Address added'),

      'PATCH /profile/addresses/:id': async (request) =>
        ok(await updateAddress(ctx, signedIn(request).id, request.params.id, request.body), 'Address saved'),

      'DELETE /profile/addresses/:id': async (request) => {
        await deleteAddress(ctx, signedIn(request).id, request.params.id);
        return ok(null, 'Address deleted');
      },
    });
  };
}
