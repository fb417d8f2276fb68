import { EmployeeProfileSchema } from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { employeeProfile } from './profile.service.js';

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAccount(ctx, 'employee'));

    app.get(
      '/profile',
      { schema: { tags: ['profile'], response: answer(EmployeeProfileSchema) } },
      async (request) => ok(await employeeProfile(ctx, signedIn(request).id)),
    );
  };
}
