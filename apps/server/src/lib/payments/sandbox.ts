import type { PaymentProvider } from './provider.js';

/** The sandbox checkout page, served by this server outside /api (modules/billing/sandbox.routes.ts). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';

/**
 * Stands in for Paystack when no secret key is set: the payment page is this server's own test-mode
 * checkout, whose Pay and Cancel buttons report the outcome. It has no webhooks and nothing to ask
 * afterwards, so `verify` always answers `pending` (no news).
 * The address is relative to this server, so the browser stays on the origin it signed in on.
 */
export function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async initialize({ reference }) {
      return `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(reference)}`;
    },
    async verify() {
      return { status: 'pending' };
    },
    isSignedEvent() {
      return false;
    },
  };
}
