import { EmployeeAnalyticsSchema } from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { employeeAnalytics } from './employee.service.js';

export function employeeAnalyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAccount(ctx, 'employee'));

    app.get(
      '/analytics/employee',
      { schema: { tags: ['analytics'], response: answer(EmployeeAnalyticsSchema) } },
      async (request) => ok(await employeeAnalytics(ctx, signedIn(request).id)),
    );
  };
}
