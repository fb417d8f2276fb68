import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type Database, openPostgres } from '../src/db/client.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
  walletAndLedger,
} from './helpers/factories.js';
import { type FakePaystack, startFakePaystack } from './helpers/fake-paystack.js';
import { placeOrder } from './orders-helpers.js';

const APP_URL = 'https://lunch.example.com';
const PRICE = 1_000_00;
const JOB = 'auto-topup.charge';

/**
 * Stands between the app and the fake Paystack: `up` passes every call, `down` refuses every
 * connection, `lose-answers` passes the call to Paystack and cuts the connection before its answer
 * comes back (Paystack did it, we never heard).
 */
async function startPaystackLink(target: string) {
  let mode: 'up' | 'down' | 'lose-answers' = 'up';
  const server: Server = createServer(async (req, res) => {
    if (mode === 'down') return req.socket.destroy();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers: {
        authorization: String(req.headers.authorization),
        ...(req.headers['content-type'] ? { 'content-type': req.headers['content-type'] } : {}),
      },
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await answer.arrayBuffer());
    if (mode === 'lose-answers') return req.socket.destroy();
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set(next: typeof mode) {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Everything a test needs about auto top-up on one app, with the fake Paystack behind `link`. */
function autoTopupBed(get: () => { t: TestApp; paystack: FakePaystack }) {
  const api = testApi(() => get().t);

  /** A card top-up through Paystack, paid and verified (the return page's check): the card is kept. */
  async function cardTopup(company: Actor, naira: number, reusable = true) {
    const { paystack } = get();
    const started = await api.post('/billings/topup', { as: company, body: { amount: naira } });
    expect(started.statusCode).toBe(200);
    const reference = started.data.split('/').at(-1)!;
    paystack.settle(reference, { status: 'success' });
    paystack.transaction(reference).authorization!.reusable = reusable;
    const verified = await api.get('/billings/verify/:reference', { as: company, params: { reference } });
    expect(verified.data.status).toBe('paid');
    await flush();
    return { reference, code: paystack.transaction(reference).authorization!.authorization_code };
  }
  /** A company with `walletNaira` topped up by card, its card kept, `staff` employees and a ₦1,000 dish. */
  async function company(walletNaira: number, staff = 1) {
    const { t } = get();
    const owner = await createCompany(t, { monthlyBudgetKobo: 1_000_000_00 });
    const card = await cardTopup(owner, walletNaira);
    const employees: Actor[] = [];
    for (let i = 0; i < staff; i++) employees.push(await createEmployee(get().t, owner.id));
    const item = await createMenuItem(t, { priceKobo: PRICE });
    const order = (employee = employees[0]!, app: App = get().t.app) =>
      placeOrder(app, employee, [{ food_menu: item.id, quantity: 1 }]);
    return { owner, card, employees, order };
  }
  const settings = (actor: Actor, body: Record<string, unknown>) =>
    api.patch('/billings/auto-topup', { as: actor, unchecked: true, body });
  const read = (actor: Actor) => api.get('/billings/auto-topup', { as: actor });
  /** The auto top-up jobs queued or run for a company. */
  async function jobsOf(companyId: string) {
    const rows = await get().t.database.rows<{ status: string; reference: string }>(sql`
      select status, payload->>'reference' as reference from jobs
      where kind = ${JOB} and payload->>'companyId' = ${companyId}`);
    return rows;
  }
  /** The charge_authorization calls Paystack received for an email. */
  const chargesTo = (email: string) => get().paystack.chargeBodies.filter((body) => body.email === email);
  async function autoRows(companyId: string) {
    return get().t.database.rows<{ status: string; amount: string; reference: string; provider: string }>(sql`
      select status, amount_kobo::text as amount, reference, provider from ledger
      where company_id = ${companyId} and method = 'auto_topup' order by created_at, id`);
  }
  /** Runs the due jobs until none is left (the charge's emails are jobs queued by a job). */
  async function flush() {
    while ((await get().t.ctx.jobs.runDue()) > 0);
  }
  const mails = (company: Actor, subject: string) =>
    get()
      .t.smtp.to(company.email)
      .filter((mail) => mail.subject === subject);
  return { api, cardTopup, company, settings, read, jobsOf, chargesTo, autoRows, mails, flush };
}

describe('auto top-up from a saved card (fake Paystack)', () => {
  let t: TestApp;
  let paystack: FakePaystack;
  let link: Awaited<ReturnType<typeof startPaystackLink>>;
  beforeAll(async () => {
    paystack = await startFakePaystack();
    link = await startPaystackLink(paystack.baseUrl);
    t = await buildTestApp({ env: { ...paystack.env, PAYSTACK_BASE_URL: link.url, APP_URL } });
  });
  afterAll(async () => {
    await t.close();
    await link.close();
    await paystack.close();
  });
  const bed = autoTopupBed(() => ({ t, paystack }));
  const { api, cardTopup, settings, read, jobsOf, chargesTo, autoRows, mails, flush } = bed;
  /** Runs every due job, also those a failed attempt put off (their backoff skipped). */
  async function runJobs() {
    await t.database.rows(sql`update jobs set run_at = ${new Date(0).toISOString()} where status = 'queued'`);
    await flush();
  }

  it('keeps the card of a card top-up whose authorization is reusable, and shows it', async () => {
    const company = await createCompany(t);
    expect((await read(company)).data).toEqual({
      enabled: false,
      threshold: '0.00',
      amount: '0.00',
      card: null,
      failures: 0,
    });
    await cardTopup(company, 1500, false);
    expect((await read(company)).data.card).toBeNull();

    const { code } = await cardTopup(company, 2000);
    const res = await read(company);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      enabled: false,
      threshold: '0.00',
      amount: '0.00',
      card: { brand: 'visa', last4: '4081', exp_month: '12', exp_year: '2030' },
      failures: 0,
    });
    const [kept] = await t.database.rows<{ code: string; email: string }>(sql`
      select authorization_code as code, card_email as email from auto_topups where company_id = ${company.id}`);
    expect(kept).toEqual({ code, email: company.email });
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 3_500_00, ledger: 3_500_00 });
  });

  it('refuses bad settings naming the field, and switching on without a card (409)', async () => {
    const company = await createCompany(t);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ threshold: 0 }, 'threshold'],
      [{ threshold: -5 }, 'threshold'],
      [{ threshold: 'soon' }, 'threshold'],
      [{ threshold: '1.234' }, 'threshold'],
      [{ amount: 99 }, 'amount'],
      [{ amount: 10_000_001 }, 'amount'],
      [{ amount: '' }, 'amount'],
      [{ enabled: 'yes' }, 'enabled'],
      [{ card: 'forget' }, 'card'],
    ];
    for (const [body, field] of refusals) {
      const res = await settings(company, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.errors[0]?.path, JSON.stringify(body)).toBe(field);
    }
    const unknown = await settings(company, { wallet_kobo: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.message).toMatch(/wallet_kobo/);
    expect((await settings(company, {})).statusCode).toBe(400);

    const noCard = await settings(company, { enabled: true, threshold: 5000, amount: 20_000 });
    expect(noCard.statusCode).toBe(409);
    expect(noCard.message).toMatch(/Top up once by card to save a card/);
    expect((await read(company)).data.enabled).toBe(false);

    // Without a switch, the amounts are kept as they are.
    const saved = await settings(company, { threshold: '5000.50', amount: 20_000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.data).toMatchObject({ enabled: false, threshold: '5000.50', amount: '20000.00' });

    const other = await createCompany(t);
    await cardTopup(other, 500);
    const unset = await settings(other, { enabled: true });
    expect(unset.statusCode).toBe(400);
    expect(unset.errors[0]?.path).toBe('threshold');
    const onAndForget = await settings(other, { enabled: true, threshold: 100, amount: 100, card: null });
    expect(onAndForget.statusCode).toBe(400);
    expect(onAndForget.errors[0]?.path).toBe('enabled');
  });

  it('lets only the company itself read and change it', async () => {
    const employeeOf = await createCompany(t);
    const employee = await createEmployee(t, employeeOf.id);
    const admin = await createAdmin(t);
    expect((await api.get('/billings/auto-topup', {})).statusCode).toBe(401);
    expect(
      (await api.patch('/billings/auto-topup', { unchecked: true, body: { enabled: 'x' } })).statusCode,
    ).toBe(401);
    for (const actor of [employee, admin]) {
      expect((await read(actor)).statusCode).toBe(403);
      expect((await settings(actor, { enabled: false })).statusCode).toBe(403);
    }
    // Each company sees its own settings only.
    const first = await createCompany(t);
    await cardTopup(first, 300);
    await settings(first, { enabled: true, threshold: 100, amount: 100 });
    expect((await read(employeeOf)).data).toMatchObject({ enabled: false, card: null });
  });

  it('charges the card once when an order takes the wallet below the threshold, credits it after verifying, and not again until lifted back', async () => {
    const { owner, card, order } = await bed.company(6_000);
    const on = await settings(owner, { enabled: true, threshold: 5_000, amount: 500 });
    expect(on.statusCode).toBe(200);
    expect(on.data).toMatchObject({ enabled: true, threshold: '5000.00', amount: '500.00' });

    // ₦6,000 → ₦5,000: not below the threshold.
    expect((await order()).statusCode).toBe(200);
    expect(await jobsOf(owner.id)).toEqual([]);
    // ₦5,000 → ₦4,000: below it, one job, charged once the jobs run.
    expect((await order()).statusCode).toBe(200);
    const [job] = await jobsOf(owner.id);
    expect(job?.reference).toMatch(/^auto-[0-9a-f]{32}$/);
    expect(chargesTo(owner.email)).toEqual([]);
    const verifiesBefore = paystack.verifyCalls;
    await flush();
    expect(chargesTo(owner.email)).toEqual([
      {
        authorization_code: card.code,
        email: owner.email,
        amount: 500_00,
        currency: 'NGN',
        reference: job!.reference,
      },
    ]);
    expect(paystack.verifyCalls).toBeGreaterThan(verifiesBefore);
    expect(await autoRows(owner.id)).toEqual([
      { status: 'paid', amount: '50000', reference: job!.reference, provider: 'paystack' },
    ]);
    expect(await walletAndLedger(t, owner.id)).toEqual({ wallet: 4_500_00, ledger: 4_500_00 });
    const receipts = mails(owner, 'Wallet top-up received').filter((mail) =>
      mail.text.includes(job!.reference),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('₦500.00');
    const listed = await api.get('/billings', { as: owner, query: { limit: 100 } });
    expect(listed.data.list.find((row) => row.reference === job!.reference)).toMatchObject({
      type: 'wallet_topup',
      status: 'paid',
      amount: '500.00',
    });

    // ₦4,500 is still below ₦5,000: the next orders charge nothing.
    expect((await order()).statusCode).toBe(200);
    expect((await order()).statusCode).toBe(200);
    expect(await jobsOf(owner.id)).toEqual([]); // the first one finished and is gone: none queued
    await flush();
    expect(chargesTo(owner.email)).toHaveLength(1);

    // A card top-up lifts the wallet to ₦5,500: armed again, the next crossing charges again.
    await cardTopup(owner, 3_000);
    expect(await walletAndLedger(t, owner.id)).toEqual({ wallet: 5_500_00, ledger: 5_500_00 });
    expect((await order()).statusCode).toBe(200);
    await flush();
    expect(chargesTo(owner.email)).toHaveLength(2);
    expect(await walletAndLedger(t, owner.id)).toEqual({ wallet: 5_000_00, ledger: 5_000_00 });
  });

  it('runs a job again without charging twice', async () => {
    const { owner, order } = await bed.company(1_500);
    await settings(owner, { enabled: true, threshold: 1_000, amount: 2_000 });
    await order();
    const [job] = await jobsOf(owner.id);
    await flush();
    // The same job again (a retry after a lost lease): the row is paid, nothing happens.
    await t.ctx.jobs.enqueue(t.db, JOB, { companyId: owner.id, reference: job!.reference });
    await flush();
    expect(chargesTo(owner.email)).toHaveLength(1);
    expect(await walletAndLedger(t, owner.id)).toEqual({ wallet: 2_500_00, ledger: 2_500_00 });
  });

  it('leaves the top-up pending while Paystack cannot be heard, then credits the one charge it took', async () => {
    const { owner, order } = await bed.company(1_500);
    await settings(owner, { enabled: true, threshold: 1_000, amount: 2_000 });
    // Paystack takes the charge but its answer never comes back.
    link.set('lose-answers');
    await order(); // ₦500
    await flush();
    const [job] = await jobsOf(owner.id);
    expect(job?.status).toBe('queued'); // to be tried again
    expect(chargesTo(owner.email)).toHaveLength(1);
    expect(await autoRows(owner.id)).toMatchObject([{ status: 'pending', reference: job!.reference }]);
    expect(await walletAndLedger(t, owner.id)).toEqual({ wallet: 500_00, ledger: 500_00 });

    // Not reached at all: still pending, nothing charged again.
    link.set('down');
    await runJobs();
    expect(chargesTo(owner.email)).toHaveLength(1);
    expect(await autoRows(owner.id)).toMatchObject([{ status: 'pending' }]);

    // Reached again: the retry asks Paystack about our reference first and credits what it charged.
    link.set('up');
    await runJobs();
    expect(chargesTo(owner.email)).toHaveLength(1);
    expect(await autoRows(owner.id)).toMatchObject([{ status: 'paid', reference: job!.reference }]);
    expect(await walletAndLedger(t, owner.id)).toEqual({ wallet: 2_500_00, ledger: 2_500_00 });
    await t.ctx.jobs.enqueue(t.db, JOB, { companyId: owner.id, reference: job!.reference });
    await runJobs();
    expect(chargesTo(owner.email)).toHaveLength(1);
    expect(await walletAndLedger(t, owner.id)).toEqual({ wallet: 2_500_00, ledger: 2_500_00 });
  });

  it('emails each failed charge, tries again on the next order, and switches off after three in a row', async () => {
    const { owner, order } = await bed.company(2_500);
    await settings(owner, { enabled: true, threshold: 2_000, amount: 5_000 });

    // One decline, then a success on the next order: the run of failures ends.
    paystack.failCharges(1);
    await order(); // ₦1,500: below ₦2,000
    await flush();
    expect((await read(owner)).data).toMatchObject({ enabled: true, failures: 1 });
    const first = mails(owner, 'Auto top-up failed');
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('the charge of ₦5,000.00 on your Visa ending 4081 did not go through');
    expect(first[0]!.text).toContain('Wallet balance: ₦1,500.00');
    expect(first[0]!.text).toContain(`${APP_URL}/dashboard/billings`);
    expect(first[0]!.text).toContain('(this was 1)');
    await order(); // ₦500, and the card is charged: ₦5,500
    await flush();
    expect((await read(owner)).data).toMatchObject({ enabled: true, failures: 0 });
    expect(await walletAndLedger(t, owner.id)).toEqual({ wallet: 5_500_00, ledger: 5_500_00 });

    // Three declines in a row: switched off, and the third email says so.
    paystack.failCharges(3);
    for (let i = 0; i < 4; i++) await order(); // ₦1,500: the crossing, declined
    await flush();
    await order(); // ₦500: tried again, declined
    await flush();
    expect((await read(owner)).data).toMatchObject({ enabled: true, failures: 2 });
    await cardTopup(owner, 1_000); // ₦1,500: still below, a card kept again, the failures stand
    await order(); // ₦500: declined a third time
    await flush();
    const rows = await autoRows(owner.id);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'paid', 'failed', 'failed', 'failed']);
    expect((await read(owner)).data).toMatchObject({ enabled: false, failures: 3 });
    const off = mails(owner, 'Auto top-up failed and is now off');
    expect(off).toHaveLength(1);
    expect(off[0]!.text).toContain('3 failed charges in a row, so auto top-up is now switched off');
    expect(mails(owner, 'Auto top-up failed')).toHaveLength(3);
    expect(chargesTo(owner.email)).toHaveLength(5);
    expect(await walletAndLedger(t, owner.id)).toEqual({ wallet: 500_00, ledger: 500_00 });

    // Off: a crossing charges nothing. Switched on again, it starts armed with no failures.
    await cardTopup(owner, 5_000); // ₦5,500
    for (let i = 0; i < 4; i++) await order(); // ₦1,500
    await flush();
    expect(chargesTo(owner.email)).toHaveLength(5);
    const again = await settings(owner, { enabled: true });
    expect(again.data).toMatchObject({ enabled: true, failures: 0 });
    await order(); // ₦500
    await flush();
    expect(chargesTo(owner.email)).toHaveLength(6);
    expect(await walletAndLedger(t, owner.id)).toEqual({ wallet: 5_500_00, ledger: 5_500_00 });
  });

  it('forgets the card when asked: off, and no charge on the next crossing', async () => {
    const { owner, order } = await bed.company(1_500);
    await settings(owner, { enabled: true, threshold: 1_000, amount: 1_000 });
    const forgot = await settings(owner, { card: null });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.data).toMatchObject({ enabled: false, card: null, threshold: '1000.00' });
    await order();
    await flush();
    expect(await jobsOf(owner.id)).toEqual([]);
    expect(chargesTo(owner.email)).toEqual([]);
    const on = await settings(owner, { enabled: true });
    expect(on.statusCode).toBe(409);
  });
});

