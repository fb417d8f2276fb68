import { Readable } from 'node:stream';
import { deliveryEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import {
  platformRules,
  presentPlatformRules,
  updatePlatformRules,
} from '../../domain/delivery/platform-settings.js';
import { signedIn } from '../../lib/auth-guard.js';
import { dayKey } from '../../lib/clock.js';
import { ok, sendJsonPieces } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { deliveryOptions } from './delivery.service.js';
import { kitchenCsv, kitchenSheet, kitchenSheetAnswer } from './kitchen.service.js';
import { mealLabels, mealLabelsPdf } from './meal-labels.js';

/**
 * Delivery: platform ordering settings, what applies to an employee, and the kitchen sheet
 * (`deliveryEndpoints`: roles, schemas and OpenAPI text are the table's).
 */
export function deliveryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    /** The kitchen's date: the one asked for, else today in the platform time zone. */
    const sheetDate = async (date: string | undefined) =>
      date ?? dayKey(ctx.clock.now(), (await platformRules(ctx.db)).timeZone);

    serve(app, ctx, deliveryEndpoints, {
      'GET /admin/settings': async () => ok(presentPlatformRules(await platformRules(ctx.db))),

      'PATCH /admin/settings': async (request) =>
        ok(await updatePlatformRules(ctx, request.body), 'Settings saved'),

      'GET /orders/delivery-options': async (request) =>
        ok(await deliveryOptions(ctx, signedIn(request).id, request.query.address_id)),

      // Written in pieces (kitchenSheetAnswer): a 10,000-order day is 4 MB of JSON.
      'GET /kitchen': async (request, reply) =>
        sendJsonPieces(
          reply,
          kitchenSheetAnswer(await kitchenSheet(ctx.database, await sheetDate(request.query.date))),
        ),

      'GET /kitchen/csv': async (request, reply) => {
        const date = await sheetDate(request.query.date);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kitchen-${date}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(kitchenCsv(await kitchenSheet(ctx.database, date))));
      },

      'GET /kitchen/labels.pdf': async (request, reply) => {
        const date = await sheetDate(request.query.date);
        const all = request.query.all;
        const pdf = await mealLabelsPdf(await mealLabels(ctx.database, date, { all }), date, { all });
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="meal-labels-${date}.pdf"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    });
  };
}
