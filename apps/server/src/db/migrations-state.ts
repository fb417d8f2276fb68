import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from './client.js';

/**
 * The migrations of this build, as drizzle records them once applied: the `when` of each entry of
 * the journal (meta/_journal.json) is the `created_at` of its row in drizzle.__drizzle_migrations.
 */
let known: string[] | undefined;
function knownMigrations(): string[] {
  known ??= (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    }
  ).entries.map((entry) => String(entry.when));
  return known;
}

/**
 * How many of this build's migrations the database has not recorded as applied (0: all of them).
 * A database without drizzle's table (never migrated) lacks every one. Throws when the database
 * does not answer.
 */
export async function pendingMigrations(database: Database): Promise<number> {
  const migrations = knownMigrations();
  const [table] = await database.rows<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return migrations.length;
  const rows = await database.rows<{ created_at: string }>(
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations`,
  );
  const applied = new Set(rows.map((row) => row.created_at));
  return migrations.filter((when) => !applied.has(when)).length;
}
