import { billingEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedIn } from '../../lib/auth-guard.js';
import type { PaymentProvider } from '../../lib/payments/index.js';
import { ok } from '../../lib/reply.js';
import { route, serve } from '../../lib/routes.js';
import { requireCompanySetUp } from '../company/company-profile.service.js';
import { acceptWebhook, listBillings, startTopup, verifyTopup } from './billing.service.js';

/** Top-ups and the wallet's movements (`billingEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function billingRoutes(ctx: AppContext, provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const { 'POST /billings/webhook': webhook, ...signedInRoutes } = billingEndpoints;

    serve(app, ctx, signedInRoutes, {
      'POST /billings/topup': async (request) => {
        const companyId = signedIn(request).id;
        await requireCompanySetUp(ctx, companyId);
        return ok(await startTopup(ctx, provider, companyId, request.body.amount), 'Topup in progress!');
      },

      'GET /billings/verify/:reference': async (request) =>
        ok(await verifyTopup(ctx, provider, signedIn(request).id, request.params.reference)),

      'GET /billings': async (request) => {
        const account = signedIn(request);
        const scope = account.role === 'admin' ? null : account.id;
        return ok(await listBillings(ctx, scope, request.query));
      },
    });

    // Paystack's webhook, in a plugin of its own so that its body parser (the raw bytes, which the
    // signature covers) applies to this route only.
    await app.register(async (hook) => {
      hook.removeAllContentTypeParsers();
      hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      route(hook, ctx, webhook, async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-paystack-signature'];
        await acceptWebhook(ctx, provider, raw, typeof signature === 'string' ? signature : undefined);
        return ok(null, 'Received');
      });
    });
  };
}
