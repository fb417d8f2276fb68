import { BillingSchema, ReferenceParamsSchema, TopupPageSchema, TopupSchema } from '../billing.js';
import { pageOf, SortedPageQuerySchema } from '../common.js';
import { defineEndpoints } from './endpoint.js';

/**
 * Wallet top-ups and the wallet's movements (server: modules/billing). Paystack's webhook is
 * signed, not signed in; the sandbox checkout pages (`/sandbox/…`) are outside /api.
 */
export const billingEndpoints = defineEndpoints({
  'POST /billings/topup': {
    roles: ['company'],
    tags: ['billing'],
    body: TopupSchema,
    response: TopupPageSchema,
  },
  'GET /billings/verify/:reference': {
    roles: ['company'],
    tags: ['billing'],
    params: ReferenceParamsSchema,
    response: BillingSchema,
  },
  'GET /billings': {
    roles: ['company', 'admin'],
    tags: ['billing'],
    query: SortedPageQuerySchema,
    response: pageOf(BillingSchema),
  },
  /** The raw bytes, which the signature (`x-paystack-signature`) covers: read by the handler. */
  'POST /billings/webhook': {
    roles: 'public',
    tags: ['billing'],
  },
});
