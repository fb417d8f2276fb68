import { CompanySettingsSchema, UpdateCompanySettingsSchema } from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { companySettings, updateCompanySettings } from './company.service.js';

export function companyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAccount(ctx, 'company'));

    app.get(
      '/company/settings',
      { schema: { tags: ['company'], response: answer(CompanySettingsSchema) } },
      async (request) => ok(await companySettings(ctx, signedIn(request).id)),
    );

    app.patch(
      '/company/settings',
      {
        schema: {
          tags: ['company'],
          description:
            "The monthly budget per employee, `low_balance_alert` (naira, or null for no alert: the company is emailed once when an order charge takes the wallet from at or above it to below it, and again only after a top-up lifts the wallet back to it or above) and the meal programme: `order_days` (delivery days paid for), `order_window_start`/`order_window_end` (HH:MM, company time zone, when employees may order; end inclusive), `per_order_cap` and `per_day_cap` (naira, or null for none; the day cap sums an employee's orders for one delivery date, net of refunds). Only the fields sent change.",
          body: UpdateCompanySettingsSchema,
          response: answer(CompanySettingsSchema),
        },
      },
      async (request) =>
        ok(await updateCompanySettings(ctx, signedIn(request).id, request.body), 'Settings saved'),
    );
  };
}
