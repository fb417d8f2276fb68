import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ensureAdmin } from '../modules/auth/auth.service.js';

/** `npm run admin:create -- --email admin@example.com --password '…'`: creates or resets a platform admin. */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const email = values.email?.trim().toLowerCase();
  const password = values.password ?? '';
  const problems = [
    ...(email && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? [] : ['--email must be an email address']),
    ...(password.length >= 8 && password.length <= 128 ? [] : ['--password must be 8 to 128 characters']),
  ];
  if (problems.length > 0) {
    console.error(
      `Usage: npm run admin:create -- --email <email> --password <password>\n  ${problems.join('\n  ')}`,
    );
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const database = await openDatabase(config);
  try {
    const app = await buildApp({ config, database });
    await ensureAdmin(app.ctx, email!, password);
    await app.close();
    console.log(`Platform admin ${email} is ready. Sign in at ${config.appUrl}/login`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
