import { AdminAnalyticsSchema, DailySeriesSchema } from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { adminAnalytics, adminDailyOrders } from './admin.service.js';

export function adminAnalyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAccount(ctx, 'admin'));

    app.get(
      '/analytics/admin',
      { schema: { tags: ['admin'], response: answer(AdminAnalyticsSchema) } },
      async () => ok(await adminAnalytics(ctx)),
    );

    app.get(
      '/analytics/admin/daily-orders',
      {
        schema: {
          tags: ['admin'],
          description: "Orders placed per day for the last 30 days (the admin's time zone), oldest first.",
          response: answer(DailySeriesSchema),
        },
      },
      async (request) => ok(await adminDailyOrders(ctx, signedIn(request).timeZone)),
    );
  };
}
