import { type Config, isLoopbackHost } from '../../config.js';

/**
 * What the payment provider says about a transaction. `pending` covers every state that is not
 * final yet (and the sandbox, which reports outcomes only through its checkout page).
 */
export type PaymentOutcome =
  | { status: 'pending' }
  | ({ status: 'success' | 'failed' | 'abandoned'; amountKobo: number; currency: string } & PaymentDetails);

/**
 * What else a final transaction says (issue 31): how it was paid (`card`, or `dedicated_nuban` for
 * a bank transfer into a company's own account), whose Paystack customer it is, and the card's
 * authorization (a reusable one can be charged again: auto top-up).
 */
export type PaymentDetails = {
  channel?: string;
  customerCode?: string | null;
  authorization?: CardAuthorization | null;
};

/** A card authorization as Paystack reports it: `code` charges it again when `reusable`. */
export type CardAuthorization = {
  code: string;
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
  reusable: boolean;
};

/** A company's dedicated virtual account: the bank account its transfers go to. */
export type DedicatedAccount = {
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** `active` once assigned, else `pending`. */
  status: string;
};

/** What a refund request came to: Paystack queues it (`pending`) or has already `processed` it. */
export type RefundAnswer = { status: 'pending' | 'processed' };

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
  /** `POST /customer`: the customer code for a company (Paystack answers the same one for the same email). */
  createCustomer(customer: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
  }): Promise<string>;
  /** `POST /dedicated_account`: a bank account of the customer's own at `preferredBank`. */
  createDedicatedAccount(customerCode: string, preferredBank: string): Promise<DedicatedAccount>;
  /**
   * `POST /transaction/charge_authorization`: charges a saved card with our reference; the answer is
   * what Paystack said at once (the caller verifies before crediting anything).
   */
  chargeAuthorization(charge: {
    authorizationCode: string;
    email: string;
    amountKobo: number;
    reference: string;
  }): Promise<PaymentOutcome>;
  /** `POST /refund`: gives `amountKobo` of a paid transaction back to whoever paid it. */
  refund(refund: { reference: string; amountKobo: number }): Promise<RefundAnswer>;
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
