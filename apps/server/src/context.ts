import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db, Executor } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { JobQueue } from './lib/jobs.js';
import { EMAIL_JOB, type Mailer, type MailMessage, outboxMailer, smtpMailer } from './lib/mailer.js';
import { s3Storage } from './lib/s3-storage.js';
import { diskStorage, type Storage } from './lib/storage.js';

/**
 * What every module needs: configuration, the database, the clock, the job queue and mail. Creating
 * it registers and starts nothing: modules/index.ts wires the job handlers, server.ts starts the queue.
 */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  mailer: Mailer;
  /** Uploaded files (menu images): in the S3 bucket when configured, else under DATA_DIR/uploads. */
  storage: Storage;
  /** Queues an email in the caller's transaction; the job queue sends it (and retries). */
  sendMail(executor: Executor, message: MailMessage): Promise<void>;
};

export function createContext(
  config: Config,
  database: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): AppContext {
  const jobs = new JobQueue(database, clock, log);
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(database.db, log);
  return {
    config,
    database,
    db: database.db,
    clock,
    log,
    jobs,
    mailer,
    storage: config.s3
      ? s3Storage(config.s3, config.appUrl)
      : diskStorage(path.join(config.dataDir, 'uploads'), config.appUrl),
    sendMail: (executor, message) => jobs.enqueue(executor, EMAIL_JOB, message),
  };
}
