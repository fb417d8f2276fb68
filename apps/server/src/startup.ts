import type { AppContext } from './context.js';
import { seedDemoMenu } from './demo/seed.js';
import { ensureAdmin } from './modules/auth/auth.service.js';
import { queueImageBackfill } from './modules/menu/menu.image-backfill.js';

/**
 * Start-up work on the database, once per start (callers hold `database.exclusive`): the admin from
 * ADMIN_EMAIL, the menu pictures' served versions (queued once per install), and the demo menu only
 * on a demo install. A production install starts with an empty menu.
 */
export async function prepareDatabase(ctx: AppContext): Promise<void> {
  const { config, log } = ctx;
  if (config.admin) {
    await ensureAdmin(ctx, config.admin.email, config.admin.password);
    log.info({ email: config.admin.email }, 'platform admin is ready');
  }
  await queueImageBackfill(ctx);
  if (config.demoData) {
    await seedDemoMenu(ctx);
  } else {
    log.info('production install: no demo menu (run `npm run seed:demo` to add it on purpose)');
  }
}
