import { createHash } from 'node:crypto';
import type { PaymentOutcome, PaymentProvider } from './provider.js';

/** The sandbox checkout page, served by this server outside /api (modules/billing/sandbox.routes.ts). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';

/** The prefix of a simulated bank transfer's reference: `sbxtrf_<customer code>_<kobo>_<random>`. */
const TRANSFER_PREFIX = 'sbxtrf_';

/**
 * A simulated bank transfer's reference (the sandbox's "simulate a transfer" form): it carries the
 * customer and the amount, which the sandbox's `verify` reads back, as Paystack's records would.
 */
export function sandboxTransferReference(customerCode: string, amountKobo: number, nonce: string): string {
  return `${TRANSFER_PREFIX}${customerCode}_${amountKobo}_${nonce}`;
}

const digits = (text: string, count: number) =>
  BigInt(`0x${createHash('sha256').update(text).digest('hex')}`)
    .toString()
    .slice(0, count);

/**
 * Stands in for Paystack when no secret key is set: the payment page is this server's own test-mode
 * checkout, whose Pay and Cancel buttons report the outcome. It has no webhooks of its own, so
 * `verify` knows only what the sandbox made itself: a simulated bank transfer (by its reference) and
 * a saved card it charged in this process; everything else is `pending` (no news).
 * The address is absolute, built from APP_URL, like every URL on the wire (a client on another
 * origin sends the browser there too). Customers, accounts and charges are made up; no money moves.
 */
export function sandboxProvider(appUrl: string): PaymentProvider {
  const charges = new Map<string, PaymentOutcome>();
  return {
    name: 'sandbox',
    async initialize({ reference }) {
      return `${appUrl}${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(reference)}`;
    },
    async verify(reference) {
      const charged = charges.get(reference);
      if (charged) return charged;
      if (reference.startsWith(TRANSFER_PREFIX)) {
        const match = /^sbxtrf_(.+)_(\d+)_[^_]+$/.exec(reference);
        if (match)
          return {
            status: 'success',
            amountKobo: Number(match[2]),
            currency: 'NGN',
            channel: 'dedicated_nuban',
            customerCode: match[1]!,
            authorization: null,
          };
      }
      return { status: 'pending' };
    },
    isSignedEvent() {
      return false;
    },
    async createCustomer({ email }) {
      return `CUS_sandbox${digits(email, 12)}`;
    },
    async createDedicatedAccount(customerCode) {
      return {
        bankName: 'Test Bank',
        accountNumber: `99${digits(customerCode, 8)}`,
        accountName: 'LUNCH SANDBOX',
        status: 'active',
      };
    },
    async chargeAuthorization({ authorizationCode, amountKobo, reference }) {
      const outcome: PaymentOutcome = {
        status: 'success',
        amountKobo,
        currency: 'NGN',
        channel: 'card',
        customerCode: null,
        authorization: {
          code: authorizationCode,
          brand: 'visa',
          last4: '4081',
          expMonth: '12',
          expYear: '2030',
          reusable: true,
        },
      };
      charges.set(reference, outcome);
      return outcome;
    },
    async refund() {
      return { status: 'processed' };
    },
  };
}
