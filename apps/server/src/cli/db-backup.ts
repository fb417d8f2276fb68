import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, backupDatabase } from '../db/backup.js';

/**
 * `npm run db:backup -- FILE`: writes a backup of the database the settings name (DATABASE_URL,
 * else the embedded database under DATA_DIR, whose server must be stopped first) to FILE.
 */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('Usage: npm run db:backup -- <file>   (a new file: an existing one is never overwritten)');
    process.exit(2);
  }
  // npm runs scripts in the repository's root: a relative name is the caller's (INIT_CWD).
  const file = path.resolve(process.env.INIT_CWD ?? '.', positionals[0]!);
  const config = loadConfig();
  await backupDatabase(config, file);
  const size = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
  const source = config.databaseUrl
    ? 'The PostgreSQL database'
    : `The embedded database in ${config.dataDir}`;
  console.log(`${source} is backed up to ${file} (${size} MB).`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exit(1);
});
