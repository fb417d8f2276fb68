import type { PaymentProvider } from './provider.js';

/** The sandbox checkout page, served by this server outside /api (modules/billing/sandbox.routes.ts). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';

/**
 * Stands in for Paystack when no secret key is set: the payment page is this server's own test-mode
 * checkout, whose Pay and Cancel buttons report the outcome. It has no webhooks and nothing to ask
 * afterwards, so `verify` always answers `pending` (no news).
 * The address is absolute, built from APP_URL, like every URL on the wire (a client on another
 * origin sends the browser there too).
 */
export function sandboxProvider(appUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async initialize({ reference }) {
      return `${appUrl}${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(reference)}`;
    },
    async verify() {
      return { status: 'pending' };
    },
    isSignedEvent() {
      return false;
    },
  };
}
