import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, restoreDatabase } from '../db/backup.js';

/**
 * `npm run db:restore -- FILE`: restores a backup made by `db:backup` into an empty database of the
 * same kind: the new PostgreSQL database at DATABASE_URL, else the embedded database under a
 * DATA_DIR that holds none yet. A database with data is refused, never overwritten.
 */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('Usage: npm run db:restore -- <file>   (into an empty database: see README, "Backups")');
    process.exit(2);
  }
  // npm runs scripts in the repository's root: a relative name is the caller's (INIT_CWD).
  const file = path.resolve(process.env.INIT_CWD ?? '.', positionals[0]!);
  const config = loadConfig();
  await restoreDatabase(config, file);
  const into = config.databaseUrl
    ? 'the PostgreSQL database at DATABASE_URL'
    : `the embedded database in ${config.dataDir}`;
  console.log(`${file} is restored into ${into}. Start the server on it.`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exit(1);
});
