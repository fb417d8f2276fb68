import { buildApp } from './app.js';
import { ConfigError, isLoopbackHost, loadConfig } from './config.js';
import { startServices } from './context.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './startup.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });

  // Several servers may start at once on one PostgreSQL database: one at a time prepares it.
  await database.exclusive(() => prepareDatabase(app.ctx));
  if (!config.smtpUrl) app.log.warn('SMTP_URL is not set: demo mail mode, emails are kept at /dev/mailbox');
  if (!config.paystackSecretKey)
    app.log.warn('PAYSTACK_SECRET_KEY is not set: top-ups use the sandbox checkout');
  if (!isLoopbackHost(config.host) && (!config.smtpUrl || !config.paystackSecretKey) && !config.demoMode) {
    app.log.warn(
      `Listening on ${config.host} without SMTP or Paystack: demo pages answer loopback clients only and top-ups answer 503. Set SMTP_URL and PAYSTACK_SECRET_KEY (or DEMO_MODE=1 for a shared demo).`,
    );
  }

  // In SERVICE_ORDER (context.ts): what listens on the database first, the job queue last, then serving.
  await startServices(app.ctx);
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      // Closing the app stops the services (some still write to it), then the database closes.
      app
        .close()
        .finally(() => database.close())
        .then(
          () => process.exit(0),
          (error) => {
            app.log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
