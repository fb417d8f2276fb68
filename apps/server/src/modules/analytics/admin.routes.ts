import { adminAnalyticsEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { adminAnalytics, adminDailyOrders, adminTodayOrders } from './admin.service.js';

/** The platform admin's dashboard (`adminAnalyticsEndpoints`). */
export function adminAnalyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, adminAnalyticsEndpoints, {
      'GET /analytics/admin': async () => ok(await adminAnalytics(ctx)),

      'GET /analytics/admin/daily-orders': async (request) =>
        ok(await adminDailyOrders(ctx, signedIn(request).timeZone)),

      'GET /analytics/admin/today': async () => ok(await adminTodayOrders(ctx)),
    });
  };
}
