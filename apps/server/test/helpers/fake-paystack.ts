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

/**
 * A local HTTP server speaking Paystack's formats for Initialize Transaction and Verify Transaction
 * (bearer secret key, `{status, message, data}` answers, amounts in kobo). Tests change what a
 * transaction's verification reports with `settle`, and sign webhook events with `sign`.
 */
export async function startFakePaystack(secretKey = 'sk_test_fake_paystack_key') {
  const transactions = new Map<string, FakeTransaction>();
  const initializeBodies: Array<Record<string, unknown>> = [];
  let verifyCalls = 0;

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
    /** `x-paystack-signature`: HMAC-SHA512 of the raw body with a secret key (ours unless given). */
    sign(body: string, key = secretKey) {
      return createHmac('sha512', key).update(body).digest('hex');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
