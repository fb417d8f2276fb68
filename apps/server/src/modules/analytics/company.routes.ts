import { CompanyAnalyticsSchema, DailySeriesSchema } from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { companyAnalytics, companyDailySpend } from './company.service.js';

export function companyAnalyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAccount(ctx, 'company'));

    app.get(
      '/analytics/company',
      { schema: { tags: ['company'], response: answer(CompanyAnalyticsSchema) } },
      async (request) => ok(await companyAnalytics(ctx, signedIn(request).id)),
    );

    app.get(
      '/analytics/company/daily-spend',
      {
        schema: {
          tags: ['company'],
          description:
            'Net order spend per day for the last 30 days (company time zone), oldest first; `value` is in kobo.',
          response: answer(DailySeriesSchema),
        },
      },
      async (request) => ok(await companyDailySpend(ctx, signedIn(request).id)),
    );
  };
}
