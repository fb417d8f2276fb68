import { employeeAnalyticsEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { employeeAnalytics } from './employee.service.js';

/** The employee's figures (`employeeAnalyticsEndpoints`). */
export function employeeAnalyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, employeeAnalyticsEndpoints, {
      'GET /analytics/employee': async (request) => ok(await employeeAnalytics(ctx, signedIn(request).id)),
    });
  };
}
