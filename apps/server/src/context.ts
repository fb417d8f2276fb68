import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db, Executor } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { emails } from './lib/emails.js';
import { JobQueue } from './lib/jobs.js';
import { type Mailer, type MailMessage, outboxMailer, smtpMailer } from './lib/mailer.js';
import { diskStorage, type Storage } from './lib/storage.js';

/** What every module needs: configuration, the database, the clock, the job queue and mail. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  mailer: Mailer;
  /** Uploaded files (menu images), under DATA_DIR/uploads. */
  storage: Storage;
  /** Queues an email in the caller's transaction; the job queue sends it (and retries). */
  sendMail(executor: Executor, message: MailMessage): Promise<void>;
};

export const EMAIL_JOB = 'email.send';
/**
 * The company's "wallet charged" email, written when it is sent: checkout enqueues it in the same
 * statement that debits the wallet, before the new balance is known to the server.
 */
export const WALLET_CHARGED_JOB = 'email.wallet-charged';
export type WalletChargedMail = { to: string; employeeName: string; totalKobo: number; walletKobo: number };

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
  jobs.register(EMAIL_JOB, (payload) => mailer.send(payload as MailMessage));
  jobs.register(WALLET_CHARGED_JOB, (payload) => {
    const mail = payload as WalletChargedMail;
    return mailer.send(emails.walletCharged(mail.to, mail.employeeName, mail.totalKobo, mail.walletKobo));
  });
  return {
    config,
    database,
    db: database.db,
    clock,
    log,
    jobs,
    mailer,
    storage: diskStorage(path.join(config.dataDir, 'uploads')),
    sendMail: (executor, message) => jobs.enqueue(executor, EMAIL_JOB, message),
  };
}
