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
  /** `card` (a checkout or a charged authorization) or `dedicated_nuban` (a bank transfer in). */
  channel: 'card' | 'dedicated_nuban';
  /** The Paystack customer the transaction belongs to. */
  customer_code: string | null;
  /** The card's authorization (a card payment): reusable unless a test says otherwise. */
  authorization: FakeAuthorization | null;
};

/** A card authorization as Verify Transaction reports it. */
export type FakeAuthorization = {
  authorization_code: string;
  card_type: string;
  brand: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  reusable: boolean;
};

/** A customer made by `POST /customer`. */
export type FakeCustomer = {
  customer_code: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
};

/** A dedicated account made by `POST /dedicated_account`. */
export type FakeDedicatedAccount = {
  customer_code: string;
  preferred_bank: string;
  account_number: string;
  account_name: string;
  bank_name: string;
};

/** A refund made by `POST /refund`. */
export type FakeRefund = { transaction: string; amount: number; status: 'pending' | 'processed' | 'failed' };

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

/** A transaction's reference, as Paystack takes it: "Only -, ., = and alphanumeric characters allowed". */
const TRANSACTION_REFERENCE = /^[A-Za-z0-9.=-]+$/;

const testCard = (): FakeAuthorization => ({
  authorization_code: `AUTH_${Math.random().toString(36).slice(2, 12)}`,
  card_type: 'visa ',
  brand: 'visa',
  last4: '4081',
  exp_month: '12',
  exp_year: '2030',
  reusable: true,
});

