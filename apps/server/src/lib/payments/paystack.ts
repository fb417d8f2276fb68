import { createHmac } from 'node:crypto';
import { safeEqual } from '../secrets.js';
import {
  type CardAuthorization,
  type PaymentOutcome,
  type PaymentProvider,
  PaymentProviderError,
} from './provider.js';

type PaystackAnswer<T> = { status: boolean; message: string; data: T };
type PaystackTransaction = {
  status: string;
  reference: string;
  amount: number;
  currency: string;
  channel?: string;
  customer?: { customer_code?: string | null } | null;
  authorization?: {
    authorization_code?: string;
    brand?: string;
    card_type?: string;
    last4?: string;
    exp_month?: string;
    exp_year?: string;
    reusable?: boolean;
  } | null;
};
type PaystackDedicatedAccount = {
  bank: { name: string };
  account_name: string;
  account_number: string;
  active?: boolean;
  assigned?: boolean;
};

/** A card's authorization from a transaction, when it has one (a bank transfer has none). */
function authorizationOf(data: PaystackTransaction): CardAuthorization | null {
  const found = data.authorization;
  if (!found?.authorization_code || !found.last4) return null;
  return {
    code: found.authorization_code,
    brand: String(found.brand ?? found.card_type ?? 'card').trim(),
    last4: found.last4,
    expMonth: String(found.exp_month ?? ''),
    expYear: String(found.exp_year ?? ''),
    reusable: found.reusable === true,
  };
}

/** A transaction's state as a PaymentOutcome (Verify Transaction, Charge Authorization). */
function outcomeOf(data: PaystackTransaction): PaymentOutcome {
  const settled = {
    amountKobo: Number(data.amount),
    currency: String(data.currency),
    channel: data.channel,
    customerCode: data.customer?.customer_code ?? null,
    authorization: authorizationOf(data),
  };
  if (data.status === 'success') return { status: 'success', ...settled };
  if (data.status === 'failed' || data.status === 'reversed') return { status: 'failed', ...settled };
  if (data.status === 'abandoned') return { status: 'abandoned', ...settled };
  return { status: 'pending' };
}

const TIMEOUT_MS = 10_000;

/**
 * One call to Paystack's REST API with the secret key: the answer's `data`, or a
 * PaymentProviderError when Paystack cannot be reached, answers an error status or `status: false`
 * (its message kept). Top-ups (below) and transfers (transfers.ts) go through it.
 */
export function paystackCaller(baseUrl: string, secretKey: string) {
  return async function call<T>(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`Paystack ${path} unreachable: ${(error as Error).message}`);
    }
    const json = (await response.json().catch(() => null)) as PaystackAnswer<T> | null;
    if (!response.ok || !json?.status) {
      throw new PaymentProviderError(
        `Paystack ${path} answered ${response.status}: ${json?.message ?? ''}`,
        response.status,
      );
    }
    return json.data;
  };
}

/**
 * Paystack's REST API: Initialize and Verify Transaction, HMAC-SHA512 signed webhooks, customers
 * and their dedicated virtual accounts, Charge Authorization and refunds.
 */
export function paystackProvider(baseUrl: string, secretKey: string): PaymentProvider {
  const call = paystackCaller(baseUrl, secretKey);

  return {
    name: 'paystack',
    async initialize({ reference, amountKobo, email, callbackUrl }) {
      const data = await call<{ authorization_url: string }>('/transaction/initialize', {
        method: 'POST',
        body: { email, amount: amountKobo, currency: 'NGN', reference, callback_url: callbackUrl },
      });
      return data.authorization_url;
    },
    async verify(reference): Promise<PaymentOutcome> {
      const data = await call<PaystackTransaction>(`/transaction/verify/${encodeURIComponent(reference)}`, {
        method: 'GET',
      });
      if (data.reference !== reference) {
        throw new PaymentProviderError(`Paystack verified ${data.reference} when asked for ${reference}`);
      }
      return outcomeOf(data);
    },
    isSignedEvent(rawBody, signature) {
      if (!signature) return false;
      const expected = createHmac('sha512', secretKey).update(rawBody).digest('hex');
      return safeEqual(expected, signature.toLowerCase());
    },
    async createCustomer({ email, firstName, lastName, phone }) {
      const data = await call<{ customer_code?: string }>('/customer', {
        method: 'POST',
        body: { email, first_name: firstName, last_name: lastName, phone },
      });
      if (typeof data?.customer_code !== 'string')
        throw new PaymentProviderError('Paystack /customer answered no customer_code');
      return data.customer_code;
    },
    async createDedicatedAccount(customerCode, preferredBank) {
      let data: PaystackDedicatedAccount | null | undefined;
      try {
        data = await call<PaystackDedicatedAccount>('/dedicated_account', {
          method: 'POST',
          body: { customer: customerCode, preferred_bank: preferredBank },
        });
      } catch (error) {
        // Opened before, its answer lost (a crash, a timeout): Fetch Customer names the account.
        if (!(error instanceof PaymentProviderError) || error.httpStatus !== 400) throw error;
        const customer = await call<{ dedicated_account?: PaystackDedicatedAccount | null }>(
          `/customer/${encodeURIComponent(customerCode)}`,
          { method: 'GET' },
        );
        if (!customer?.dedicated_account) throw error;
        data = customer.dedicated_account;
      }
      if (typeof data?.account_number !== 'string')
        throw new PaymentProviderError('Paystack /dedicated_account answered no account_number');
      return {
        bankName: String(data.bank?.name ?? preferredBank),
        accountNumber: data.account_number,
        accountName: String(data.account_name),
        status: data.active === false || data.assigned === false ? 'pending' : 'active',
      };
    },
    async chargeAuthorization({ authorizationCode, email, amountKobo, reference }) {
      const data = await call<PaystackTransaction>('/transaction/charge_authorization', {
        method: 'POST',
        body: {
          authorization_code: authorizationCode,
          email,
          amount: amountKobo,
          currency: 'NGN',
          reference,
        },
      });
      return outcomeOf(data);
    },
    async refund({ reference, amountKobo }) {
      const data = await call<{ status?: string }>('/refund', {
        method: 'POST',
        body: { transaction: reference, amount: amountKobo, currency: 'NGN' },
      });
      return { status: data?.status === 'processed' ? 'processed' : 'pending' };
    },
  };
}
