import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTransaction = {
  reference: string;
  /** What was asked for at initialization (kobo). */
  amount: number;
  currency: string;
  email: string;
  callback_url: string;
  /** What Verify Transaction reports: Paystack's statuses. */
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  /** What Verify Transaction reports as paid, if different from `amount` (an amount mismatch). */
  paidAmount?: number;
  paidCurrency?: string;
};

/** A transfer recipient made by `POST /transferrecipient`. */
export type FakeRecipient = {
  recipient_code: string;
  name: string;
  account_number: string;
  bank_code: string;
};

/** A transfer made by `POST /transfer`, with what each webhook event about it says. */
export type FakeTransfer = {
  reference: string;
  transfer_code: string;
  amount: number;
  currency: string;
  recipient: string;
  reason: string;
  status: 'pending' | 'success' | 'failed' | 'reversed';
};

/**
 * A local HTTP server speaking Paystack's formats for Initialize Transaction and Verify Transaction,
 * and for transfers: Create Transfer Recipient (`POST /transferrecipient`: a duplicate bank account
 * answers its existing recipient, as Paystack does) and Initiate Transfer (`POST /transfer`: a
 * reference used before is refused, 400) and Verify Transfer (`GET /transfer/verify/:reference`: 404
for a reference it never received). Bearer secret key, `{status, message, data}` answers,
 * amounts in kobo. Tests change what a transaction's verification reports with `settle`, make the
 * next transfers fail with `failTransfers`, build webhook events with `event` / `transferEvent`
 * and sign them with `sign`.
 */
