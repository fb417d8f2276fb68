import { customersEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../domain/audit/audit.js';
import { recordAccess } from '../../domain/privacy/access-records.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { listCustomers, scopeOf, setAccountState } from './customers.service.js';

/**
 * Every company and employee account, and suspending one (`customersEndpoints`: roles, schemas and
 * OpenAPI text are the table's).
 */
export function customerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, customersEndpoints, {
      'GET /users': async (request) => {
        const account = signedIn(request);
        const page = await listCustomers(ctx, scopeOf(account), request.query);
        await recordAccess(ctx.db, { actor: account, kind: 'customers_list', at: ctx.clock.now() });
        return ok(page);
      },

      'PATCH /users/account-state': async (request) => {
        const { userId, account_state } = request.body;
        return ok(
          await setAccountState(ctx, userId, account_state, actorOf(signedIn(request))),
          account_state === 'SUSPENDED' ? 'Account suspended' : 'Account reactivated',
        );
      },
    });
  };
}
