import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter, Gauge, type Registry } from 'prom-client';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { safeEqual, sha256 } from '../../lib/secrets.js';
import { ordersPlacedSoFar } from '../analytics/admin.service.js';
import { countJobs } from './job-queue.service.js';

/** Top-up ledger rows by status, in their statuses' order. */
const TOPUP_STATUSES = ['pending', 'paid', 'failed', 'abandoned'] as const;

/**
 * The gauges read at each scrape, beside the request durations (lib/metrics.ts). Those read from
 * the database cost an index's few rows each, never a count over a large table; one whose query
 * fails is left out of that scrape (and `lunch_database_up` says 0), the others still answer.
 */
function registerGauges(ctx: AppContext, registry: Registry) {
  const registers = [registry];
  /** A collect that fills `metric` from the database, or leaves it empty when the database does not answer. */
  const fromDatabase = <M extends { reset(): void }>(fill: (metric: M) => Promise<void>) =>
    async function (this: M) {
      try {
        await fill(this);
      } catch (error) {
        this.reset();
        ctx.log.warn({ err: error }, 'a metric could not be read from the database');
      }
    };

  // The pool's gauges come first: a scrape reads them (synchronously, in the order of registration)
  // before its own queries take connections.
  new Gauge({
    name: 'lunch_db_pool_connections',
    help: "This process's database connections: open, idle, and the pool's maximum (PGlite: its one connection).",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const { open, idle, max } = ctx.database.connections();
      this.set({ state: 'open' }, open);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'max' }, max);
    },
  });
  new Gauge({
    name: 'lunch_db_pool_waiting',
    help: "Queries of this process waiting for a database connection (the pool's all in use).",
    registers,
    collect() {
      this.set(ctx.database.connections().waiting);
    },
  });
  new Gauge({
    name: 'lunch_database_up',
    help: 'Whether the database answered a ping at this scrape (1) or not (0).',
    registers,
    async collect() {
      this.set(
        await ctx.database.ping().then(
          () => 1,
          () => 0,
        ),
      );
    },
  });
  new Gauge({
    name: 'lunch_order_streams_open',
    help: 'Live order streams (GET /api/orders/events) this process holds open.',
    registers,
    collect() {
      this.set(ctx.orderEvents.openStreams);
    },
  });
  new Gauge({
    name: 'lunch_jobs',
    help: 'Jobs of the shared queue by state: waiting (due now), scheduled (due later), running, failed (gave up; the admin retries them under Job queue).',
    labelNames: ['state'] as const,
    registers,
    collect: fromDatabase<Gauge<'state'>>(async (gauge) => {
      const counts = await countJobs(ctx);
      for (const [state, jobs] of Object.entries(counts)) gauge.set({ state }, jobs);
    }),
  });
  new Counter({
    name: 'lunch_orders_placed_total',
    help: 'Orders placed on the platform so far (every process reports the same count: the database’s).',
    registers,
    collect: fromDatabase<Counter>(async (counter) => {
      const placed = await ordersPlacedSoFar(ctx);
      counter.reset();
      counter.inc(placed);
    }),
  });
  new Counter({
    name: 'lunch_wallet_topups_paid_total',
    help: 'Wallet top-ups paid so far, by card, bank transfer or auto top-up (the database’s count).',
    registers,
    collect: fromDatabase<Counter>(async (counter) => {
      // From the partial index of paid top-ups (ledger_company_topups_idx) alone.
      const [row] = await ctx.database.rows<{ topups: string }>(
        sql`select count(*)::text as topups from ledger where type = 'wallet_topup' and status = 'paid'`,
      );
      counter.reset();
      counter.inc(Number(row?.topups ?? 0));
    }),
  });
  new Gauge({
    name: 'lunch_wallet_topups_last_day',
    help: 'Wallet top-ups started in the last 24 hours, by status: pending, paid, failed, abandoned.',
    labelNames: ['status'] as const,
    registers,
    collect: fromDatabase<Gauge<'status'>>(async (gauge) => {
      // A day of ledger rows, by the (created_at, id) index.
      const since = new Date(ctx.clock.now().getTime() - 24 * 3600_000).toISOString();
      const rows = await ctx.database.rows<{ status: string; topups: string }>(sql`
        select status, count(*)::text as topups from ledger
        where created_at >= ${since}::timestamptz and type = 'wallet_topup' group by status`);
      const counted = new Map(rows.map((row) => [row.status, Number(row.topups)]));
      for (const status of TOPUP_STATUSES) gauge.set({ status }, counted.get(status) ?? 0);
    }),
  });
}

/** Whether `authorization` is `Bearer <token>`: their hashes compared in constant time (the length says nothing either). */
function bearerIs(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && safeEqual(sha256(given), sha256(token));
}

/**
 * `GET /metrics`: this process's metrics in Prometheus's text format, for a Prometheus server
 * scraping each process (at the root, where Prometheus looks by default, not under /api). Only
 * with METRICS_TOKEN set, and only for a request bearing it: 404 without the setting, 401 without
 * the token. Documented in the OpenAPI description by its route schema (not an endpoint table's
 * entry: the answer is Prometheus's text, not the JSON envelope, and the check is the token's, not a
 * session's).
 */
export function metricsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { metrics } = ctx;
    if (metrics) registerGauges(ctx, metrics.registry);
    app.get(
      '/metrics',
      {
        schema: {
          tags: ['platform'],
          description:
            'Prometheus metrics of the process that answers (text format 0.0.4): request durations by route and status, the job queue, database connections, live order streams, orders placed and wallet top-ups; docs/operations.md lists them. Needs `Authorization: Bearer $METRICS_TOKEN`: 401 without it, 404 when METRICS_TOKEN is not set.',
          security: [{ bearer: [] }],
          produces: ['text/plain'],
          response: { 200: z.string().describe('Prometheus text exposition format') },
        },
      },
      async (request, reply) => {
        const token = ctx.config.metricsToken;
        if (!metrics || !token) throw notFound('Not found: GET /metrics');
        if (!bearerIs(request.headers.authorization, token)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new AppError('UNAUTHORIZED', 'The metrics need the METRICS_TOKEN bearer token');
        }
        const text = await metrics.registry.metrics();
        return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
      },
    );
  };
}
