import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemoMenu } from '../demo/seed.js';

/** `npm run seed:demo`: adds the demo dishes to an empty menu, whatever the payment mode. */
async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const database = await openDatabase(config);
  try {
    const app = await buildApp({ config, database });
    const added = await database.exclusive(() => seedDemoMenu(app.ctx));
    await app.close();
    console.log(
      added > 0 ? `Added ${added} demo dishes to the menu.` : 'The menu is not empty: no demo dishes added.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
