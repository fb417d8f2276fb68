import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite } from './client.js';

/** The database a backup is made of or restored into: PostgreSQL at `databaseUrl`, else PGlite under `dataDir`. */
export type BackupTarget = { databaseUrl?: string; dataDir: string };

/** A backup that cannot be made or restored, for a reason the operator can act on (the CLIs print it). */
export class BackupError extends Error {}

/**
 * What a backup file holds, by its first bytes: PGlite's data directory as a gzipped tar
 * (`dumpDataDir`), or pg_dump's custom format (which starts with "PGDMP").
 */
async function kindOf(file: string): Promise<'pglite' | 'postgres' | undefined> {
  const handle = await fs.open(file, 'r').catch(() => {
    throw new BackupError(`${file}: no such file`);
  });
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (bytesRead >= 2 && buffer[0] === 0x1f && buffer[1] === 0x8b) return 'pglite';
    if (bytesRead === 5 && buffer.toString('latin1') === 'PGDMP') return 'postgres';
    return undefined;
  } finally {
    await handle.close();
  }
}

/**
 * Runs one of PostgreSQL's client programs against `url`, its password in PGPASSWORD rather than
 * on the command line (where any user of the machine could read it).
 */
function runClient(program: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${address}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${program} was not found: install PostgreSQL's client programs, of the server's major version or newer (Debian: apt-get install postgresql-client)`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${program} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}

/** The PGlite client of an open embedded database (drizzle's `$client`). */
const pgliteOf = (database: Awaited<ReturnType<typeof openPglite>>) =>
  (database.db as unknown as { $client: PGlite }).$client;

/**
 * Writes a backup of the database to `file` (refused if it exists): pg_dump's custom format for
 * PostgreSQL (taken while the servers run: one consistent snapshot), a gzipped tar of PGlite's data
 * directory for the embedded database (whose directory one process holds: the server must be
 * stopped, or this refuses, naming the process). Written beside `file` first, then renamed, so a
 * failed backup leaves no partial file under its name.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (
    await fs.stat(file).then(
      () => true,
      () => false,
    )
  ) {
    throw new BackupError(`${file} exists already: choose another file name`);
  }
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  try {
    if (target.databaseUrl) {
      await runClient(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`],
        target.databaseUrl,
      );
    } else {
      const database = await openPglite({ dataDir: target.dataDir });
      try {
        const dump = await pgliteOf(database).dumpDataDir('gzip');
        await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await database.close();
      }
    }
    await fs.rename(partial, file);
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/** Whether the PostgreSQL database at `url` holds no table (a new, empty database). */
async function isEmptyPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.tables === 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores the backup in `file` into an empty database of the same kind: a new PostgreSQL database
 * (pg_restore in one transaction: all or nothing), or an embedded database under a `dataDir` that
 * holds none yet. A database with data is refused rather than overwritten. A backup made by an
 * older build is migrated to this one: the embedded database as it is restored, PostgreSQL as the
 * server starts.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  const kind = await kindOf(file);
  if (!kind) throw new BackupError(`${file} is not a backup made by db:backup`);
  const into = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== into) {
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the empty PostgreSQL database to restore it into`
        : `${file} is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty directory to restore it into`,
    );
  }
  if (target.databaseUrl) {
    if (!(await isEmptyPostgres(target.databaseUrl))) {
      throw new BackupError(
        'The database at DATABASE_URL holds tables already: restore into a new, empty database (createdb), then point the servers at it',
      );
    }
    await runClient(
      'pg_restore',
      ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', file],
      target.databaseUrl,
    );
    return;
  }
  const pgDir = path.join(target.dataDir, 'pglite');
  const present = await fs.readdir(pgDir).catch(() => []);
  if (present.length > 0) {
    throw new BackupError(
      `${pgDir} holds a database already: move it aside (it may be the only copy of its data) or set DATA_DIR to an empty directory`,
    );
  }
  const from = new Blob([await fs.readFile(file)], { type: 'application/x-gzip' });
  const database = await openPglite({ dataDir: target.dataDir, from });
  await database.close();
}
