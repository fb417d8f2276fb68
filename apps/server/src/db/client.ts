import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listening, listenBesidePool, listenOnPglite, type NoticeHandlers } from './notices.js';
import { preparingStatements } from './pglite-statements.js';
import { PreparedTexts, withLiterals } from './prepared-texts.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repository functions take either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Rows of a raw query, the same on both drivers. */
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
  ping(): Promise<void>;
  /**
   * A transaction whose last statements go to the database together with COMMIT, in one query
   * (one round trip on PostgreSQL): the row locks they take are released as soon as the commit is
   * durable, not one more round trip to this busy process later, and the writes that need no answer
   * cost no round trip of their own. For checkout, whose last statement updates the hottest row, a
   * company's wallet. `work` returns those statements, in order, or null to commit what it did
   * (their values are written in, or they go as EXECUTE of a text the connection has prepared:
   * PreparedTexts). A statement refuses by raising an error, which rolls the whole transaction
   * back. Returns the last statement's rows. `opening`, a statement sent together with BEGIN
   * (written the same way), hands its rows to `work`, unmapped (raw column values). `afterCommit`,
   * when `work` returned statements, runs right after the commit, in the same round trip (its own
   * transaction: if it fails, what committed stays committed).
   */
  transactionEndingWith(
    work: (tx: Executor, opened: Record<string, unknown>[]) => Promise<SQL[] | null>,
    options?: { opening?: SQL; afterCommit?: SQL },
  ): Promise<Record<string, unknown>[] | null>;
  /**
   * Listens on a NOTIFY channel (db/notices.ts): on PostgreSQL over a connection of its own named
   * `name`, whose loss `onLost` reports; PGlite's never fails.
   */
  listen(channel: string, name: string, handlers: NoticeHandlers): Promise<Listening>;
  /** Runs `work` while no other server process on this database runs its own (start-up work such as seeding). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * This process's connections (GET /metrics): open, idle, at most `max`, and queries `waiting` for
   * one. PGlite has its one connection, counted as open and busy.
   */
  connections(): { open: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
};

/** Rows of a raw query on the database or inside a transaction, the same on both drivers. */
export async function rowsOf<T>(ex: Executor, query: SQL): Promise<T[]> {
  return ((await ex.execute(query)) as unknown as { rows: T[] }).rows;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 7_345_001;
const EXCLUSIVE_LOCK = 7_345_002;

function wrap(
  db: Db,
  kind: Database['kind'],
  parts: Pick<Database, 'ping' | 'listen' | 'exclusive' | 'transactionEndingWith' | 'connections' | 'close'>,
): Database {
  return {
    db,
    kind,
    ...parts,
    rows: (query) => rowsOf(db, query),
  };
}

const dialect = new PgDialect();

/** The texts each pooled connection has prepared (a connection ends with its client object). */
const connectionTexts = new WeakMap<pg.PoolClient, PreparedTexts>();

/**
 * A statement for a query of several (the simple protocol, which takes no parameters): `EXECUTE`
 * with its values as literals when the connection has prepared its text, else the text with its
 * values written in (drizzle inlines a value neither writes, such as an object).
 */
function written(texts: PreparedTexts, statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return (
    texts.execution(text, params) ??
    withLiterals(text, params) ??
    dialect.sqlToQuery(statement.inlineParams()).sql
  );
}

/** Database.transactionEndingWith on a pool: BEGIN with the opening, `work` on one connection, then its statements and COMMIT as one query. */
async function poolTransactionEndingWith(
  pool: pg.Pool,
  work: Parameters<Database['transactionEndingWith']>[0],
  { opening, afterCommit }: Parameters<Database['transactionEndingWith']>[1] = {},
) {
  const client = await pool.connect();
  const texts = connectionTexts.get(client) ?? new PreparedTexts('ending_with_');
  connectionTexts.set(client, texts);
  let open = true;
  let broken: Error | undefined;
  try {
    const begun = (await client.query(opening ? `begin; ${written(texts, opening)}` : 'begin')) as unknown as
      | pg.QueryResult
      | pg.QueryResult[];
    const last = await work(
      drizzleNodePg(client) as unknown as Db,
      opening ? (begun as pg.QueryResult[])[1]!.rows : [],
    );
    const text = last
      ? [
          ...last.map((statement) => written(texts, statement)),
          'commit',
          ...(afterCommit ? [written(texts, afterCommit)] : []),
        ].join('; ')
      : 'commit';
    const results = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    open = false;
    return last ? (results as pg.QueryResult[])[last.length - 1]!.rows : null;
  } catch (error) {
    if (open) await client.query('rollback').catch((lost: Error) => (broken = lost));
    throw error;
  } finally {
    if (!broken)
      await texts.prepareWanted((command) => client.query(command)).catch((lost: Error) => (broken = lost));
    client.release(broken);
  }
}

/** Runs `work` holding a session-level advisory lock on a connection of its own. */
async function underAdvisoryLock<T>(pool: pg.Pool, key: number, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      // A connection that could not unlock is closed, not pooled: closing releases its lock.
      await client.query('select pg_advisory_unlock($1)', [key]).catch((error: Error) => {
        broken = error;
        throw error;
      });
    }
  } finally {
    client.release(broken);
  }
}

