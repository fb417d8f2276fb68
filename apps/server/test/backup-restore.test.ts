import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { testClock } from './helpers/app.js';
import { openTestDatabase } from './helpers/database.js';
import { createCompany, createEmployee, createMenuItem } from './helpers/factories.js';
import { placeOrder } from './orders-helpers.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `npm run db:backup|db:restore -- FILE` as an operator does (the CLI's source, through tsx). */
function cli(command: 'db-backup' | 'db-restore', file: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, `src/cli/${command}.ts`), file],
    {
      cwd: serverDir,
      env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

/**
 * Orders and money on `database` through the real app: a company's top-ups, an employee's orders
 * (each one's charge in the ledger), a refund.
 */
async function fill(database: Database) {
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data' }),
    database,
    clock: testClock(new Date('2026-03-10T09:00:00Z')),
    logger: false,
  });
  await app.ready();
  const t = { app, db: database.db };
  try {
    const company = await createCompany(t, { walletKobo: 100_000_00 });
    const employee = await createEmployee(t, company.id);
    const dish = await createMenuItem(t, { priceKobo: 2_500_00 });
    for (let quantity = 1; quantity <= 3; quantity++) {
      const res = await placeOrder(app, employee, [{ food_menu: dish.id, quantity }]);
      expect(res.statusCode, res.body).toBe(200);
    }
  } finally {
    await app.close();
  }
}

/** Every order, order line and ledger row, and every company's wallet: what a restore must bring back. */
async function snapshot(database: Database) {
  const rows = (table: string) => database.rows(sql`select * from ${sql.identifier(table)} order by id`);
  return {
    orders: await rows('orders'),
    orderLines: await rows('order_lines'),
    ledger: await rows('ledger'),
    wallets: await database.rows(sql`select account_id, wallet_kobo from companies order by account_id`),
  };
}

describe.skipIf(process.env.TEST_DB === 'postgres')(
  'backup and restore of the embedded database (PGlite)',
  () => {
    let dir: string;
    let before: Awaited<ReturnType<typeof snapshot>>;
    beforeAll(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lunch-backup-'));
      const database = await openPglite({ dataDir: path.join(dir, 'data') });
      try {
        await fill(database);
        before = await snapshot(database);
      } finally {
        await database.close();
      }
      expect(before.orders).toHaveLength(3);
      expect(before.ledger.length).toBeGreaterThanOrEqual(4);
    }, 120_000);
    afterAll(() => fs.rm(dir, { recursive: true, force: true }));

    it('refuses to back up while a server holds the data directory', async () => {
      const database = await openPglite({ dataDir: path.join(dir, 'data') });
      try {
        const res = await cli('db-backup', path.join(dir, 'busy.tar.gz'), {
          DATA_DIR: path.join(dir, 'data'),
        });
        expect(res.code, res.output).toBe(1);
        expect(res.output).toContain(`is in use by process ${process.pid}; stop it`);
      } finally {
        await database.close();
      }
      await expect(fs.stat(path.join(dir, 'busy.tar.gz'))).rejects.toThrow();
    });

    it('restores a backup into an empty data directory with every order and ledger row', async () => {
      const file = path.join(dir, 'lunch.tar.gz');
      const backup = await cli('db-backup', file, { DATA_DIR: path.join(dir, 'data') });
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(`is backed up to ${file}`);
      // An existing file is never overwritten.
      const again = await cli('db-backup', file, { DATA_DIR: path.join(dir, 'data') });
      expect(again.code).toBe(1);
      expect(again.output).toContain('exists already');

      const restored = await cli('db-restore', file, { DATA_DIR: path.join(dir, 'restored') });
      expect(restored.code, restored.output).toBe(0);
      const database = await openPglite({ dataDir: path.join(dir, 'restored') });
      try {
        expect(await snapshot(database)).toEqual(before);
      } finally {
        await database.close();
      }

      // A data directory holding a database is refused, not overwritten.
      const over = await cli('db-restore', file, { DATA_DIR: path.join(dir, 'restored') });
      expect(over.code).toBe(1);
      expect(over.output).toContain('holds a database already');
      // A backup of the embedded database does not go into PostgreSQL, nor does anything else.
      const wrongKind = await cli('db-restore', file, {
        DATA_DIR: path.join(dir, 'other'),
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      });
      expect(wrongKind.code).toBe(1);
      expect(wrongKind.output).toContain('is a backup of the embedded database: unset DATABASE_URL');
      await fs.writeFile(path.join(dir, 'notes.txt'), 'not a backup');
      const notBackup = await cli('db-restore', path.join(dir, 'notes.txt'), {
        DATA_DIR: path.join(dir, 'other'),
      });
      expect(notBackup.code).toBe(1);
      expect(notBackup.output).toContain('is not a backup made by db:backup');
    }, 120_000);
  },
);

describe.skipIf(process.env.TEST_DB !== 'postgres')('backup and restore on PostgreSQL', () => {
  let source: Database & { url?: string };
  let dir: string;
  const emptyName = `lunch_restore_${randomBytes(6).toString('hex')}`;
  const server = () => process.env.TEST_DATABASE_URL!;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const emptyUrl = () => {
    const url = new URL(server());
    url.pathname = `/${emptyName}`;
    return url.toString();
  };

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lunch-backup-'));
    source = await openTestDatabase();
    await fill(source);
    await admin(`create database ${emptyName}`);
  }, 120_000);
  afterAll(async () => {
    await source.close();
    await admin(`drop database if exists ${emptyName} with (force)`);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('restores a backup into a new, empty database with every order and ledger row', async () => {
    const before = await snapshot(source);
    expect(before.orders).toHaveLength(3);
    const file = path.join(dir, 'lunch.dump');
    const backup = await cli('db-backup', file, { DATABASE_URL: source.url!, DATA_DIR: dir });
    expect(backup.code, backup.output).toBe(0);

    // Into the database it came from (it has tables): refused, nothing changed.
    const over = await cli('db-restore', file, { DATABASE_URL: source.url!, DATA_DIR: dir });
    expect(over.code).toBe(1);
    expect(over.output).toContain('holds tables already');
    // A PostgreSQL backup does not go into the embedded database.
    const wrongKind = await cli('db-restore', file, { DATA_DIR: path.join(dir, 'embedded') });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.output).toContain('is a PostgreSQL backup (pg_dump): set DATABASE_URL');

    const restored = await cli('db-restore', file, { DATABASE_URL: emptyUrl(), DATA_DIR: dir });
    expect(restored.code, restored.output).toBe(0);
    // The restored database opens as a server opens it (its migrations all there) and holds it all.
    const database = await openPostgres(emptyUrl(), 2);
    try {
      expect(await snapshot(database)).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);
});
