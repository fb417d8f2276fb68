import { Readable } from 'node:stream';
import type { DataAccessKind } from '@lunch/contract';
import { deliveryEndpoints } from '@lunch/contract/endpoints';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { restaurants } from '../../db/schema.js';
import {
  platformRules,
  platformSettingsView,
  updatePlatformRules,
} from '../../domain/delivery/platform-settings.js';
import { recordAccess } from '../../domain/privacy/access-records.js';
import { restaurantIdOf } from '../../domain/restaurants/restaurants.js';
import { type SignedInAccount, signedIn } from '../../lib/auth-guard.js';
import { dayKey } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { ok, sendJsonPieces } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { deliveryOptions } from './delivery.service.js';
import { kitchenCsv, kitchenSheet, kitchenSheetAnswer } from './kitchen.service.js';
import { mealLabelsPdf } from './meal-labels.js';

/**
 * Delivery: platform ordering settings, what applies to an employee, and the kitchen sheet
 * (`deliveryEndpoints`: roles, schemas and OpenAPI text are the table's).
 */
export function deliveryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    /** The kitchen's date: the one asked for, else today in the platform time zone. */
    const sheetDate = async (date: string | undefined) =>
      date ?? dayKey(ctx.clock.now(), (await platformRules(ctx.db)).timeZone);

    /**
     * Whose orders a kitchen document shows: a restaurant's own (404 when it asks for another's);
     * for the platform admin the restaurant asked for (404 for none such), else every restaurant's.
     */
    const kitchenOf = async (account: SignedInAccount, asked: string | undefined) => {
      if (account.role === 'restaurant') {
        const own = await restaurantIdOf(ctx.db, account.id);
        if (asked !== undefined && asked !== own) throw notFound('Restaurant not found');
        return own;
      }
      if (asked === undefined) return undefined;
      const [known] = await ctx.db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.id, asked));
      if (!known) throw notFound('Restaurant not found');
      return asked;
    };

    /** A platform admin opened a day's deliveries with their addresses: one record per request (docs/privacy.md). */
    const opened = (account: SignedInAccount, kind: DataAccessKind, date: string) =>
      recordAccess(ctx.db, { actor: account, kind, deliveryDate: date, at: ctx.clock.now() });

    serve(app, ctx, deliveryEndpoints, {
      'GET /admin/settings': async () => ok(await platformSettingsView(ctx.db)),

      'PATCH /admin/settings': async (request) =>
        ok(await updatePlatformRules(ctx, request.body), 'Settings saved'),

      'GET /orders/delivery-options': async (request) =>
        ok(await deliveryOptions(ctx, signedIn(request).id, request.query.address_id)),

      // Written in pieces (kitchenSheetAnswer): a 10,000-order day is 4 MB of JSON.
      'GET /kitchen': async (request, reply) => {
        const restaurantId = await kitchenOf(signedIn(request), request.query.restaurant_id);
        const date = await sheetDate(request.query.date);
        await opened(signedIn(request), 'kitchen_sheet', date);
        return sendJsonPieces(
          reply,
          kitchenSheetAnswer(await kitchenSheet(ctx.database, date, restaurantId)),
        );
      },

      'GET /kitchen/csv': async (request, reply) => {
        const restaurantId = await kitchenOf(signedIn(request), request.query.restaurant_id);
        const date = await sheetDate(request.query.date);
        await opened(signedIn(request), 'kitchen_csv', date);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kitchen-${date}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(kitchenCsv(await kitchenSheet(ctx.database, date, restaurantId))));
      },

      'GET /kitchen/labels.pdf': async (request, reply) => {
        const restaurantId = await kitchenOf(signedIn(request), request.query.restaurant_id);
        const date = await sheetDate(request.query.date);
        const all = request.query.all;
        await opened(signedIn(request), 'kitchen_labels', date);
        const pdf = await mealLabelsPdf(ctx.database, date, { all, restaurantId });
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="meal-labels-${date}.pdf"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    });
  };
}
