import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { type Services, startServices } from '../../src/context.js';
import type { Clock } from '../../src/lib/clock.js';
import { openTestDatabase } from './database.js';
import { type SmtpCapture, startSmtpCapture } from './smtp.js';

/** A clock a test can move. */
export function testClock(start = new Date('2026-03-10T09:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (date: Date | string) => {
      now = new Date(date).getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  } satisfies Clock & Record<string, unknown>;
}

export type TestAppOptions = {
  clock?: Clock;
  env?: Record<string, string>;
  smtp?: boolean;
  /** Services of the test's own, in place of the app's (context.ts: Services). */
  services?: Partial<Services>;
};

/**
 * The real app on a fresh database of its own, with mail going to a local SMTP server (a real SMTP
 * conversation), its services started as server.ts starts them but for the job queue's poller:
 * `flushJobs()` runs the due jobs (sends queued mail) when the test says so.
 */
export async function buildTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase();
  const smtp: SmtpCapture | undefined = options.smtp === false ? undefined : await startSmtpCapture();
  const config: Config = loadConfig({
    DATA_DIR: '.tmp/test-data',
    LOG_LEVEL: 'silent',
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    clock: options.clock,
    logger: false,
    services: options.services,
  });
  await app.ready();
  await startServices(app.ctx, { except: ['jobs'] });
  return {
    app,
    ctx: app.ctx,
    database,
    db: database.db,
    smtp: smtp!,
    async flushJobs() {
      await app.ctx.jobs.runDue();
    },
    async close() {
      await app.close();
      await database.close();
      await smtp?.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
