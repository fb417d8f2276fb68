/**
 * Latency and throughput of checkout and of the menu listing, on PGlite and (when
 * TEST_DATABASE_URL is set) on PostgreSQL. Run with `npm run bench`. Targets are printed beside
 * the results; `--strict` makes a missed target exit non-zero.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { type Actor, createCompany, createEmployee, createMenuItem } from '../test/helpers/factories.js';

/** p95 targets per database: PGlite is the single-process demo database, PostgreSQL the production one. */
type Scenario = {
  name: string;
  requests: number;
  concurrency: number;
  targetP95Ms: Record<'PGlite' | 'PostgreSQL', number>;
};
type Row = {
  database: string;
  scenario: string;
  requests: number;
  concurrency: number;
  'p50 ms': string;
  'p95 ms': string;
  'p99 ms': string;
  'req/s': string;
  'p95 target': string;
};

/** Every checkout charges one company wallet: the worst case, all requests contend for one row. */
const SCENARIOS = {
  checkout: [
    { name: 'checkout', requests: 300, concurrency: 1, targetP95Ms: { PGlite: 100, PostgreSQL: 40 } },
    {
      name: 'checkout, one wallet',
      requests: 600,
      concurrency: 20,
      targetP95Ms: { PGlite: 1500, PostgreSQL: 500 },
    },
  ],
  menu: [
    {
      name: 'menu list (healthy filter)',
      requests: 500,
      concurrency: 1,
      targetP95Ms: { PGlite: 50, PostgreSQL: 20 },
    },
    {
      name: 'menu list (healthy filter)',
      requests: 1000,
      concurrency: 20,
      targetP95Ms: { PGlite: 400, PostgreSQL: 150 },
    },
  ],
} satisfies Record<string, Scenario[]>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `requests` calls with `concurrency` in flight; every call must answer 200. */
async function measure(scenario: Scenario, call: (i: number) => Promise<number>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: scenario.concurrency }, async () => {
      while (next < scenario.requests) {
        const i = next++;
        const t0 = performance.now();
        const status = await call(i);
        times.push(performance.now() - t0);
        if (status !== 200) throw new Error(`${scenario.name}: request ${i} answered ${status}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: times.length / seconds,
  };
}

async function run(label: 'PGlite' | 'PostgreSQL', database: Database): Promise<Row[]> {
  const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'lunch-bench'), LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const t = { db: database.db, database };
  try {
    const company = await createCompany(t, {
      walletKobo: 1_000_000_000_00,
      monthlyBudgetKobo: 1_000_000_000_00,
    });
    const staff: Actor[] = [];
    for (let i = 0; i < 20; i++) {
      staff.push(
        await createEmployee(t, company.id, { allergies: ['peanuts'], dietaryPreferences: ['halal'] }),
      );
    }
    const items: string[] = [];
    for (let i = 0; i < 60; i++) {
      const item = await createMenuItem(t, {
        priceKobo: 1_000_00 + i * 50_00,
        allergens: i % 4 === 0 ? ['peanuts'] : [],
        suitableForDiet: i % 3 === 0 ? ['halal'] : ['vegan'],
      });
      items.push(item.id);
    }
    const rows: Row[] = [];
    const record = (scenario: Scenario, result: Awaited<ReturnType<typeof measure>>) =>
      rows.push({
        database: label,
        scenario: scenario.name,
        requests: scenario.requests,
        concurrency: scenario.concurrency,
        'p50 ms': result.p50.toFixed(1),
        'p95 ms': result.p95.toFixed(1),
        'p99 ms': result.p99.toFixed(1),
        'req/s': result.rps.toFixed(0),
        'p95 target': `${result.p95 <= scenario.targetP95Ms[label] ? 'met' : 'MISSED'} (≤ ${scenario.targetP95Ms[label]} ms)`,
      });

    for (const scenario of SCENARIOS.checkout) {
      const result = await measure(scenario, async (i) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...staff[i % staff.length]!.headers, 'idempotency-key': randomBytes(8).toString('hex') },
          payload: {
            foodItems: [
              { food_menu: items[i % items.length]!, quantity: 1 },
              { food_menu: items[(i + 7) % items.length]!, quantity: 2 },
            ],
          },
        });
        return res.statusCode;
      });
      record(scenario, result);
    }
    for (const scenario of SCENARIOS.menu) {
      const result = await measure(scenario, async (i) => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/food-menu?limit=10&page=${(i % 3) + 1}&risk_health=false`,
          headers: staff[i % staff.length]!.headers,
        });
        return res.statusCode;
      });
      record(scenario, result);
    }
    return rows;
  } finally {
    await app.close();
  }
}

async function onPostgres(serverUrl: string) {
  const name = `lunch_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 20);
  try {
    return await run('PostgreSQL', database);
  } finally {
    await database.close();
    // pool.end() resolves before its sockets are closed; wait for them before dropping.
    for (let waited = 0; waited < 5000; waited += 50) {
      const open = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
      if (open.rowCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  const rows: Row[] = [];
  const pglite = await openPglite();
  try {
    rows.push(...(await run('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) rows.push(...(await onPostgres(serverUrl)));
  else console.log('TEST_DATABASE_URL is not set: PostgreSQL skipped.');
  console.table(rows);
  const missed = rows.filter((row) => row['p95 target'].startsWith('MISSED'));
  if (missed.length > 0 && process.argv.includes('--strict')) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
