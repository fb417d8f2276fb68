/**
 * `npm run bench`: the server as deployed (HTTP over TCP, job worker on, LOG_LEVEL=info) against a
 * baseline process (bare Fastify, one primary-key SELECT), both driven alternately by a separate
 * load-generator process (autocannon) after a warm-up, on PGlite and (with TEST_DATABASE_URL or
 * BENCH_DATABASE_URL) on PostgreSQL. Each scenario is printed as a share of the baseline's
 * requests/s plus p50/p99; checkout's money is verified afterwards. `--strict` exits non-zero on a
 * missed target or a failed check; `--scale` runs the 1 M-order list timings instead (scale.ts;
 * `--keep` leaves its seeded database in place); `--batch` the busy lunch day's batch work (batch.ts).
 * Options: `--seconds=N` per measured round (default 5), `--only=pglite|postgres`, `--scenario=TEXT`
 * (only scenarios whose name holds TEXT), `--profile=DIR` (the server writes a V8 CPU profile there).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { runBatch } from './batch.js';
import { canReadCpu, postgresCpuBetween, postgresCpuMs, processCpuMs } from './cpu.js';
import { type Fixture, moneyProblems, refusalProblems, seedFixture } from './fixture.js';
import type { LoadJob, LoadResult } from './load.js';
import { runLoad, startProcess, stopProcess, waitUntilUp } from './processes.js';
import { runScale } from './scale.js';
import { judge, SCENARIOS, type Scenario } from './scenarios.js';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const STRICT = process.argv.includes('--strict');
const SECONDS = Number(option('seconds') ?? 5);
const PROFILE_DIR = option('profile');
const ROUNDS = 2;
const CONNECTIONS = 50;
const APP_PORT = Number(process.env.BENCH_PORT ?? 4300);
const BASELINE_PORT = APP_PORT + 1;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const BASELINE_URL = `http://127.0.0.1:${BASELINE_PORT}`;

type Label = 'PostgreSQL' | 'PGlite';
type Row = {
  database: Label;
  scenario: string;
  'req/s': number;
  'baseline req/s': number;
  share: string;
  'p50 ms': number;
  'p99 ms': number;
  'baseline p99 ms': number;
  'not 200': number;
  target: string;
};
/** CPU per request (ms) of each process in the measured rounds, and the rate the machine's cores allow at that cost. */
type CpuRow = {
  database: Label;
  scenario: string;
  'server ms': number;
  'database ms': number;
  'load generator ms': number;
  'total ms': number;
  'baseline total ms': number;
  'req/s all cores allow': number;
};

const baselineJob = (): Omit<LoadJob, 'url' | 'seconds' | 'connections'> => ({
  method: 'GET',
  path: '/baseline',
  requests: [{}],
});