export async function startFakePaystack(secretKey = 'sk_test_fake_paystack_key') {
  const transactions = new Map<string, FakeTransaction>();
  const initializeBodies: Array<Record<string, unknown>> = [];
  let verifyCalls = 0;
  const recipients: FakeRecipient[] = [];
  const transfers = new Map<string, FakeTransfer>();
  const transferBodies: Array<Record<string, unknown>> = [];
  /** How the next `POST /transfer` calls answer, one entry each: an HTTP status with a message. */
  const transferFailures: Array<{ status: number; message: string }> = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readJson = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  };

  const server = createServer(async (req, res) => {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, { status: false, message: 'Invalid key' });
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      const body = await readJson(req);
      initializeBodies.push(body);
      const reference = String(body.reference);
      transactions.set(reference, {
        reference,
        amount: Number(body.amount),
        currency: String(body.currency ?? 'NGN'),
        email: String(body.email),
        callback_url: String(body.callback_url),
        status: 'ongoing',
      });
      return send(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${reference}`,
          access_code: `ac_${reference}`,
          reference,
        },
      });
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      verifyCalls++;
      const tx = transactions.get(decodeURIComponent(verify[1]!));
      if (!tx) return send(res, 400, { status: false, message: 'Transaction reference not found' });
      return send(res, 200, {
        status: true,
        message: 'Verification successful',
        data: {
          id: 4_099_260_516,
          domain: 'test',
          status: tx.status,
          reference: tx.reference,
          amount: tx.paidAmount ?? tx.amount,
          currency: tx.paidCurrency ?? tx.currency,
          gateway_response: tx.status === 'success' ? 'Successful' : 'The transaction was not completed',
          paid_at: tx.status === 'success' ? new Date().toISOString() : null,
          channel: 'card',
          customer: { email: tx.email },
        },
      });
    }
    if (req.method === 'POST' && url.pathname === '/transferrecipient') {
      const body = await readJson(req);
      if (body.type !== 'nuban' || !/^\d{10}$/.test(String(body.account_number)) || !body.bank_code) {
        return send(res, 400, { status: false, message: 'Account number is invalid' });
      }
      let recipient = recipients.find(
        (r) => r.account_number === body.account_number && r.bank_code === body.bank_code,
      );
      if (!recipient) {
        recipient = {
          recipient_code: `RCP_${Math.random().toString(36).slice(2, 17)}`,
          name: String(body.name),
          account_number: String(body.account_number),
          bank_code: String(body.bank_code),
        };
        recipients.push(recipient);
      }
      return send(res, 201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: {
          active: true,
          currency: String(body.currency ?? 'NGN'),
          domain: 'test',
          id: 56_824_902 + recipients.length,
          name: recipient.name,
          recipient_code: recipient.recipient_code,
          type: 'nuban',
          is_deleted: false,
          details: {
            authorization_code: null,
            account_number: recipient.account_number,
            account_name: recipient.name,
            bank_code: recipient.bank_code,
            bank_name: 'Test Bank',
          },
        },
      });
    }
    if (req.method === 'POST' && url.pathname === '/transfer') {
      const body = await readJson(req);
      transferBodies.push(body);
      const failure = transferFailures.shift();
      if (failure) return send(res, failure.status, { status: false, message: failure.message });
      const reference = String(body.reference);
      if (!/^[a-z0-9_-]{16,50}$/.test(reference)) {
        return send(res, 400, { status: false, message: 'Invalid transfer reference' });
      }
      if (transfers.has(reference)) {
        return send(res, 400, { status: false, message: 'Duplicate Transfer Reference' });
      }
      if (!recipients.some((r) => r.recipient_code === body.recipient)) {
        return send(res, 400, { status: false, message: 'Recipient specified is invalid' });
      }
      const transfer: FakeTransfer = {
        reference,
        transfer_code: `TRF_${Math.random().toString(36).slice(2, 17)}`,
        amount: Number(body.amount),
        currency: String(body.currency ?? 'NGN'),
        recipient: String(body.recipient),
        reason: String(body.reason ?? ''),
        status: 'pending',
      };
      transfers.set(reference, transfer);
      return send(res, 200, {
        status: true,
        message: 'Transfer has been queued',
        data: {
          integration: 463_433,
          domain: 'test',
          amount: transfer.amount,
          currency: transfer.currency,
          source: 'balance',
          reason: transfer.reason,
          recipient: 56_824_902,
          status: 'pending',
          transfer_code: transfer.transfer_code,
          reference,
          id: 860_670_817,
          createdAt: new Date().toISOString(),
        },
      });
    }
    const verifying = url.pathname.match(/^\/transfer\/verify\/([^/]+)$/);
    if (req.method === 'GET' && verifying) {
      const transfer = transfers.get(decodeURIComponent(verifying[1]!));
      if (!transfer) return send(res, 404, { status: false, message: 'Transfer not found' });
      return send(res, 200, {
        status: true,
        message: 'Transfer retrieved',
        data: {
          amount: transfer.amount,
          currency: transfer.currency,
          domain: 'test',
          failures: null,
          reason: transfer.reason,
          reference: transfer.reference,
          source: 'balance',
          status: transfer.status,
          transfer_code: transfer.transfer_code,
          transferred_at: transfer.status === 'success' ? new Date().toISOString() : null,
        },
      });
    }
    return send(res, 404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    secretKey,
    baseUrl: `http://127.0.0.1:${port}`,
    /** The env that points the app at this fake. */
    env: { PAYSTACK_BASE_URL: `http://127.0.0.1:${port}`, PAYSTACK_SECRET_KEY: secretKey },
    initializeBodies,
    get verifyCalls() {
      return verifyCalls;
    },
    transaction(reference: string) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`fake Paystack has no transaction ${reference}`);
      return tx;
    },
    /** Changes what Verify Transaction reports for a reference. */
    settle(
      reference: string,
      change: Partial<Pick<FakeTransaction, 'status' | 'paidAmount' | 'paidCurrency'>>,
    ) {
      Object.assign(this.transaction(reference), change);
    },
    /** A Paystack webhook event body for a reference, as Paystack sends it. */
    event(reference: string, event = 'charge.success') {
      const tx = this.transaction(reference);
      return JSON.stringify({
        event,
        data: { id: 4_099_260_516, status: 'success', reference, amount: tx.amount, currency: tx.currency },
      });
    },
    recipients,
    transferBodies,
    transfers,
    transfer(reference: string) {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`fake Paystack has no transfer ${reference}`);
      return transfer;
    },
    /** The next `count` `POST /transfer` calls answer `status` with `message` (Paystack's refusals). */
    failTransfers(
      count: number,
      status = 400,
      message = 'Your balance is not enough to fulfil this request',
    ) {
      for (let i = 0; i < count; i++) transferFailures.push({ status, message });
    },
    /**
     * A transfer webhook event (`transfer.success`, `transfer.failed`, `transfer.reversed`) for a
     * transfer made here, as Paystack sends it; `amount` to lie about the amount.
     */
    transferEvent(
      reference: string,
      event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed',
      options: { amount?: number; gatewayResponse?: string } = {},
    ) {
      const transfer = this.transfer(reference);
      const status = event.slice('transfer.'.length) as FakeTransfer['status'];
      transfer.status = status;
      const recipient = recipients.find((r) => r.recipient_code === transfer.recipient);
      return JSON.stringify({
        event,
        data: {
          amount: options.amount ?? transfer.amount,
          currency: transfer.currency,
          domain: 'test',
          failures: null,
          id: 860_670_817,
          integration: { id: 463_433, is_live: false, business_name: 'Lunch' },
          reason: transfer.reason,
          reference: transfer.reference,
          source: 'balance',
          source_details: null,
          status,
          titan_code: null,
          transfer_code: transfer.transfer_code,
          transferred_at: status === 'success' ? new Date().toISOString() : null,
          ...(options.gatewayResponse ? { gateway_response: options.gatewayResponse } : {}),
          recipient: {
            active: true,
            currency: 'NGN',
            domain: 'test',
            recipient_code: transfer.recipient,
            type: 'nuban',
            details: {
              account_number: recipient?.account_number ?? null,
              account_name: recipient?.name ?? null,
              bank_code: recipient?.bank_code ?? null,
              bank_name: 'Test Bank',
            },
          },
        },
      });
    },
    /** `x-paystack-signature`: HMAC-SHA512 of the raw body with a secret key (ours unless given). */
    sign(body: string, key = secretKey) {
      return createHmac('sha512', key).update(body).digest('hex');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
