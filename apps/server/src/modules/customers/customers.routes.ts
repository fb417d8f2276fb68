import { AccountStateUpdateSchema, pageOf, UserRowSchema, UserSearchQuerySchema } from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { listCustomers, scopeOf, setAccountState } from './customers.service.js';

export function customerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users',
      {
        onRequest: requireAccount(ctx, 'admin', 'company'),
        schema: {
          tags: ['admin'],
          description: 'Admin: every company and employee account. Company: its own employees.',
          querystring: UserSearchQuerySchema,
          response: answer(pageOf(UserRowSchema)),
        },
      },
      async (request) => ok(await listCustomers(ctx, scopeOf(signedIn(request)), request.query)),
    );

    app.patch(
      '/users/account-state',
      {
        onRequest: requireAccount(ctx, 'admin'),
        schema: { tags: ['admin'], body: AccountStateUpdateSchema, response: answer(UserRowSchema) },
      },
      async (request) => {
        const { userId, account_state } = request.body;
        return ok(
          await setAccountState(ctx, userId, account_state),
          account_state === 'SUSPENDED' ? 'Account suspended' : 'Account reactivated',
        );
      },
    );
  };
}
