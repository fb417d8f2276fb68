import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import { paystackCaller } from './paystack.js';
import { PaymentProviderError } from './provider.js';

/** A bank account money is sent to: a Nigerian bank's code at Paystack and a NUBAN. */
export type BankAccount = { bankCode: string; accountNumber: string; accountName: string };

/**
 * What the rail says of a transfer it took: `pending` until its webhook (Paystack), or already
 * final (`success`: the sandbox; `failed`: refused outright).
 */
export type TransferAnswer =
  | { status: 'pending'; transferCode: string }
  | { status: 'success'; transferCode: string }
  | { status: 'failed'; transferCode: string | null; reason: string };

/**
 * What the rail knows of a transfer by our reference: its state, or `missing` when it never
 * received it (the server stopped between writing the payout and asking for the transfer).
 */
export type TransferState =
  | { status: 'pending' }
  | { status: 'success'; transferCode: string }
  | { status: 'failed' | 'reversed'; transferCode: string; reason: string | null }
  | { status: 'missing' };

/** Paying restaurants out (issue 30, docs/payouts.md): Paystack transfers, or the sandbox's. */
export interface TransferProvider {
  readonly name: 'paystack' | 'sandbox';
  /** `POST /transferrecipient` (type nuban): the recipient code for a bank account. */
  createRecipient(account: BankAccount): Promise<string>;
  /** `POST /transfer` from the balance, in NGN, with our reference (unique: Paystack refuses it twice). */
  transfer(request: {
    recipientCode: string;
    amountKobo: number;
    reference: string;
    reason: string;
  }): Promise<TransferAnswer>;
  /** `GET /transfer/verify/:reference`: where a transfer we asked for stands. */
  verify(reference: string): Promise<TransferState>;
}

type PaystackRecipient = { recipient_code: string };
type PaystackTransfer = {
  transfer_code: string;
  status: string;
  reference: string;
  failures?: unknown;
  gateway_response?: unknown;
};

/** Paystack's Transfers API. A transfer answered `otp` cannot go on by API: it counts as failed. */
export function paystackTransfers(baseUrl: string, secretKey: string): TransferProvider {
  const call = paystackCaller(baseUrl, secretKey);
  return {
    name: 'paystack',
    async createRecipient({ bankCode, accountNumber, accountName }) {
      const data = await call<PaystackRecipient>('/transferrecipient', {
        method: 'POST',
        body: {
          type: 'nuban',
          name: accountName,
          account_number: accountNumber,
          bank_code: bankCode,
          currency: 'NGN',
        },
      });
      if (typeof data?.recipient_code !== 'string')
        throw new PaymentProviderError('Paystack /transferrecipient answered no recipient_code');
      return data.recipient_code;
    },
    async transfer({ recipientCode, amountKobo, reference, reason }) {
      const data = await call<PaystackTransfer>('/transfer', {
        method: 'POST',
        body: {
          source: 'balance',
          amount: amountKobo,
          recipient: recipientCode,
          reference,
          reason,
          currency: 'NGN',
        },
      });
      const transferCode = String(data.transfer_code);
      if (data.status === 'success') return { status: 'success', transferCode };
      if (data.status === 'pending' || data.status === 'received' || data.status === 'processing')
        return { status: 'pending', transferCode };
      if (data.status === 'otp')
        return {
          status: 'failed',
          transferCode,
          reason:
            'Paystack asks for an OTP for this transfer: turn OTP for transfers off in the Paystack dashboard',
        };
      return { status: 'failed', transferCode, reason: `Paystack answered the transfer ${data.status}` };
    },
    async verify(reference) {
      let data: PaystackTransfer;
      try {
        data = await call<PaystackTransfer>(`/transfer/verify/${encodeURIComponent(reference)}`, {
          method: 'GET',
        });
      } catch (error) {
        if (error instanceof PaymentProviderError && error.httpStatus === 404) return { status: 'missing' };
        throw error;
      }
      const transferCode = String(data.transfer_code);
      if (data.status === 'success') return { status: 'success', transferCode };
      if (data.status === 'failed' || data.status === 'reversed') {
        const said = [data.gateway_response, data.failures].find(
          (value): value is string => typeof value === 'string' && value.trim() !== '',
        );
        return { status: data.status, transferCode, reason: said ?? null };
      }
      return { status: 'pending' };
    },
  };
}

/**
 * Without a Paystack key: a transfer settles itself at once (no money moves; the sandbox is allowed
 * only where top-ups are, `paymentsConfigured`).
 */
export function sandboxTransfers(): TransferProvider {
  return {
    name: 'sandbox',
    async createRecipient({ bankCode, accountNumber }) {
      return `RCP_sandbox_${bankCode}_${accountNumber}`;
    },
    async transfer() {
      return { status: 'success', transferCode: `TRF_sandbox_${randomBytes(8).toString('hex')}` };
    },
    async verify() {
      // The sandbox settles every transfer it takes at once: one left pending never reached it.
      return { status: 'missing' };
    },
  };
}

/** Paystack's transfers when a secret key is configured, otherwise the sandbox's. */
export function transferProvider(config: Config): TransferProvider {
  return config.paystackSecretKey
    ? paystackTransfers(config.paystackBaseUrl, config.paystackSecretKey)
    : sandboxTransfers();
}
