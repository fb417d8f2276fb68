import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { type Actor, createCompany, walletAndLedger } from './helpers/factories.js';
import { type FakePaystack, startFakePaystack } from './helpers/fake-paystack.js';

const APP_URL = 'https://lunch.example.com';

describe('wallet top-up through Paystack', () => {
  let t: TestApp;
  let paystack: FakePaystack;
  beforeAll(async () => {
    paystack = await startFakePaystack();
    t = await buildTestApp({ env: { ...paystack.env, APP_URL } });
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });
  const api = testApi(() => t);

  async function topup(company: Actor, amount: number | string) {
    const res = await api.post('/billings/topup', { as: company, body: { amount } });
    expect(res.statusCode).toBe(200);
    const url = res.data;
    return { url, reference: url.split('/').at(-1)! };
  }
  /** Paystack's webhook: the raw bytes the signature covers, sent as they are (the table has no body for it). */
  const webhook = (body: string, signature?: string) =>
    api.post('/billings/webhook', {
      unchecked: true,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
      },
      body,
    });
  const verify = (company: Actor, reference: string) =>
    api.get('/billings/verify/:reference', { as: company, params: { reference } });
  async function statusOf(company: Actor, reference: string) {
    const res = await api.get('/billings', { as: company, query: { limit: 100 } });
    return res.data.list.find((b) => b.reference === reference)?.status;
  }
  /** The wallet equals its paid ledger rows, and holds `kobo`. */
  async function expectWallet(company: Actor, kobo: number) {
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: kobo, ledger: kobo });
  }
  /** The top-up emails the company received, after running every queued job (the mail is queued by a job). */
  async function topupMails(company: Actor) {
    while ((await t.ctx.jobs.runDue()) > 0);
    return t.smtp.to(company.email).filter((mail) => mail.subject === 'Wallet top-up received');
  }

  it('initializes a transaction in kobo and NGN with our own reference and the billings callback', async () => {
    const company = await createCompany(t);
    const { url, reference } = await topup(company, '2500.50');
    expect(url).toBe(`https://checkout.paystack.com/${reference}`);
    expect(paystack.initializeBodies.at(-1)).toEqual({
      email: company.email,
      amount: 250050,
      currency: 'NGN',
      reference,
      callback_url: `${APP_URL}/dashboard/billings?reference=${reference}`,
    });
    expect(reference).toMatch(/^topup-[0-9a-f]{24}$/);
    expect(await statusOf(company, reference)).toBe('pending');
    await expectWallet(company, 0);

    const second = await topup(company, 100);
    expect(second.reference).not.toBe(reference);
  });

  it('credits once after a signed webhook, when Verify Transaction confirms, and emails the company', async () => {
    const company = await createCompany(t);
    const { reference } = await topup(company, 5000);
    paystack.settle(reference, { status: 'success' });
    // Pretty-printed on purpose: the signature covers the raw bytes, not a re-serialisation.
    const body = JSON.stringify(JSON.parse(paystack.event(reference)), null, 2);
    const res = await webhook(body, paystack.sign(body));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    await expectWallet(company, 0); // answered before crediting

    await t.flushJobs();
    await expectWallet(company, 500000);
    expect(await statusOf(company, reference)).toBe('paid');
    const mails = await topupMails(company);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('₦5,000.00');
    expect(mails[0]?.text).toContain(reference);
  });

  it('refuses a forged signature with 401 and credits nothing', async () => {
    const company = await createCompany(t);
    const { reference } = await topup(company, 1000);
    paystack.settle(reference, { status: 'success' });
    const body = paystack.event(reference);
    expect((await webhook(body, paystack.sign(body, 'sk_test_someone_else'))).statusCode).toBe(401);
    expect((await webhook(body, 'a'.repeat(128))).statusCode).toBe(401);
    const tampered = body.replace('"amount":100000', '"amount":999900');
    expect((await webhook(tampered, paystack.sign(body))).statusCode).toBe(401);
    await t.flushJobs();
    await expectWallet(company, 0);
    expect(await statusOf(company, reference)).toBe('pending');
  });

  it('refuses an unsigned event with 401 and credits nothing', async () => {
    const company = await createCompany(t);
    const { reference } = await topup(company, 1000);
    paystack.settle(reference, { status: 'success' });
    const res = await webhook(paystack.event(reference));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, data: null });
    await t.flushJobs();
    await expectWallet(company, 0);
  });

  it('credits nothing more for replayed events', async () => {
    const company = await createCompany(t);
    const { reference } = await topup(company, 750);
    paystack.settle(reference, { status: 'success' });
    const body = paystack.event(reference);
    for (let i = 0; i < 4; i++) expect((await webhook(body, paystack.sign(body))).statusCode).toBe(200);
    await t.flushJobs();
    expect((await webhook(body, paystack.sign(body))).statusCode).toBe(200);
    await t.flushJobs();
    await expectWallet(company, 75000);
    expect(await topupMails(company)).toHaveLength(1);
  });

  it('credits exactly once when the webhook and the verify call race', async () => {
    const company = await createCompany(t);
    const { reference } = await topup(company, 1234.56);
    paystack.settle(reference, { status: 'success' });
    const body = paystack.event(reference);
    for (let i = 0; i < 3; i++) await webhook(body, paystack.sign(body));
    const results = await Promise.all([
      t.flushJobs(),
      ...Array.from({ length: 5 }, () => verify(company, reference)),
      t.flushJobs(),
    ]);
    for (const res of results.slice(1, -1)) {
      expect((res as Awaited<ReturnType<typeof verify>>).statusCode).toBe(200);
    }
    await t.flushJobs();
    await expectWallet(company, 123456);
    expect((await verify(company, reference)).data).toMatchObject({
      status: 'paid',
      amount: '1234.56',
      method: 'card',
    });
    expect(await topupMails(company)).toHaveLength(1);
  });

  it('credits nothing when the provider reports another amount or currency, and marks it failed', async () => {
    const company = await createCompany(t);
    const short = await topup(company, 5000);
    paystack.settle(short.reference, { status: 'success', paidAmount: 500 });
    const res = await verify(company, short.reference);
    expect(res.statusCode).toBe(200);
    expect(res.data.status).toBe('failed');

    const dollars = await topup(company, 5000);
    paystack.settle(dollars.reference, { status: 'success', paidCurrency: 'USD' });
    const body = paystack.event(dollars.reference);
    await webhook(body, paystack.sign(body));
    await t.flushJobs();
    expect(await statusOf(company, dollars.reference)).toBe('failed');
    await expectWallet(company, 0);
  });

  it('marks an abandoned payment abandoned without credit; a later success credits once', async () => {
    const company = await createCompany(t);
    const { reference } = await topup(company, 300);
    paystack.settle(reference, { status: 'abandoned' });
    expect((await verify(company, reference)).data.status).toBe('abandoned');
    await expectWallet(company, 0);

    paystack.settle(reference, { status: 'success' });
    const body = paystack.event(reference);
    await webhook(body, paystack.sign(body));
    await t.flushJobs();
    await verify(company, reference);
    await expectWallet(company, 30000);
  });

  it('marks a failed payment failed and leaves an unfinished one pending', async () => {
    const company = await createCompany(t);
    const failed = await topup(company, 300);
    paystack.settle(failed.reference, { status: 'failed' });
    expect((await verify(company, failed.reference)).data.status).toBe('failed');
    const ongoing = await topup(company, 300);
    expect((await verify(company, ongoing.reference)).data.status).toBe('pending');
    await expectWallet(company, 0);
  });

  it("answers 404 for another company's reference and ignores signed events about unknown references", async () => {
    const owner = await createCompany(t);
    const other = await createCompany(t);
    const { reference } = await topup(owner, 500);
    paystack.settle(reference, { status: 'success' });
    expect((await verify(other, reference)).statusCode).toBe(404);
    expect((await verify(other, 'topup_unknown')).statusCode).toBe(404);
    await expectWallet(other, 0);
    await expectWallet(owner, 0);

    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: 'topup_unknown', amount: 100 },
    });
    expect((await webhook(body, paystack.sign(body))).statusCode).toBe(200);
  });

  it('does not serve the sandbox checkout when Paystack is configured', async () => {
    const company = await createCompany(t);
    const { reference } = await topup(company, 500);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${reference}` });
    expect(page.body).not.toContain('TEST MODE');
    const pay = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}/pay` });
    expect(pay.statusCode).toBe(404);
    await expectWallet(company, 0);
  });
});

describe('wallet top-up when Paystack cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { PAYSTACK_BASE_URL: 'http://127.0.0.1:9', PAYSTACK_SECRET_KEY: 'sk_test_unreachable' },
    });
  });
  afterAll(() => t.close());

  it('answers 503 and marks the billing failed', async () => {
    const company = await createCompany(t);
    const api = testApi(t);
    const res = await api.post('/billings/topup', { as: company, body: { amount: 1000 } });
    expect(res.statusCode).toBe(503);
    expect(res.message).toMatch(/payment provider/i);
    const list = await api.get('/billings', { as: company });
    expect(list.data.list).toEqual([expect.objectContaining({ status: 'failed', amount: '1000.00' })]);
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 0, ledger: 0 });
  });
});
