import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../src/db/client.js';

let pgliteTemplate: Promise<Blob> | undefined;

/** A migrated PGlite dump, made once per test worker; each test database starts as a copy of it. */
function template(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const database = await openPglite();
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
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
