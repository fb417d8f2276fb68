import { profileEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { employeeProfile } from './profile.service.js';

/** The employee's own profile (`profileEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, profileEndpoints, {
      'GET /profile': async (request) => ok(await employeeProfile(ctx, signedIn(request).id)),
    });
  };
}