function merge(results: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const statuses: Record<string, number> = {};
  for (const r of results)
    for (const [code, n] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  // Latency percentiles of the rounds: the worst round's, so a bad round is not averaged away.
  return {
    requests: sum((r) => r.requests),
    rps: sum((r) => r.rps) / results.length,
    p50: Math.max(...results.map((r) => r.p50)),
    p90: Math.max(...results.map((r) => r.p90)),
    p99: Math.max(...results.map((r) => r.p99)),
    statuses,
    errors: sum((r) => r.errors),
    cpuMs: sum((r) => r.cpuMs),
  };
}

/** CPU spent per request in a scenario's measured rounds, in ms, by process. */
type CpuPerRequest = { server: number; database: number; loadGenerator: number };

/**
 * One measured round of `job` while `serving` (the process answering it) works, with the CPU it
 * cost: that process's, PostgreSQL's (none on PGlite, which runs inside the server) and the load
 * generator's.
 */
async function measuredRound(job: LoadJob, serving: ChildProcess, onPostgres: boolean) {
  const server = processCpuMs(serving.pid!);
  const database = onPostgres ? postgresCpuMs() : new Map<number, number>();
  const result = await runLoad(job);
  const cpu: CpuPerRequest = {
    server: processCpuMs(serving.pid!) - server,
    database: onPostgres ? postgresCpuBetween(database, postgresCpuMs()) : 0,
    loadGenerator: result.cpuMs,
  };
  return { result, cpu };
}

function perRequest(rounds: Array<{ result: LoadResult; cpu: CpuPerRequest }>): CpuPerRequest {
  const requests = rounds.reduce((total, round) => total + round.result.requests, 0);
  const of = (pick: (cpu: CpuPerRequest) => number) =>
    rounds.reduce((total, round) => total + pick(round.cpu), 0) / Math.max(requests, 1);
  return {
    server: of((c) => c.server),
    database: of((c) => c.database),
    loadGenerator: of((c) => c.loadGenerator),
  };
}

/** Warm-up, then baseline and application alternately, ROUNDS times each. */
async function measure(
  scenario: Scenario,
  fixture: Fixture,
  processes: { server: ChildProcess; baseline: ChildProcess },
  onPostgres: boolean,
) {
  const connections = scenario.connections ?? CONNECTIONS;
  const app = { ...scenario.job(fixture), url: APP_URL, connections };
  const base = { ...baselineJob(), url: BASELINE_URL, connections };
  await runLoad({ ...base, seconds: 2 });
  await runLoad({ ...app, seconds: 2 });
  const baseRuns: Array<Awaited<ReturnType<typeof measuredRound>>> = [];
  const appRuns: Array<Awaited<ReturnType<typeof measuredRound>>> = [];
  for (let round = 0; round < ROUNDS; round++) {
    baseRuns.push(await measuredRound({ ...base, seconds: SECONDS }, processes.baseline, onPostgres));
    appRuns.push(await measuredRound({ ...app, seconds: SECONDS }, processes.server, onPostgres));
  }
  return {
    app: merge(appRuns.map((run) => run.result)),
    baseline: merge(baseRuns.map((run) => run.result)),
    appCpu: perRequest(appRuns),
    baselineCpu: perRequest(baseRuns),
  };
}

async function runOn(label: Label, env: Record<string, string>, open: () => Promise<Database>) {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-bench-logs-'));
  let database = await open();
  const fixture = await seedFixture(database);
  if (label === 'PGlite') await database.close(); // the server process owns the data directory
  const serverLog = path.join(logDir, 'server.log');
  const baselineLog = path.join(logDir, 'baseline.log');
  const server = startProcess(
    'src/server.ts',
    { ...env, PORT: String(APP_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'info', APP_URL },
    serverLog,
    PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [],
  );
  const baseline = startProcess(
    'bench/baseline.ts',
    {
      PORT: String(BASELINE_PORT),
      BASELINE_ID: fixture.companyId,
      ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
    },
    baselineLog,
  );
  const rows: Row[] = [];
  const cpuRows: CpuRow[] = [];
  const problems: string[] = [];
  try {
    await waitUntilUp(`${APP_URL}/api/health`, server, serverLog);
    await waitUntilUp(`${BASELINE_URL}/baseline`, baseline, baselineLog);
    const chosen = option('scenario');
    for (const scenario of SCENARIOS.filter((s) => !chosen || s.name.includes(chosen))) {
      const {
        app,
        baseline: base,
        appCpu,
        baselineCpu,
      } = await measure(scenario, fixture, { server, baseline }, label === 'PostgreSQL');
      const total = appCpu.server + appCpu.database + appCpu.loadGenerator;
      const round = (ms: number) => Number(ms.toFixed(2));
      cpuRows.push({
        database: label,
        scenario: scenario.name,
        'server ms': round(appCpu.server),
        'database ms': round(appCpu.database),
        'load generator ms': round(appCpu.loadGenerator),
        'total ms': round(total),
        'baseline total ms': round(baselineCpu.server + baselineCpu.database + baselineCpu.loadGenerator),
        'req/s all cores allow': Math.round((os.cpus().length * 1000) / total),
      });
      const share = app.rps / base.rps;
      const bad = app.requests - (app.statuses['200'] ?? 0);
      if (bad > 0)
        problems.push(
          `${label} ${scenario.name}: ${bad} answers were not 200 (${JSON.stringify(app.statuses)})`,
        );
      rows.push({
        database: label,
        scenario: scenario.name,
        'req/s': Math.round(app.rps),
        'baseline req/s': Math.round(base.rps),
        share: `${(share * 100).toFixed(0)} %`,
        'p50 ms': app.p50,
        'p99 ms': app.p99,
        'baseline p99 ms': base.p99,
        'not 200': bad,
        target: label === 'PostgreSQL' ? judge(scenario, app, share) : 'within 2× of PostgreSQL (below)',
      });
    }
    // Refusals: 80 checkouts, 20 at a time, for a company whose wallet covers 30 and budgets 40.
    const refused = await runLoad({
      url: APP_URL,
      method: 'POST',
      path: '/api/orders',
      connections: 20,
      seconds: 0,
      amount: 80,
      requests: fixture.refusalTokens.map((token) => ({
        token,
        body: { foodItems: [{ food_menu: fixture.refusalItemId, quantity: 1 }] },
      })),
    });
    if (!refused.statuses['409'])
      problems.push(`${label}: no checkout was refused (${JSON.stringify(refused.statuses)})`);
    const other = refused.requests - (refused.statuses['200'] ?? 0) - (refused.statuses['409'] ?? 0);
    if (other > 0)
      problems.push(`${label}: refusal run answered other than 200/409: ${JSON.stringify(refused.statuses)}`);
  } finally {
    await stopProcess(server);
    await stopProcess(baseline);
  }
  if (label === 'PGlite') database = await open();
  try {
    for (const companyId of [fixture.companyId, fixture.refusalCompanyId]) {
      problems.push(...(await moneyProblems(database, companyId)).map((p) => `${label}: ${p}`));
    }
    problems.push(
      ...(await refusalProblems(database, fixture.refusalCompanyId)).map((p) => `${label}: ${p}`),
    );
  } finally {
    await database.close();
  }
  return { rows, cpuRows, problems };
}

async function onPostgres(serverUrl: string) {
  const name = `lunch_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await runOn('PostgreSQL', { DATABASE_URL: url.toString() }, () => openPostgres(url.toString(), 4));
  } finally {
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

async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-bench-data-'));
  try {
    return await runOn('PGlite', { DATA_DIR: dataDir }, () => openPglite({ dataDir }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PGlite's share of its baseline may be at most 2× worse than PostgreSQL's. */
function compareDatabases(rows: Row[]): string[] {
  return SCENARIOS.flatMap((scenario) => {
    const of = (label: Label) => rows.find((row) => row.database === label && row.scenario === scenario.name);
    const [pgRow, liteRow] = [of('PostgreSQL'), of('PGlite')];
    if (!pgRow || !liteRow) return [];
    const share = (row: Row) => row['req/s'] / row['baseline req/s'];
    return share(liteRow) * 2 < share(pgRow)
      ? [
          `PGlite ${scenario.name}: share ${liteRow.share} is more than 2× worse than PostgreSQL's ${pgRow.share}`,
        ]
      : [];
  });
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const only = option('only');
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  if (process.argv.includes('--batch')) {
    if (!serverUrl) throw new Error('--batch needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    const missed = await runBatch(serverUrl, APP_PORT, PROFILE_DIR);
    if (missed > 0 && STRICT) process.exit(1);
    return;
  }
  if (process.argv.includes('--scale')) {
    if (!serverUrl) throw new Error('--scale needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    const missed = await runScale(serverUrl, APP_PORT);
    console.log(
      `load average at end: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    if (missed > 0 && STRICT) process.exit(1);
    return;
  }
  const rows: Row[] = [];
  const cpuRows: CpuRow[] = [];
  const problems: string[] = [];
  if (only !== 'postgres') {
    const result = await onPglite();
    rows.push(...result.rows);
    cpuRows.push(...result.cpuRows);
    problems.push(...result.problems);
  }
  if (only !== 'pglite') {
    if (serverUrl) {
      const result = await onPostgres(serverUrl);
      rows.push(...result.rows);
      cpuRows.push(...result.cpuRows);
      problems.push(...result.problems);
    } else console.log('Neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set: PostgreSQL skipped.');
  }
  const misses = compareDatabases(rows);
  console.table(rows);
  if (canReadCpu) {
    console.log('CPU per request (PGlite runs inside the server, so its database column is 0):');
    console.table(cpuRows);
  }
  if (misses.length > 0) console.log(`MISSED:\n  ${misses.join('\n  ')}`);
  console.log(
    `load average at end: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    problems.length === 0
      ? 'checks: money exact, refusals exercised'
      : `checks FAILED:\n  ${problems.join('\n  ')}`,
  );
  const missed = rows.filter((row) => row.target.startsWith('MISSED')).length + misses.length;
  if (STRICT && (missed > 0 || problems.length > 0)) process.exit(1);
  if (problems.length > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
