import { type Config, isLoopbackHost } from '../../config.js';

/**
 * What the payment provider says about a transaction. `pending` covers every state that is not
 * final yet (and the sandbox, which reports outcomes only through its checkout page).
 */
export type PaymentOutcome =
  | { status: 'pending' }
  | { status: 'success' | 'failed' | 'abandoned'; amountKobo: number; currency: string };

export type CheckoutRequest = {
  reference: string;
  amountKobo: number;
  email: string;
  /** Where the payment page sends the browser back to. */
  callbackUrl: string;
};

/** A payment rail for wallet top-ups: a checkout page, a status check and signed webhooks. */
export interface PaymentProvider {
  readonly name: 'paystack' | 'sandbox';
  /** Starts a transaction; returns the address of its payment page. */
  initialize(request: CheckoutRequest): Promise<string>;
  /** Asks the provider for the transaction's state. */
  verify(reference: string): Promise<PaymentOutcome>;
  /** Whether a webhook body carries the provider's signature. */
  isSignedEvent(rawBody: Buffer, signature: string | undefined): boolean;
}

export class PaymentProviderError extends Error {
  /** The provider's HTTP status, when it answered (none when it could not be reached). */
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

/**
 * Top-ups need Paystack, or a sandbox that only this machine (or an explicit demo) can reach:
 * contract §1, "top-ups then answer 503".
 */
export function paymentsConfigured(config: Config): boolean {
  return Boolean(config.paystackSecretKey) || isLoopbackHost(config.host) || config.demoMode;
}
