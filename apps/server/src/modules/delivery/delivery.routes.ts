import {
  DeliveryOptionsSchema,
  KitchenQuerySchema,
  KitchenSheetSchema,
  PlatformSettingsSchema,
  UpdatePlatformSettingsSchema,
} from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import {
  platformRules,
  presentPlatformRules,
  updatePlatformRules,
} from '../../domain/delivery/platform-settings.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { dayKey } from '../../lib/clock.js';
import { answer, ok } from '../../lib/reply.js';
import { deliveryOptions } from './delivery.service.js';
import { kitchenCsv, kitchenSheet } from './kitchen.service.js';
import { mealLabels, mealLabelsPdf } from './meal-labels.js';

/** Delivery: platform ordering settings, what applies to an employee, and the kitchen sheet. */
export function deliveryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = requireAccount(ctx, 'admin');

    /** The kitchen's date: the one asked for, else today in the platform time zone. */
    const sheetDate = async (date: string | undefined) =>
      date ?? dayKey(ctx.clock.now(), (await platformRules(ctx.db)).timeZone);

    app.get(
      '/admin/settings',
      { onRequest: admin, schema: { tags: ['delivery'], response: answer(PlatformSettingsSchema) } },
      async () => ok(presentPlatformRules(await platformRules(ctx.db))),
    );

    app.patch(
      '/admin/settings',
      {
        onRequest: admin,
        schema: {
          tags: ['delivery'],
          description:
            'Platform ordering rules: ordering for a delivery date closes at `order_cutoff` (HH:MM in `time_zone`) on that date; employees may order up to `max_days_ahead` (0–14) days ahead. Only the fields sent change.',
          body: UpdatePlatformSettingsSchema,
          response: answer(PlatformSettingsSchema),
        },
      },
      async (request) => ok(await updatePlatformRules(ctx, request.body), 'Settings saved'),
    );

    app.get(
      '/orders/delivery-options',
      {
        onRequest: requireAccount(ctx, 'employee'),
        schema: {
          tags: ['delivery'],
          description:
            "What applies to the signed-in employee before they order: the days open for ordering (each with its cut-off and what is left of the company's day cap), their delivery slot, the company's order days, window and caps, and what is left this month.",
          response: answer(DeliveryOptionsSchema),
        },
      },
      async (request) => ok(await deliveryOptions(ctx, signedIn(request).id)),
    );

    app.get(
      '/kitchen',
      {
        onRequest: admin,
        schema: {
          tags: ['delivery'],
          description:
            'The kitchen sheet of a delivery date (default: today, platform time zone): dishes to cook, per slot, and each delivery; orders declined or cancelled are left out.',
          querystring: KitchenQuerySchema,
          response: answer(KitchenSheetSchema),
        },
      },
      async (request) => ok(await kitchenSheet(ctx.db, await sheetDate(request.query.date))),
    );

    app.get(
      '/kitchen/csv',
      {
        onRequest: admin,
        schema: {
          tags: ['delivery'],
          description: 'The kitchen sheet as CSV, one row per delivery.',
          querystring: KitchenQuerySchema,
        },
      },
      async (request, reply) => {
        const date = await sheetDate(request.query.date);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kitchen-${date}.csv"`)
          .header('cache-control', 'no-store')
          .send(kitchenCsv(await kitchenSheet(ctx.db, date)));
      },
    );

    app.get(
      '/kitchen/labels.pdf',
      {
        onRequest: admin,
        schema: {
          tags: ['delivery'],
          description:
            'Meal labels of a delivery date (default: today, platform time zone) as an A4 PDF for 3 × 8 label sheets (70 × 37 mm): one label per ordered portion with the employee, company, dish, allergens, date and slot; orders declined or cancelled are left out.',
          querystring: KitchenQuerySchema,
        },
      },
      async (request, reply) => {
        const date = await sheetDate(request.query.date);
        const pdf = await mealLabelsPdf(await mealLabels(ctx.db, date), date);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="meal-labels-${date}.pdf"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  };
}
