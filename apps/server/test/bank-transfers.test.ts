import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type Database, openPostgres } from '../src/db/client.js';
import { accounts, companies } from '../src/db/schema.js';
import { paymentProvider } from '../src/lib/payments/index.js';
import { confirmBankTransfer } from '../src/modules/billing/bank-transfers.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  walletAndLedger,
} from './helpers/factories.js';
import { type FakePaystack, startFakePaystack } from './helpers/fake-paystack.js';

const APP_URL = 'https://lunch.example.com';

/** What every describe below calls: the API, Paystack's webhook, and what a company received. */
function bankTransferBed(get: () => { t: TestApp }) {
  const api = testApi(() => get().t);
  return {
    api,
    open: (company: Actor) => api.post('/billings/virtual-account', { as: company }),
    account: (company: Actor) => api.get('/billings/virtual-account', { as: company }),
    /** Paystack's webhook: the raw bytes the signature covers, sent as they are. */
    webhook: (body: string, signature?: string) =>
      api.post('/billings/webhook', {
        unchecked: true,
        headers: {
          'content-type': 'application/json',
          ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
        },
        body,
      }),
    /** The wallet equals its paid ledger rows, and holds `kobo`. */
    async expectWallet(company: Actor, kobo: number) {
      expect(await walletAndLedger(get().t, company.id)).toEqual({ wallet: kobo, ledger: kobo });
    },
    /** The company's bank transfer receipts, after running every queued job. */
    async receipts(company: Actor) {
      while ((await get().t.ctx.jobs.runDue()) > 0);
      return get()
        .t.smtp.to(company.email)
        .filter((mail) => mail.subject === 'Bank transfer received');
    },
    /** The company's wallet movements with `reference`. */
    async movements(company: Actor, reference: string) {
      const res = await api.get('/billings', { as: company, query: { limit: 100 } });
      return res.data.list.filter((row) => row.reference === reference);
    },
  };
}

