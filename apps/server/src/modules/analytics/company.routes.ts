import { companyAnalyticsEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { companyOf } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { companyAnalytics, companyDailySpend } from './company.service.js';

/** The company's dashboard (`companyAnalyticsEndpoints`), whole or one department's (`?department_id=`). */
export function companyAnalyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, companyAnalyticsEndpoints, {
      'GET /analytics/company': async (request) =>
        ok(await companyAnalytics(ctx, companyOf(request), request.query.department_id)),

      'GET /analytics/company/daily-spend': async (request) =>
        ok(await companyDailySpend(ctx, companyOf(request), request.query.department_id)),
    });
  };
}
