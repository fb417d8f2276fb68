import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db, Executor } from './db/client.js';
import { PreparedStatements } from './db/prepared.js';
import type { KeptSessions } from './lib/auth-guard.js';
import type { Clock } from './lib/clock.js';
import { JobQueue } from './lib/jobs.js';
import { EMAIL_JOB, type Mailer, type MailMessage, outboxMailer, smtpMailer } from './lib/mailer.js';
import { Metrics } from './lib/metrics.js';
import { s3Storage } from './lib/s3-storage.js';
import { SessionCache } from './lib/session-cache.js';
import { diskStorage, type Storage } from './lib/storage.js';
import { MenuPageCache } from './modules/menu/menu-cache.js';
import { OrderEvents } from './modules/orders/order-events.js';

/** A per-process service: started (if it has anything to start) by server.ts, stopped as the app closes. */
export type Service = { start?(): void | Promise<void>; stop(): void | Promise<void> };

/**
 * What each server process holds for itself, beside the database: created here (createContext),
 * started by server.ts (startServices), stopped as the app closes (stopServices, app.ts). A test
 * passes its own in place of any of them (`buildApp({ services })`).
 */
export type Services = {
  /** Statements prepared by name, built once per shape (db/prepared.ts). */
  statements: PreparedStatements;
  /** Session lookups kept while the database's notices say nothing they read changed (lib/session-cache.ts). */
  sessions: KeptSessions;
  /** Menu pages just shown, per employee and search (modules/menu/menu-cache.ts). */
  menuPages: MenuPageCache;
  /** Order updates fanned out to this process's SSE streams (modules/orders/order-events.ts). */
  orderEvents: OrderEvents;
  /** The job queue: modules/index.ts registers the kinds; started, it polls (lib/jobs.ts). */
  jobs: JobQueue;
};

export type ServiceName = keyof Services;

/**
 * The order services start in; they stop in the reverse order. What listens on the database (the
 * sessions' change notices) listens before the job queue runs anything, and everything has started
 * before the server listens. Order events listen from their first stream on.
 */
export const SERVICE_ORDER = [
  'statements',
  'sessions',
  'menuPages',
  'orderEvents',
  'jobs',
] as const satisfies readonly ServiceName[];
// A compile error here: a service has no place in SERVICE_ORDER.
const _everyServiceInOrder: [Exclude<ServiceName, (typeof SERVICE_ORDER)[number]>] extends [never]
  ? true
  : never = true;

/**
 * What every module needs: configuration, the database, the clock, mail, storage and this
 * process's services. Creating it registers and starts nothing: modules/index.ts wires the job
 * handlers, server.ts starts the services.
 */
export type AppContext = Services & {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** Uploaded files (menu images): in the S3 bucket when configured, else under DATA_DIR/uploads. */
  storage: Storage;
  /** Queues an email in the caller's transaction; the job queue sends it (and retries). */
  sendMail(executor: Executor, message: MailMessage): Promise<void>;
  /** This process's Prometheus metrics when METRICS_TOKEN is set (lib/metrics.ts), else none are kept. */
  metrics: Metrics | undefined;
};

/** The one place the context and its services are made; `services` replaces any of them (tests). */
export function createContext(
  config: Config,
  database: Database,
  clock: Clock,
  log: FastifyBaseLogger,
  services: Partial<Services> = {},
): AppContext {
  const jobs = services.jobs ?? new JobQueue(database, clock, log);
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(database.db, log);
  return {
    statements: services.statements ?? new PreparedStatements(database.db),
    sessions: services.sessions ?? new SessionCache(database, log),
    menuPages: services.menuPages ?? new MenuPageCache(),
    orderEvents: services.orderEvents ?? new OrderEvents({ database, log }),
    jobs,
    config,
    database,
    db: database.db,
    clock,
    log,
    mailer,
    storage: config.s3
      ? s3Storage(config.s3, config.appUrl)
      : diskStorage(path.join(config.dataDir, 'uploads'), config.appUrl),
    sendMail: (executor, message) => jobs.enqueue(executor, EMAIL_JOB, message),
    metrics: config.metricsToken ? new Metrics() : undefined,
  };
}

/**
 * Starts the services in SERVICE_ORDER (server.ts, before it listens), but those in `except`: tests
 * start all but the job queue, whose due jobs they run themselves (`ctx.jobs.runDue()`).
 */
export async function startServices(services: Services, { except = [] }: { except?: ServiceName[] } = {}) {
  for (const name of SERVICE_ORDER) {
    const service: Service = services[name];
    if (!except.includes(name)) await service.start?.();
  }
}

/** Stops every service, started or not, in the reverse of SERVICE_ORDER (the app is closing). */
export async function stopServices(services: Services) {
  for (const name of [...SERVICE_ORDER].reverse()) {
    const service: Service = services[name];
    await service.stop();
  }
}