describe("a company's own bank account through Paystack", () => {
  let t: TestApp;
  let paystack: FakePaystack;
  beforeAll(async () => {
    paystack = await startFakePaystack();
    t = await buildTestApp({ env: { ...paystack.env, APP_URL, PAYSTACK_DVA_BANK: 'test-bank' } });
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });
  const bed = bankTransferBed(() => ({ t }));
  const { api, open, account, webhook } = bed;

  /** A company with its account opened, and its Paystack customer code. */
  async function companyWithAccount(name?: string) {
    const company = await createCompany(t, name ? { name } : {});
    expect((await open(company)).statusCode).toBe(200);
    const customer = paystack.customers.find((c) => c.email === company.email)!;
    return { company, customerCode: customer.customer_code };
  }

  it("opens the account once: a Paystack customer with the company's details, then its dedicated account", async () => {
    const company = await createCompany(t, { name: 'Acme Foods Ltd' });
    await t.db.update(accounts).set({ phoneNumber: '8012345678' }).where(sql`${accounts.id} = ${company.id}`);
    const before = await account(company);
    expect(before.statusCode).toBe(404);
    expect(before.message).toMatch(/No bank account yet/);

    const res = await open(company);
    expect(res.statusCode).toBe(200);
    const customer = paystack.customers.find((c) => c.email === company.email);
    expect(customer).toMatchObject({
      email: company.email,
      first_name: 'Acme',
      last_name: 'Foods Ltd',
      phone: '+2348012345678',
    });
    const opened = paystack.dedicatedAccounts.filter((a) => a.customer_code === customer?.customer_code);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.preferred_bank).toBe('test-bank');
    expect(res.data).toEqual({
      bank_name: 'Test Bank',
      account_number: opened[0]?.account_number,
      account_name: 'LUNCH/ACME FOODS LTD',
      status: 'active',
      test_mode: false,
    });

    const again = await open(company);
    expect(again.statusCode).toBe(200);
    expect(again.data).toEqual(res.data);
    expect((await account(company)).data).toEqual(res.data);
    expect(
      paystack.dedicatedAccounts.filter((a) => a.customer_code === customer?.customer_code),
    ).toHaveLength(1);
  });

  it('opens one account when asked several times at once', async () => {
    const company = await createCompany(t);
    const answers = await Promise.all(Array.from({ length: 4 }, () => open(company)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = new Set(answers.map((res) => res.data.account_number));
    expect(numbers.size).toBe(1);
    const code = paystack.customers.find((c) => c.email === company.email)?.customer_code;
    expect(paystack.dedicatedAccounts.filter((a) => a.customer_code === code)).toHaveLength(1);
  });

  it('finds the account Paystack opened when its answer was lost (the customer already has one)', async () => {
    const company = await createCompany(t);
    // Paystack opened the account, but the server never stored it (it stopped before, or timed out).
    const call = (path: string, body: unknown) =>
      fetch(`${paystack.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${paystack.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((res) => res.json() as Promise<{ data: Record<string, unknown> }>);
    const customer = await call('/customer', { email: company.email, first_name: 'A', last_name: 'B' });
    const lost = await call('/dedicated_account', {
      customer: customer.data.customer_code,
      preferred_bank: 'test-bank',
    });

    const res = await open(company);
    expect(res.statusCode).toBe(200);
    expect(res.data.account_number).toBe(lost.data.account_number);
    expect(
      paystack.dedicatedAccounts.filter((a) => a.customer_code === customer.data.customer_code),
    ).toHaveLength(1);
  });

  it('needs a company that finished its set-up', async () => {
    const company = await createCompany(t);
    await t.db.update(accounts).set({ onboarded: false }).where(sql`${accounts.id} = ${company.id}`);
    await t.db.update(companies).set({ size: null }).where(sql`${companies.accountId} = ${company.id}`);
    const res = await open(company);
    expect(res.statusCode).toBe(409);
    expect(res.message).toMatch(/size .*missing\. Go to Onboarding\./);
    expect(paystack.customers.some((c) => c.email === company.email)).toBe(false);
    expect((await account(company)).statusCode).toBe(404);
  });

  it("is the company's own: strangers 401, employees and admins 403, another company sees none", async () => {
    const { company } = await companyWithAccount();
    const other = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    const admin = await createAdmin(t);
    expect((await api.get('/billings/virtual-account')).statusCode).toBe(401);
    expect((await api.post('/billings/virtual-account')).statusCode).toBe(401);
    for (const actor of [employee, admin]) {
      expect((await account(actor)).statusCode).toBe(403);
      expect((await open(actor)).statusCode).toBe(403);
    }
    expect((await account(other)).statusCode).toBe(404);
    expect((await api.get('/admin/bank-transfers/unmatched')).statusCode).toBe(401);
    for (const actor of [company, employee]) {
      expect((await api.get('/admin/bank-transfers/unmatched', { as: actor })).statusCode).toBe(403);
    }
  });

  it('credits a signed transfer once Paystack verifies it, as a bank transfer top-up, and emails a receipt', async () => {
    const { company, customerCode } = await companyWithAccount();
    const body = paystack.bankTransfer(customerCode, 2_500_000);
    const { reference } = JSON.parse(body).data as { reference: string };
    // Pretty-printed on purpose: the signature covers the raw bytes, not a re-serialisation.
    const pretty = JSON.stringify(JSON.parse(body), null, 2);
    const res = await webhook(pretty, paystack.sign(pretty));
    expect(res.statusCode).toBe(200);
    await bed.expectWallet(company, 0); // answered before crediting

    await t.flushJobs();
    await bed.expectWallet(company, 2_500_000);
    expect(await bed.movements(company, reference)).toEqual([
      expect.objectContaining({
        type: 'wallet_topup',
        method: 'bank_transfer',
        status: 'paid',
        amount: '25000.00',
        email: company.email,
        order_id: null,
      }),
    ]);
    const receipts = await bed.receipts(company);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('₦25,000.00');
    expect(receipts[0]?.text).toContain('New balance: ₦25,000.00');
    expect(receipts[0]?.text).toContain(reference);
  });

  it('credits a replayed transfer once', async () => {
    const { company, customerCode } = await companyWithAccount();
    const body = paystack.bankTransfer(customerCode, 75_000);
    for (let i = 0; i < 4; i++) expect((await webhook(body, paystack.sign(body))).statusCode).toBe(200);
    await t.flushJobs();
    expect((await webhook(body, paystack.sign(body))).statusCode).toBe(200);
    await t.flushJobs();
    await bed.expectWallet(company, 75_000);
    expect(await bed.receipts(company)).toHaveLength(1);
  });

  it('refuses forged, tampered and unsigned events with 401 and credits nothing', async () => {
    const { company, customerCode } = await companyWithAccount();
    const body = paystack.bankTransfer(customerCode, 100_000);
    expect((await webhook(body, paystack.sign(body, 'sk_test_someone_else'))).statusCode).toBe(401);
    expect((await webhook(body, 'a'.repeat(128))).statusCode).toBe(401);
    const tampered = body.replace('"amount":100000', '"amount":999900');
    expect(tampered).not.toBe(body);
    expect((await webhook(tampered, paystack.sign(body))).statusCode).toBe(401);
    expect((await webhook(body)).statusCode).toBe(401);
    await t.flushJobs();
    await bed.expectWallet(company, 0);
    expect(await bed.receipts(company)).toHaveLength(0);
  });

  it('credits what Paystack verified, never what the event says', async () => {
    const { company, customerCode } = await companyWithAccount();
    const body = paystack.bankTransfer(customerCode, 500_000, { verifiedAmount: 300_000 });
    expect(JSON.parse(body).data.amount).toBe(500_000);
    await webhook(body, paystack.sign(body));
    await t.flushJobs();
    await bed.expectWallet(company, 300_000);
  });

  it('credits nothing for a transfer Paystack reports failed', async () => {
    const { company, customerCode } = await companyWithAccount();
    const body = paystack.bankTransfer(customerCode, 100_000);
    paystack.settle(JSON.parse(body).data.reference, { status: 'failed' });
    await webhook(body, paystack.sign(body));
    await t.flushJobs();
    await bed.expectWallet(company, 0);
  });

  it('records a transfer for an unknown customer once, for the platform admin, crediting nobody', async () => {
    const admin = await createAdmin(t);
    const { company } = await companyWithAccount();
    const body = paystack.bankTransfer('CUS_nobody0000001', 420_000);
    const { reference } = JSON.parse(body).data as { reference: string };
    for (let i = 0; i < 3; i++) {
      expect((await webhook(body, paystack.sign(body))).statusCode).toBe(200);
      await t.flushJobs();
    }
    const [credited] = await t.database.rows<{ n: string }>(
      sql`select count(*)::text as n from ledger where reference = ${reference}`,
    );
    expect(credited?.n).toBe('0');
    await bed.expectWallet(company, 0);

    const list = await api.get('/admin/bank-transfers/unmatched', { as: admin, query: { limit: 100 } });
    expect(list.statusCode).toBe(200);
    const found = list.data.list.filter((row) => row.reference === reference);
    expect(found).toEqual([
      {
        id: expect.any(String),
        reference,
        customer_code: 'CUS_nobody0000001',
        amount: '4200.00',
        received_at: expect.any(String),
      },
    ]);
  });

  it('pages the unmatched transfers newest first', async () => {
    const admin = await createAdmin(t);
    for (const kobo of [100_00, 200_00, 300_00]) {
      const body = paystack.bankTransfer(`CUS_paged${kobo}`, kobo);
      await webhook(body, paystack.sign(body));
      await t.flushJobs();
    }
    const first = (await api.get('/admin/bank-transfers/unmatched', { as: admin, query: { limit: 2 } })).data;
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.list.map((row) => row.amount)).toEqual(['300.00', '200.00']);
    const byPage = (
      await api.get('/admin/bank-transfers/unmatched', { as: admin, query: { limit: 2, page: 2 } })
    ).data;
    const byKey = (
      await api.get('/admin/bank-transfers/unmatched', {
        as: admin,
        query: { limit: 2, lastId: first.lastId! },
      })
    ).data;
    expect(byPage.list[0]?.amount).toBe('100.00');
    expect(byKey.list.map((row) => row.id)).toEqual(byPage.list.map((row) => row.id));
    const bad = await api.get('/admin/bank-transfers/unmatched', {
      as: admin,
      unchecked: true,
      query: { limit: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors[0]?.path).toBe('limit');
  });

  it('leaves card top-ups to the card path, marked card', async () => {
    const company = await createCompany(t);
    const topup = await api.post('/billings/topup', { as: company, body: { amount: 1000 } });
    const reference = topup.data.split('/').at(-1)!;
    paystack.settle(reference, { status: 'success' });
    const body = paystack.event(reference);
    await webhook(body, paystack.sign(body));
    await t.flushJobs();
    await bed.expectWallet(company, 100_000);
    expect(await bed.movements(company, reference)).toEqual([
      expect.objectContaining({ method: 'card', status: 'paid' }),
    ]);
    expect(await bed.receipts(company)).toHaveLength(0);
  });

  it('offers no simulated transfers when Paystack is configured', async () => {
    const { company } = await companyWithAccount();
    const res = await api.post('/billings/virtual-account/simulate-transfer', {
      as: company,
      body: { amount: 1000 },
    });
    expect(res.statusCode).toBe(404);
    await bed.expectWallet(company, 0);
  });
});

describe('opening an account when Paystack cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { PAYSTACK_BASE_URL: 'http://127.0.0.1:9', PAYSTACK_SECRET_KEY: 'sk_test_unreachable' },
      smtp: false,
    });
  });
  afterAll(() => t.close());

  it('answers 503 and keeps nothing', async () => {
    const company = await createCompany(t);
    const api = testApi(t);
    const res = await api.post('/billings/virtual-account', { as: company });
    expect(res.statusCode).toBe(503);
    expect(res.message).toMatch(/could not open your bank account/);
    expect((await api.get('/billings/virtual-account', { as: company })).statusCode).toBe(404);
  });
});

describe("a company's test account in the sandbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const bed = bankTransferBed(() => ({ t }));
  const { api, open } = bed;
  const simulate = (company: Actor, amount: number | string) =>
    api.post('/billings/virtual-account/simulate-transfer', { as: company, body: { amount } });

  it('opens a made-up test account, once', async () => {
    const company = await createCompany(t);
    const res = await open(company);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ bank_name: 'Test Bank', status: 'active', test_mode: true });
    expect(res.data.account_number).toMatch(/^\d{10}$/);
    expect((await open(company)).data).toEqual(res.data);
  });

  it('credits a simulated transfer through the signed webhook, once', async () => {
    const company = await createCompany(t);
    await open(company);
    const res = await simulate(company, '2500');
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({
      type: 'wallet_topup',
      method: 'bank_transfer',
      status: 'paid',
      amount: '2500.00',
      email: company.email,
    });
    expect(res.data.reference).toMatch(/^sbxtrf_/);
    await bed.expectWallet(company, 250_000);
    // The webhook also queued its confirmation job: it finds the transfer credited.
    const receipts = await bed.receipts(company);
    await bed.expectWallet(company, 250_000);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(res.data.reference);

    expect((await simulate(company, 100)).statusCode).toBe(200);
    await bed.expectWallet(company, 260_000);
  });

  it("refuses the sandbox's webhook with any other signature", async () => {
    const company = await createCompany(t);
    await open(company);
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: 'sbxtrf_CUS_x_100000_forged', channel: 'dedicated_nuban', amount: 100000 },
    });
    expect((await bed.webhook(body, 'f'.repeat(128))).statusCode).toBe(401);
    expect((await bed.webhook(body)).statusCode).toBe(401);
  });

  it('simulates for this machine only, into an account that exists, within the top-up limits', async () => {
    const company = await createCompany(t);
    expect((await simulate(company, 1000)).statusCode).toBe(409);
    await open(company);
    const fromAfar = await t.app.inject({
      method: 'POST',
      url: '/api/billings/virtual-account/simulate-transfer',
      remoteAddress: '10.1.2.3',
      headers: { ...company.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: 1000 }),
    });
    expect(fromAfar.statusCode).toBe(403);
    for (const amount of [0, 99.99, 'abc', '10000000.01']) {
      const res = await api.post('/billings/virtual-account/simulate-transfer', {
        as: company,
        unchecked: true,
        body: { amount },
      });
      expect(res.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(res.errors[0]?.path).toBe('amount');
    }
    const employee = await createEmployee(t, company.id);
    expect((await simulate(employee, 1000)).statusCode).toBe(403);
    expect(
      (await api.post('/billings/virtual-account/simulate-transfer', { body: { amount: 1000 } })).statusCode,
    ).toBe(401);
    await bed.expectWallet(company, 0);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'one transfer confirmed at once by two server instances (PostgreSQL)',
  () => {
    let t: TestApp;
    let paystack: FakePaystack;
    let second: { app: App; database: Database };
    beforeAll(async () => {
      paystack = await startFakePaystack();
      t = await buildTestApp({ env: { ...paystack.env, APP_URL } });
      const url = (t.database as Database & { url?: string }).url!;
      const database = await openPostgres(url, 10);
      const app = await buildApp({ config: t.ctx.config, database, logger: false });
      await app.ready();
      second = { app, database };
    });
    afterAll(async () => {
      await second.app.close();
      await second.database.close();
      await t.close();
      await paystack.close();
    });
    const bed = bankTransferBed(() => ({ t }));

    it('credits the wallet once when webhooks for one reference race', async () => {
      const company = await createCompany(t);
      expect((await bed.open(company)).statusCode).toBe(200);
      const code = paystack.customers.find((c) => c.email === company.email)!.customer_code;
      const body = paystack.bankTransfer(code, 1_234_56);
      const { reference } = JSON.parse(body).data as { reference: string };
      const signature = paystack.sign(body);
      const send = (app: App) =>
        app.inject({
          method: 'POST',
          url: '/api/billings/webhook',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
          payload: body,
        });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => send(i % 2 ? second.app : t.app)),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      const provider = paymentProvider(t.ctx.config);
      await Promise.all([
        t.flushJobs(),
        second.app.ctx.jobs.runDue(),
        ...Array.from({ length: 5 }, () => confirmBankTransfer(t.ctx, provider, reference)),
        ...Array.from({ length: 5 }, () =>
          confirmBankTransfer(second.app.ctx, paymentProvider(second.app.ctx.config), reference),
        ),
      ]);
      await bed.expectWallet(company, 1_234_56);
      expect(await bed.movements(company, reference)).toHaveLength(1);
      expect(await bed.receipts(company)).toHaveLength(1);
    });
  },
);
