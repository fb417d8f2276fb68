import { payoutsEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedIn } from '../../lib/auth-guard.js';
import type { TransferProvider } from '../../lib/payments/transfers.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import {
  payoutStatement,
  payoutStatementPdf,
  payoutsOverview,
  restaurantEarnings,
  restaurantOfAccount,
} from './payouts.read.js';
import { runPayouts } from './payouts.service.js';
import { reconcile } from './reconciliation.service.js';

/** Earnings, payouts and reconciliation (`payoutsEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function payoutsRoutes(ctx: AppContext, transfers: TransferProvider): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, payoutsEndpoints, {
      'GET /restaurant/earnings': async (request) => {
        const restaurantId = await restaurantOfAccount(ctx, signedIn(request).id);
        return ok(await restaurantEarnings(ctx, restaurantId, request.query));
      },

      'GET /restaurant/payouts/:id/statement.pdf': async (request, reply) => {
        const restaurantId = await restaurantOfAccount(ctx, signedIn(request).id);
        const statement = await payoutStatement(ctx, restaurantId, request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="payout-${statement.payout.reference}.pdf"`)
          .header('cache-control', 'no-store')
          .send(await payoutStatementPdf(statement));
      },

      'GET /admin/payouts': async () => ok(await payoutsOverview(ctx)),

      'POST /admin/payouts/run': async () => ok(await runPayouts(ctx, transfers), 'Payouts run'),

      'GET /admin/reconciliation': async (request) =>
        ok(await reconcile(ctx, request.query.from, request.query.to)),
    });
  };
}
