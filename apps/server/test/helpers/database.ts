import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, migrationsFolder, openPglite, openPostgres } from '../../src/db/client.js';

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * Where the migrated PGlite dump is kept between test files and runs: named after the migrations
 * and PGlite's version, so that a new migration or PGlite makes a new one. Every test file runs in
 * a fresh worker, and migrating an empty PGlite takes seconds; reading the dump takes a fraction.
 */
function templateFile(): string {
  const hash = createHash('sha256');
  // PGlite's own package.json (not exported): up from its entry point.
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  const pgliteVersion = (
    JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }
  ).version;
  hash.update(pgliteVersion);
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return path.join(os.tmpdir(), `lunch-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** A migrated PGlite dump, made once (kept in the temporary folder); each test database starts as a copy of it. */
function template(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = templateFile();
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const database = await openPglite();
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    // Written whole, then renamed: a test file starting meanwhile never reads half a dump.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  })();
  return pgliteTemplate;
}

/**
 * A fresh, migrated, empty database for one test file: PGlite by default, or a new database on the
 * PostgreSQL server at TEST_DATABASE_URL when TEST_DB=postgres (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') return openPglite({ from: await template() });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `lunch_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 20);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // pool.end() resolves before every socket has closed; a forced drop would kill them mid-close.
      for (let waited = 0; waited < 5000; waited += 50) {
        const open = await cleanup.query('select 1 from pg_stat_activity where datname = $1', [name]);
        if (open.rowCount === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