/** Connects to PostgreSQL and runs the migrations under an advisory lock (several servers may start at once). */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // A bounded wait for a connection: with the database down, requests fail fast (503) instead of hanging.
  // JIT off: it pays off for long analytical queries, and a chart's large cost estimate (one small
  // index range per day) would otherwise spend ~15 ms compiling a query that runs in 10.
  // Standard strings on (PostgreSQL's default, set anyway): the values written into statements
  // (transactionEndingWith) are escaped by doubling quotes, which is safe with standard strings only.
  // TCP keep-alive: a connection whose peer vanished without a reset (a NAT or firewall dropping it)
  // fails within about a minute instead of ~15.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    options: '-c jit=off -c standard_conforming_strings=on',
  });
  // A connection the database drops (a terminated backend, a restart, a failover) emits `error`. The
  // pool listens only while the connection is idle: one checked out (a transaction, a lock) must have
  // a listener of its own, or Node ends the process. The loss also fails the connection's next query
  // (answered 503: lib/errors.ts), and the pool discards it when it is handed back.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  await underAdvisoryLock(pool, MIGRATION_LOCK, (client) =>
    migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder }),
  );
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return wrap(db, 'postgres', {
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, name, handlers) => listenBesidePool(pool, channel, name, handlers),
    exclusive: (work) => underAdvisoryLock(pool, EXCLUSIVE_LOCK, work),
    transactionEndingWith: (work, options) => poolTransactionEndingWith(pool, work, options),
    connections: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    close: () => pool.end(),
  });
}

/** Holds `dataDir/.lock` so that two processes never open one PGlite data directory. */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, '.lock');
  for (let tries = 0; tries < 2; tries++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The database in ${dataDir} is in use by process ${holder}; stop it or use another DATA_DIR.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Embedded PostgreSQL. With `dataDir` the data persists there (locked against a second process);
 * without it the database lives in memory. `from` loads a dump made by `dumpPglite` (fast test setup).
 */
export async function openPglite(options: { dataDir?: string; from?: Blob } = {}): Promise<Database> {
  const pgDir = options.dataDir ? path.join(options.dataDir, 'pglite') : undefined;
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: pgDir,
      loadDataDir: options.from,
      extensions: { pg_trgm },
    });
    // One connection, so one set of prepared texts, for single statements and transactions alike.
    const texts = new PreparedTexts('pglite_statement_');
    const db = drizzlePglite(preparingStatements(client, texts), { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return wrap(db, 'pglite', {
      async ping() {
        await client.query('select 1');
      },
      listen: (channel, _name, handlers) => listenOnPglite(client, channel, handlers),
      // One process holds the data directory, so its work is exclusive already.
      exclusive: (work) => work(),
      // PGlite's own transaction holds its one connection; the statements that end it go as one query.
      transactionEndingWith: async (work, { opening, afterCommit } = {}) => {
        const rows = await client.transaction(async (raw) => {
          const opened = opening ? (await raw.exec(written(texts, opening)))[0]!.rows : [];
          const last = await work(
            drizzlePglite({ client: raw as unknown as PGlite, schema }) as unknown as Db,
            opened,
          );
          if (!last) return null;
          const results = await raw.exec(last.map((statement) => written(texts, statement)).join('; '));
          return results.at(-1)!.rows as Record<string, unknown>[];
        });
        if (rows && afterCommit) await client.exec(written(texts, afterCommit));
        await texts.prepareWanted((command) => client.exec(command));
        return rows;
      },
      connections: () => ({ open: 1, idle: 0, waiting: 0, max: 1 }),
      async close() {
        await client.close();
        unlock();
      },
    });
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}
