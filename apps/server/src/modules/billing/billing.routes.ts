import { billingEndpoints } from '@lunch/contract/endpoints';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ledger } from '../../db/schema.js';
import { actorOf } from '../../domain/audit/audit.js';
import { recordAccess } from '../../domain/privacy/access-records.js';
import { companyOf, signedIn } from '../../lib/auth-guard.js';
import { requireDemoAccess } from '../../lib/demo-guard.js';
import { notFound } from '../../lib/errors.js';
import type { PaymentProvider } from '../../lib/payments/index.js';
import { isSandbox } from '../../lib/payments/sandbox.js';
import { ok } from '../../lib/reply.js';
import { route, serve } from '../../lib/routes.js';
import { requireCompanySetUp } from '../company/company-profile.service.js';
import { confirmBankTransfer, listUnmatchedTransfers } from './bank-transfers.js';
import {
  acceptWebhook,
  findBilling,
  listBillings,
  presentBilling,
  startTopup,
  verifyTopup,
} from './billing.service.js';
import { findVirtualAccount, openVirtualAccount, simulatedTransferEvent } from './virtual-account.service.js';

/** Top-ups and the wallet's movements (`billingEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function billingRoutes(ctx: AppContext, provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const { 'POST /billings/webhook': webhook, ...signedInRoutes } = billingEndpoints;
    const webhookUrl = `${app.prefix}${webhook.path}`;
    const sandbox = isSandbox(provider) ? provider : null;
    const sandboxOnly = async () => {
      if (!sandbox) throw notFound('Simulated transfers exist in the sandbox only (no PAYSTACK_SECRET_KEY)');
    };

    serve(app, ctx, signedInRoutes, {
      'POST /billings/topup': async (request) => {
        const companyId = companyOf(request);
        await requireCompanySetUp(ctx, companyId);
        const started = await startTopup(
          ctx,
          provider,
          companyId,
          request.body.amount,
          actorOf(signedIn(request)),
        );
        return ok(started, 'Topup in progress!');
      },

      'GET /billings/verify/:reference': async (request) =>
        ok(
          await verifyTopup(
            ctx,
            provider,
            companyOf(request),
            request.params.reference,
            actorOf(signedIn(request)),
          ),
        ),

      'GET /billings': async (request) => {
        const account = signedIn(request);
        const page = await listBillings(ctx, account.company?.id ?? null, request.query);
        await recordAccess(ctx.db, { actor: account, kind: 'transactions_list', at: ctx.clock.now() });
        return ok(page);
      },

      'POST /billings/virtual-account': async (request) => {
        const companyId = companyOf(request);
        await requireCompanySetUp(ctx, companyId);
        return ok(
          await openVirtualAccount(ctx, provider, companyId, actorOf(signedIn(request))),
          'Your bank account is ready',
        );
      },

      'GET /billings/virtual-account': async (request) =>
        ok(await findVirtualAccount(ctx, companyOf(request))),

      // The sandbox hands out free money: this machine only, unless DEMO_MODE=1.
      'POST /billings/virtual-account/simulate-transfer': {
        onRequest: [sandboxOnly, requireDemoAccess(ctx.config)],
        handler: async (request) => {
          const companyId = companyOf(request);
          const event = await simulatedTransferEvent(ctx, sandbox!, companyId, request.body.amount);
          // The same signed webhook Paystack would send, through the same route.
          const sent = await app.inject({
            method: 'POST',
            url: webhookUrl,
            headers: { 'content-type': 'application/json', 'x-paystack-signature': event.signature },
            payload: event.body,
          });
          if (sent.statusCode !== 200) throw new Error(`the sandbox's webhook answered ${sent.statusCode}`);
          await confirmBankTransfer(ctx, provider, event.reference);
          const credited = await findBilling(
            ctx,
            and(eq(ledger.reference, event.reference), eq(ledger.companyId, companyId)),
          );
          if (!credited) throw new Error(`the sandbox's transfer ${event.reference} was not credited`);
          return ok(presentBilling(credited), 'Transfer received');
        },
      },

      'GET /admin/bank-transfers/unmatched': async (request) =>
        ok(await listUnmatchedTransfers(ctx, request.query)),
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
