import { createHash, createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../secrets.js';
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

/**
 * The sandbox, which can also sign the webhooks Paystack would send (it has no Paystack key: a key of
 * its own, random for each process, which no one outside it knows).
 */
export type SandboxProvider = PaymentProvider & {
  readonly name: 'sandbox';
  /** `x-paystack-signature` for a body: HMAC-SHA512 with the sandbox's own key. */
  signEvent(rawBody: string): string;
};

export const isSandbox = (provider: PaymentProvider): provider is SandboxProvider =>
  provider.name === 'sandbox' && 'signEvent' in provider;

/**
 * The `charge.success` event Paystack sends for a bank transfer of `amountKobo` into a customer's
 * dedicated account, with a new reference that the sandbox's `verify` confirms.
 */
export function sandboxTransferEvent(customerCode: string, amountKobo: number) {
  const reference = sandboxTransferReference(customerCode, amountKobo, randomBytes(8).toString('hex'));
  const body = JSON.stringify({
    event: 'charge.success',
    data: {
      status: 'success',
      reference,
      amount: amountKobo,
      currency: 'NGN',
      channel: 'dedicated_nuban',
      customer: { customer_code: customerCode },
    },
  });
  return { reference, body };
}

const digits = (text: string, count: number) =>
  BigInt(`0x${createHash('sha256').update(text).digest('hex')}`)
    .toString()
    .slice(0, count);

/**
 * Stands in for Paystack when no secret key is set: the payment page is this server's own test-mode
 * checkout, whose Pay and Cancel buttons report the outcome. Its only webhooks are the bank
 * transfers its "simulate a transfer" form sends (signed with `signEvent`, checked by
 * `isSignedEvent`), so `verify` knows only what the sandbox made itself: a simulated bank transfer
 * (by its reference) and a saved card it charged in this process; everything else is `pending` (no
 * news).
 * The address is absolute, built from APP_URL, like every URL on the wire (a client on another
 * origin sends the browser there too). Customers, accounts and charges are made up; no money moves.
 */
export function sandboxProvider(appUrl: string): SandboxProvider {
  const charges = new Map<string, PaymentOutcome>();
  const signingKey = randomBytes(32);
  const signEvent = (rawBody: string | Buffer) =>
    createHmac('sha512', signingKey).update(rawBody).digest('hex');
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
    isSignedEvent(rawBody, signature) {
      return Boolean(signature) && safeEqual(signEvent(rawBody), signature!.toLowerCase());
    },
    signEvent,
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
