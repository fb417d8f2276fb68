import { createHmac } from 'node:crypto';
import { safeEqual } from '../secrets.js';
import { type PaymentOutcome, type PaymentProvider, PaymentProviderError } from './provider.js';

type PaystackAnswer<T> = { status: boolean; message: string; data: T };
type PaystackTransaction = { status: string; reference: string; amount: number; currency: string };

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

/** Paystack's REST API: Initialize Transaction, Verify Transaction, and HMAC-SHA512 signed webhooks. */
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
      const settled = { amountKobo: Number(data.amount), currency: String(data.currency) };
      if (data.reference !== reference) {
        throw new PaymentProviderError(`Paystack verified ${data.reference} when asked for ${reference}`);
      }
      if (data.status === 'success') return { status: 'success', ...settled };
      if (data.status === 'failed' || data.status === 'reversed') return { status: 'failed', ...settled };
      if (data.status === 'abandoned') return { status: 'abandoned', ...settled };
      return { status: 'pending' };
    },
    isSignedEvent(rawBody, signature) {
      if (!signature) return false;
      const expected = createHmac('sha512', secretKey).update(rawBody).digest('hex');
      return safeEqual(expected, signature.toLowerCase());
    },
  };
}
