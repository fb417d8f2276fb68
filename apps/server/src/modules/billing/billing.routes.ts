import {
  BillingSchema,
  pageOf,
  ReferenceParamsSchema,
  SortedPageQuerySchema,
  TopupSchema,
} from '@lunch/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import type { PaymentProvider } from '../../lib/payments/index.js';
import { answer, ok } from '../../lib/reply.js';
import { acceptWebhook, listBillings, startTopup, verifyTopup } from './billing.service.js';

export function billingRoutes(ctx: AppContext, provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const company = requireAccount(ctx, 'company');

    app.post(
      '/billings/topup',
      {
        onRequest: company,
        schema: { tags: ['billing'], body: TopupSchema, response: answer(z.string()) },
      },
      async (request) =>
        ok(await startTopup(ctx, provider, signedIn(request).id, request.body.amount), 'Topup in progress!'),
    );

    app.get(
      '/billings/verify/:reference',
      {
        onRequest: company,
        schema: { tags: ['billing'], params: ReferenceParamsSchema, response: answer(BillingSchema) },
      },
      async (request) => ok(await verifyTopup(ctx, provider, signedIn(request).id, request.params.reference)),
    );

    app.get(
      '/billings',
      {
        onRequest: requireAccount(ctx, 'company', 'admin'),
        schema: {
          tags: ['billing'],
          querystring: SortedPageQuerySchema,
          response: answer(pageOf(BillingSchema)),
        },
      },
      async (request) => {
        const account = signedIn(request);
        const scope = account.role === 'admin' ? null : account.id;
        return ok(await listBillings(ctx, scope, request.query));
      },
    );

    await app.register(webhookRoutes(ctx, provider));
  };
}

/**
 * Paystack's webhook, in a plugin of its own so that its body parser (the raw bytes, which the
 * signature covers) applies to this route only.
 */
function webhookRoutes(ctx: AppContext, provider: PaymentProvider): FastifyPluginAsync {
  return async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.post('/billings/webhook', { schema: { tags: ['billing'] } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-paystack-signature'];
      await acceptWebhook(ctx, provider, raw, typeof signature === 'string' ? signature : undefined);
      return ok(null, 'Received');
    });
  };
}
