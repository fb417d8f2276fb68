import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, ledger } from '../src/db/schema.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
} from './helpers/factories.js';
import { openOrderStream } from './orders-events-client.js';
import { placeOrder } from './orders-helpers.js';

const TOKEN = 'scrape-token-for-tests-0123456789';
const BEARER = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample of Prometheus's text format: `name{labels} value`, labels as written. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
  });
  afterAll(() => t.close());

  it('is not found, whatever the caller sends, and no metrics are kept', async () => {
    for (const headers of [{}, BEARER]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found: GET /metrics', data: null });
    }
    expect(t.ctx.metrics).toBeUndefined();
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let admin: Actor;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ smtp: false, clock, env: { METRICS_TOKEN: TOKEN } });
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers 401 without the bearer token or with a wrong one', async () => {
    for (const authorization of [
      undefined,
      TOKEN,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      'Bearer ',
      `Basic ${TOKEN}`,
      // A session token is no metrics token.
      admin.headers.authorization,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({
        success: false,
        message: 'The metrics need the METRICS_TOKEN bearer token',
        data: null,
      });
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers Prometheus text with the process metrics and request durations by route pattern and status', async () => {
    const company = await createCompany(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/company/profile`, headers: company.headers }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/food-menu/not-an-id' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);

    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'method="GET",route="/api/health/live",status_code="200"',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'method="GET",route="/api/company/profile",status_code="200"',
      ),
    ).toBe(1);
    // The route's pattern, never the URL: one series per route, whatever ids are asked for.
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'method="GET",route="/api/food-menu/:id",status_code="401"',
      ),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', 'method="GET",route="(none)",status_code="404"'),
    ).toBe(1);
    expect(text).not.toContain('not-an-id');
    expect(text).not.toContain('no-such-route');
    // Node's own.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(sample(text, 'lunch_database_up')).toBe(1);
  });

  it('counts the job queue by state', async () => {
    await t.db.delete(jobs);
    const now = clock.now();
    await t.db.insert(jobs).values([
      { kind: 'metrics.test', payload: {}, runAt: now },
      { kind: 'metrics.test', payload: {}, runAt: now },
      { kind: 'metrics.test', payload: {}, runAt: new Date(now.getTime() + 3600_000) },
      { kind: 'metrics.test', payload: {}, status: 'running', runAt: now },
      { kind: 'metrics.test', payload: {}, status: 'failed', runAt: now, finishedAt: now },
      { kind: 'metrics.test', payload: {}, status: 'done', runAt: now, finishedAt: now },
    ]);
    const text = await scrape();
    expect(sample(text, 'lunch_jobs', 'state="waiting"')).toBe(2);
    expect(sample(text, 'lunch_jobs', 'state="scheduled"')).toBe(1);
    expect(sample(text, 'lunch_jobs', 'state="running"')).toBe(1);
    expect(sample(text, 'lunch_jobs', 'state="failed"')).toBe(1);
    await t.db.delete(jobs);
  });

  it('leaves out a count the database cannot give, and still answers the others', async () => {
    await t.database.rows(sql`alter table jobs rename to jobs_aside`);
    let text: string;
    try {
      text = await scrape();
    } finally {
      await t.database.rows(sql`alter table jobs_aside rename to jobs`);
    }
    expect(text).toContain('# TYPE lunch_jobs gauge');
    expect(sample(text, 'lunch_jobs', 'state="waiting"')).toBeUndefined();
    expect(sample(text, 'lunch_database_up')).toBe(1);
    expect(sample(text, 'lunch_wallet_topups_paid_total')).toBeGreaterThanOrEqual(0);
    expect(sample(await scrape(), 'lunch_jobs', 'state="waiting"')).toBe(0);
  });

  it("counts the database's connections and this process's live order streams", async () => {
    const before = await scrape();
    const max = t.database.kind === 'pglite' ? 1 : 20;
    expect(sample(before, 'lunch_db_pool_connections', 'state="max"')).toBe(max);
    expect(sample(before, 'lunch_db_pool_connections', 'state="open"')).toBeGreaterThanOrEqual(1);
    expect(sample(before, 'lunch_db_pool_connections', 'state="open"')).toBeLessThanOrEqual(max);
    expect(sample(before, 'lunch_db_pool_waiting')).toBe(0);
    expect(sample(before, 'lunch_order_streams_open')).toBe(0);

    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const streams = [await openOrderStream(baseUrl, admin), await openOrderStream(baseUrl, admin)];
    try {
      expect(sample(await scrape(), 'lunch_order_streams_open')).toBe(2);
    } finally {
      for (const stream of streams) stream.close();
    }
    for (let tries = 0; tries < 50 && sample(await scrape(), 'lunch_order_streams_open') !== 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sample(await scrape(), 'lunch_order_streams_open')).toBe(0);
  });

  it('counts orders placed (settled quarter-hours from order_counts, the last hour from orders) and wallet top-ups', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const company = await createCompany(t, { walletKobo: 100_000_00 });
    const employee = await createEmployee(t, company.id);
    const dish = await createMenuItem(t, { priceKobo: 1_000_00 });
    const order = async () =>
      expect((await placeOrder(t.app, employee, [{ food_menu: dish.id, quantity: 1 }])).statusCode).toBe(200);
    await order();
    await order();
    const early = await scrape();
    expect(sample(early, 'lunch_orders_placed_total')).toBe(2);

    // Three hours on, the first two are settled: counted into order_counts, read from there.
    clock.set('2026-03-10T12:00:00Z');
    await order();
    const later = await scrape();
    expect(sample(later, 'lunch_orders_placed_total')).toBe(3);
    const [counted] = await t.database.rows<{ orders: string }>(
      sql`select coalesce(sum(orders), 0)::text as orders from order_counts`,
    );
    expect(Number(counted!.orders)).toBe(2);
    // Counted once: the next scrape reads the same.
    expect(sample(await scrape(), 'lunch_orders_placed_total')).toBe(3);

    // Top-ups: the company's paid one (createCompany), plus one failed and one pending now, and a
    // paid one three days ago (in the total, not in the last day).
    const topup = (status: 'pending' | 'paid' | 'failed', at: Date, reference: string) => ({
      companyId: company.id,
      type: 'wallet_topup' as const,
      status,
      amountKobo: 5_000_00,
      reference,
      email: company.email,
      createdAt: at,
      updatedAt: at,
    });
    const now = clock.now();
    await t.db.delete(ledger).where(sql`type = 'wallet_topup' and company_id <> ${company.id}`);
    await t.db
      .update(ledger)
      .set({ createdAt: now })
      .where(sql`type = 'wallet_topup' and company_id = ${company.id}`);
    await t.db
      .insert(ledger)
      .values([
        topup('failed', now, 'metrics-failed'),
        topup('pending', now, 'metrics-pending'),
        topup('paid', new Date(now.getTime() - 3 * 24 * 3600_000), 'metrics-old'),
      ]);
    const text = await scrape();
    expect(sample(text, 'lunch_wallet_topups_paid_total')).toBe(2);
    expect(sample(text, 'lunch_wallet_topups_last_day', 'status="paid"')).toBe(1);
    expect(sample(text, 'lunch_wallet_topups_last_day', 'status="failed"')).toBe(1);
    expect(sample(text, 'lunch_wallet_topups_last_day', 'status="pending"')).toBe(1);
    expect(sample(text, 'lunch_wallet_topups_last_day', 'status="abandoned"')).toBe(0);
  });

  it('is in the OpenAPI description, with its bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/metrics'].get).toMatchObject({
      tags: ['platform'],
      security: [{ bearer: [] }],
      responses: { 200: { content: { 'text/plain': { schema: { type: 'string' } } } } },
    });
  });
});