describe('auto top-up with the sandbox (no Paystack key)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  it("keeps the sandbox checkout's test card and charges it on a crossing", async () => {
    const company = await createCompany(t, { monthlyBudgetKobo: 1_000_000_00 });
    const employee = await createEmployee(t, company.id);
    const item = await createMenuItem(t, { priceKobo: PRICE });
    const url = (await api.post('/billings/topup', { as: company, body: { amount: 1_500 } })).data;
    const pay = await t.app.inject({
      method: 'POST',
      url: `${new URL(url).pathname}/pay`,
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect((await api.get('/billings/auto-topup', { as: company })).data.card).toEqual({
      brand: 'visa',
      last4: '4081',
      exp_month: '12',
      exp_year: '2030',
    });
    await api.patch('/billings/auto-topup', {
      as: company,
      body: { enabled: true, threshold: 1_000, amount: 3_000 },
    });
    await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }]);
    await t.flushJobs();
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 3_500_00, ledger: 3_500_00 });
    const [row] = await t.database.rows<{ provider: string; status: string }>(sql`
      select provider, status from ledger where company_id = ${company.id} and method = 'auto_topup'`);
    expect(row).toEqual({ provider: 'sandbox', status: 'paid' });
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'auto top-up under concurrent orders (PostgreSQL, two server instances)',
  () => {
    let t: TestApp;
    let paystack: FakePaystack;
    let second: { app: App; database: Database };
    beforeAll(async () => {
      paystack = await startFakePaystack();
      t = await buildTestApp({ smtp: false, env: { ...paystack.env, APP_URL } });
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
    const bed = autoTopupBed(() => ({ t, paystack }));

    it('50 orders at once that cross the threshold together charge the card exactly once', async () => {
      const { owner, employees, order } = await bed.company(50_000, 10);
      await bed.settings(owner, { enabled: true, threshold: 45_000, amount: 10_000 });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => order(employees[i % 10], i % 2 === 0 ? t.app : second.app)),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
      expect(await bed.jobsOf(owner.id)).toHaveLength(1);
      await t.flushJobs();
      expect(bed.chargesTo(owner.email)).toHaveLength(1);
      expect(await walletAndLedger(t, owner.id)).toEqual({ wallet: 10_000_00, ledger: 10_000_00 });
    });
  },
);