/**
 * A local HTTP server speaking Paystack's formats for Initialize Transaction and Verify Transaction
 * (with the channel, the customer and the card's authorization), Create Customer (`POST
 * /customer`), Create Dedicated Virtual Account (`POST /dedicated_account`: a customer that has one
 * is refused, 400; Fetch Customer `GET /customer/:code` names it), Charge Authorization (`POST /transaction/charge_authorization`: the next
 * `failCharges` calls decline) and Create Refund (`POST /refund`: at most what was paid),
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
  const customers: FakeCustomer[] = [];
  const dedicatedAccounts: FakeDedicatedAccount[] = [];
  const chargeBodies: Array<Record<string, unknown>> = [];
  /** How many of the next charge_authorization calls are declined. */
  let chargeDeclines = 0;
  const refunds: FakeRefund[] = [];
  const customerOf = (email: string) => customers.find((c) => c.email === email)?.customer_code ?? null;

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
      if (!TRANSACTION_REFERENCE.test(reference))
        return send(res, 400, { status: false, message: 'Invalid reference' });
      transactions.set(reference, {
        reference,
        amount: Number(body.amount),
        currency: String(body.currency ?? 'NGN'),
        email: String(body.email),
        callback_url: String(body.callback_url),
        status: 'ongoing',
        channel: 'card',
        customer_code: customerOf(String(body.email)),
        authorization: testCard(),
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
          channel: tx.channel,
          customer: { email: tx.email, customer_code: tx.customer_code },
          authorization:
            tx.channel === 'dedicated_nuban'
              ? { channel: 'dedicated_nuban', reusable: false, sender_bank: 'Test Bank' }
              : tx.status === 'success' && tx.authorization
                ? {
                    ...tx.authorization,
                    channel: 'card',
                    bin: '408408',
                    bank: 'TEST BANK',
                    country_code: 'NG',
                  }
                : null,
        },
      });
    }
    if (req.method === 'POST' && url.pathname === '/customer') {
      const body = await readJson(req);
      if (typeof body.email !== 'string' || !body.email.includes('@')) {
        return send(res, 400, { status: false, message: 'Invalid Email Address Passed' });
      }
      let customer = customers.find((c) => c.email === body.email);
      if (!customer) {
        customer = {
          customer_code: `CUS_${Math.random().toString(36).slice(2, 17)}`,
          email: body.email,
          first_name: String(body.first_name ?? ''),
          last_name: String(body.last_name ?? ''),
          phone: String(body.phone ?? ''),
        };
        customers.push(customer);
      }
      return send(res, 200, {
        status: true,
        message: 'Customer created',
        data: { ...customer, id: 1_173 + customers.length, domain: 'test', integration: 100_032 },
      });
    }
    const fetchingCustomer = /^\/customer\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && fetchingCustomer) {
      const key = decodeURIComponent(fetchingCustomer[1]!);
      const customer = customers.find((c) => c.customer_code === key || c.email === key);
      if (!customer) return send(res, 404, { status: false, message: 'Customer not found' });
      const account = dedicatedAccounts.find((a) => a.customer_code === customer.customer_code);
      return send(res, 200, {
        status: true,
        message: 'Customer retrieved',
        data: {
          ...customer,
          domain: 'test',
          dedicated_account: account
            ? {
                bank: { name: account.bank_name, id: 20, slug: account.preferred_bank },
                account_name: account.account_name,
                account_number: account.account_number,
                assigned: true,
                active: true,
                currency: 'NGN',
              }
            : null,
        },
      });
    }
    if (req.method === 'POST' && url.pathname === '/dedicated_account') {
      const body = await readJson(req);
      const customer = customers.find((c) => c.customer_code === body.customer);
      if (!customer) return send(res, 404, { status: false, message: 'Customer not found' });
      if (dedicatedAccounts.some((a) => a.customer_code === customer.customer_code)) {
        return send(res, 400, { status: false, message: 'Customer already has an active dedicated account' });
      }
      const bank = String(body.preferred_bank ?? 'wema-bank');
      const account: FakeDedicatedAccount = {
        customer_code: customer.customer_code,
        preferred_bank: bank,
        account_number: String(9_930_000_000 + dedicatedAccounts.length + 1),
        account_name: `LUNCH/${`${customer.first_name} ${customer.last_name}`.trim().toUpperCase()}`,
        bank_name: bank === 'test-bank' ? 'Test Bank' : 'Wema Bank',
      };
      dedicatedAccounts.push(account);
      return send(res, 200, {
        status: true,
        message: 'Assigned Managed Account Successfully Created',
        data: {
          bank: { name: account.bank_name, id: 20, slug: bank },
          account_name: account.account_name,
          account_number: account.account_number,
          assigned: true,
          currency: 'NGN',
          active: true,
          id: 253 + dedicatedAccounts.length,
          created_at: new Date().toISOString(),
          customer: { customer_code: customer.customer_code, email: customer.email },
        },
      });
    }
    if (req.method === 'POST' && url.pathname === '/transaction/charge_authorization') {
      const body = await readJson(req);
      chargeBodies.push(body);
      const reference = String(body.reference ?? `chg-${Math.random().toString(36).slice(2, 12)}`);
      if (!TRANSACTION_REFERENCE.test(reference))
        return send(res, 400, { status: false, message: 'Invalid reference' });
      if (transactions.has(reference)) {
        return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      const declined = chargeDeclines > 0;
      if (declined) chargeDeclines--;
      const tx: FakeTransaction = {
        reference,
        amount: Number(body.amount),
        currency: String(body.currency ?? 'NGN'),
        email: String(body.email),
        callback_url: '',
        status: declined ? 'failed' : 'success',
        channel: 'card',
        customer_code: customerOf(String(body.email)),
        authorization: { ...testCard(), authorization_code: String(body.authorization_code) },
      };
      transactions.set(reference, tx);
      return send(res, 200, {
        status: true,
        message: 'Charge attempted',
        data: {
          amount: tx.amount,
          currency: tx.currency,
          transaction_date: new Date().toISOString(),
          status: tx.status,
          reference,
          domain: 'test',
          gateway_response: declined ? 'Declined' : 'Approved',
          channel: 'card',
          authorization: tx.authorization,
          customer: { email: tx.email, customer_code: tx.customer_code },
        },
      });
    }
    if (req.method === 'POST' && url.pathname === '/refund') {
      const body = await readJson(req);
      const tx = transactions.get(String(body.transaction));
      if (tx?.status !== 'success') {
        return send(res, 400, { status: false, message: 'Transaction reference not found' });
      }
      const refunded = refunds
        .filter((r) => r.transaction === tx.reference && r.status !== 'failed')
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = body.amount === undefined ? tx.amount - refunded : Number(body.amount);
      if (amount <= 0 || refunded + amount > tx.amount) {
        return send(res, 400, {
          status: false,
          message: 'Refund amount cannot be greater than transaction amount',
        });
      }
      const refund: FakeRefund = { transaction: tx.reference, amount, status: 'pending' };
      refunds.push(refund);
      return send(res, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: {
            reference: tx.reference,
            amount: tx.amount,
            currency: tx.currency,
            channel: tx.channel,
          },
          integration: 100_982,
          deducted_amount: 0,
          channel: null,
          merchant_note: `Refund for transaction ${tx.reference}`,
          customer_note: `Refund for transaction ${tx.reference}`,
          status: 'pending',
          refunded_by: 'api',
          expected_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          currency: 'NGN',
          domain: 'test',
          amount,
          fully_deducted: false,
          id: 1_504_460 + refunds.length,
          createdAt: new Date().toISOString(),
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
        data: {
          id: 4_099_260_516,
          status: 'success',
          reference,
          amount: tx.amount,
          currency: tx.currency,
          channel: tx.channel,
          customer: { email: tx.email, customer_code: tx.customer_code },
        },
      });
    },
    customers,
    dedicatedAccounts,
    /** The bodies of `POST /transaction/charge_authorization`, in order. */
    chargeBodies,
    /** The next `count` charge_authorization calls are declined (`status: failed`). */
    failCharges(count: number) {
      chargeDeclines += count;
    },
    refunds,
    /**
     * A bank transfer of `amount` kobo into a customer's dedicated account: Paystack records the
     * transaction (Verify Transaction answers it) and sends a signed `charge.success` on channel
     * `dedicated_nuban`; this returns that event's body. `verifiedAmount` makes Verify disagree.
     */
    bankTransfer(
      customerCode: string,
      amount: number,
      options: { reference?: string; verifiedAmount?: number } = {},
    ) {
      const reference = options.reference ?? `T${Math.floor(Math.random() * 1e15)}_dva`;
      const email = customers.find((c) => c.customer_code === customerCode)?.email ?? 'unknown@example.com';
      transactions.set(reference, {
        reference,
        amount,
        currency: 'NGN',
        email,
        callback_url: '',
        status: 'success',
        paidAmount: options.verifiedAmount,
        channel: 'dedicated_nuban',
        customer_code: customerCode,
        authorization: null,
      });
      return this.event(reference);
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
