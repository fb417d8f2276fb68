import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  walletAndLedger,
} from './helpers/factories.js';

describe('billings with the sandbox checkout', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  const topup = (actor: Actor, amount: number | string) =>
    api.post('/billings/topup', { as: actor, body: { amount } });
  const billings = (actor: Actor, query: { limit?: number; page?: number; lastId?: string } = {}) =>
    api.get('/billings', { as: actor, query });
  const verify = (actor: Actor, reference: string) =>
    api.get('/billings/verify/:reference', { as: actor, params: { reference } });
  /** The sandbox checkout pages (outside /api). */
  const checkout = (path: string, method: 'GET' | 'POST' = 'GET', remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method,
      url: path,
      remoteAddress,
      ...(method === 'POST'
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }
        : {}),
    });
  async function startTopup(company: Actor, amount: number) {
    const res = await topup(company, amount);
    expect(res.statusCode).toBe(200);
    expect(res.message).toBe('Topup in progress!');
    const url = res.data;
    return { url, reference: url.split('/').at(-1)! };
  }

  it('shows a test-mode checkout whose Pay button credits the wallet once', async () => {
    const company = await createCompany(t, { name: 'Sandbox Foods' });
    const { url, reference } = await startTopup(company, 2500);
    expect(url).toBe(`http://localhost:3000/sandbox/checkout/${reference}`);

    const page = await checkout(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('₦2,500.00');
    expect(page.body).toContain('Sandbox Foods');
    expect(page.body).toMatch(/<form method="post" action="[^"]+\/pay"><button[^>]*>Pay/);
    expect(page.body).toMatch(/<form method="post" action="[^"]+\/cancel"><button[^>]*>Cancel/);
    expect(page.body).not.toContain('<script');

    const pay = await checkout(`${url}/pay`, 'POST');
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`http://localhost:3000/dashboard/billings?reference=${reference}`);
    expect((await checkout(`${url}/pay`, 'POST')).statusCode).toBe(303);
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 250000, ledger: 250000 });

    const verified = await verify(company, reference);
    expect(verified.data).toMatchObject({
      reference,
      status: 'paid',
      type: 'wallet_topup',
      method: 'card',
      amount: '2500.00',
      email: company.email,
      company_details: { name: 'Sandbox Foods' },
    });
    while ((await t.ctx.jobs.runDue()) > 0);
    expect(t.smtp.to(company.email).filter((m) => m.subject === 'Wallet top-up received')).toHaveLength(1);
    expect((await checkout(url)).body).toContain('This payment is paid');
  });

  it('marks the top-up abandoned when Cancel is pressed, and credits nothing', async () => {
    const company = await createCompany(t);
    const { url, reference } = await startTopup(company, 500);
    const cancel = await checkout(`${url}/cancel`, 'POST');
    expect(cancel.statusCode).toBe(303);
    expect((await checkout(`${url}/pay`, 'POST')).statusCode).toBe(303);
    const verified = await verify(company, reference);
    expect(verified.data.status).toBe('abandoned');
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 0, ledger: 0 });
  });

  it('serves the sandbox checkout to this machine only, and refuses cross-site form posts', async () => {
    const company = await createCompany(t);
    const { url } = await startTopup(company, 500);
    expect((await checkout(url, 'GET', '10.1.2.3')).statusCode).toBe(403);
    expect((await checkout(`${url}/pay`, 'POST', '10.1.2.3')).statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `${url}/pay`,
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(crossSite.statusCode).toBe(403);
    const fromAnotherSite = await t.app.inject({
      method: 'POST',
      url: `${url}/pay`,
      headers: {
        origin: 'null',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(fromAnotherSite.statusCode).toBe(403);
    expect((await checkout('/sandbox/checkout/topup_unknown')).statusCode).toBe(404);
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 0, ledger: 0 });
  });

  it('rejects bad amounts with 400 naming the field, and creates no billing', async () => {
    const company = await createCompany(t);
    for (const amount of [99.99, 0, -500, 'abc', '10000000.01', 100.001, null, undefined, true]) {
      const res = await api.post('/billings/topup', { as: company, unchecked: true, body: { amount } });
      expect(res.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(res.errors[0]?.path).toBe('amount');
    }
    expect((await billings(company)).data.total).toBe(0);
    expect((await topup(company, '100')).statusCode).toBe(200);
    expect((await topup(company, 10_000_000)).statusCode).toBe(200);
  });

  it('is for companies: employees and admins get 403, strangers 401', async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    const admin = await createAdmin(t);
    const { reference } = await startTopup(company, 500);
    for (const actor of [employee, admin]) {
      expect((await topup(actor, 500)).statusCode).toBe(403);
      expect((await verify(actor, reference)).statusCode).toBe(403);
    }
    expect((await billings(employee)).statusCode).toBe(403);
    expect((await api.get('/billings')).statusCode).toBe(401);
    expect((await api.post('/billings/topup', { body: { amount: 500 } })).statusCode).toBe(401);
  });

  it('lists every wallet movement newest first, paged; a company sees its own, an admin all', async () => {
    const a = await createCompany(t, { name: 'First Co' });
    const b = await createCompany(t, { name: 'Second Co' });
    for (let i = 1; i <= 12; i++) {
      clock.advance(60_000);
      await startTopup(a, 100 * i);
    }
    clock.advance(60_000);
    await startTopup(b, 999);
    // An order charge and its refund (they cancel out), as checkout and cancellation write them.
    await t.db.transaction(async (tx) => {
      for (const type of ['order_charge', 'order_refund'] as const) {
        clock.advance(60_000);
        await tx.insert(ledger).values({
          companyId: a.id,
          type,
          status: 'paid',
          amountKobo: 2_500_00,
          reference: `${type}_${a.id}`,
          email: 'employee@example.com',
          createdAt: clock.now(),
        });
      }
    });

    const first = (await billings(a, { limit: 10, page: 1 })).data;
    expect(first.total).toBe(14);
    expect(first.list).toHaveLength(10);
    expect(first.list.map((row) => row.type).slice(0, 3)).toEqual([
      'order_refund',
      'order_charge',
      'wallet_topup',
    ]);
    expect(first.list.map((row) => row.method).slice(0, 3)).toEqual([null, null, 'card']);
    expect(first.list[2]).toMatchObject({
      amount: '1200.00',
      status: 'pending',
      company_details: { name: 'First Co' },
    });
    const second = (await billings(a, { limit: 10, page: 2 })).data;
    expect(second.list.map((row) => row.amount)).toEqual(['400.00', '300.00', '200.00', '100.00']);
    const keyset = (await billings(a, { limit: 10, lastId: first.lastId! })).data;
    expect(keyset.list.map((row) => row.id)).toEqual(second.list.map((row) => row.id));

    const seenByB = (await billings(b)).data;
    expect(seenByB.total).toBe(1);
    expect(seenByB.list[0]?.company_details.name).toBe('Second Co');

    const admin = await createAdmin(t);
    const all = (await billings(admin, { limit: 100 })).data;
    const names = all.list.map((row) => row.company_details.name);
    expect(names).toEqual(expect.arrayContaining(['First Co', 'Second Co']));
    expect(all.total).toBeGreaterThanOrEqual(15);

    expect(await walletAndLedger(t, a.id)).toEqual({ wallet: 0, ledger: 0 });
    expect((await billings(a, { limit: 0 })).statusCode).toBe(400);
    const page = await api.get('/billings', { as: a, unchecked: true, query: { page: 'abc' } });
    expect(page.errors[0]?.path).toBe('page');
  });
});

describe('top-ups on a shared server without Paystack', () => {
  it('answer 503 "Payments are not configured" unless DEMO_MODE=1', { timeout: 120_000 }, async () => {
    const t = await buildTestApp({ env: { HOST: '0.0.0.0' }, smtp: false });
    try {
      const company = await createCompany(t);
      const api = testApi(t);
      const res = await api.post('/billings/topup', { as: company, body: { amount: 500 } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, message: 'Payments are not configured' });
      const list = await api.get('/billings', { as: company });
      expect(list.data.total).toBe(0);
    } finally {
      await t.close();
    }
    const demo = await buildTestApp({ env: { HOST: '0.0.0.0', DEMO_MODE: '1' }, smtp: false });
    try {
      const company = await createCompany(demo);
      const res = await testApi(demo).post('/billings/topup', { as: company, body: { amount: 500 } });
      expect(res.statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
