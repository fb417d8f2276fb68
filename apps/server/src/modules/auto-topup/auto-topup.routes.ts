import { autoTopupEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../domain/audit/audit.js';
import { companyOf, signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { autoTopupOf, updateAutoTopup } from './auto-topup.service.js';

/** The company's auto top-up settings (`autoTopupEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function autoTopupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, autoTopupEndpoints, {
      'GET /billings/auto-topup': async (request) => ok(await autoTopupOf(ctx, companyOf(request))),

      'PATCH /billings/auto-topup': async (request) =>
        ok(
          await updateAutoTopup(ctx, companyOf(request), request.body, actorOf(signedIn(request))),
          'Auto top-up saved',
        ),
    });
  };
}
