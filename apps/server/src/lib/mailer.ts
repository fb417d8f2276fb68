import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

/** The job kind that sends one queued email (handled by the platform module). */
export const EMAIL_JOB = 'email.send';

/** The order key of queued emails (JobKind.inOrderOf): one recipient's arrive in the order they were queued. */
export const inRecipientOrder = (payload: Record<string, unknown>) => `email to ${String(payload.to)}`;

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Sent as is by SMTP; the demo outbox keeps only their names in the text. */
  attachments?: MailAttachment[];
};
export type Mailer = {
  readonly mode: 'smtp' | 'outbox';
  /**
   * Sends a message from a job (JobHandler); what it answers, the job answers. SMTP sends it and
   * answers nothing; the demo outbox answers the statement that keeps it, which the queue commits
   * with the job's completion.
   */
  send(message: MailMessage): Promise<SQL | undefined>;
  /** Closes what the mailer keeps open (the app's onClose, after the job queue stopped). */
  close?(): void;
};

/**
 * How long an SMTP server may stay silent (connecting, greeting, any answer) before a send fails and
 * is retried: well inside a job's lease (lib/jobs.ts), though the lease is renewed anyway.
 * nodemailer's own defaults wait up to 10 minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 30_000 };

/**
 * Sends through `smtpUrl` on nodemailer's pooled transport: up to 5 connections kept open and
 * reused, since opening one (TCP, TLS, EHLO, AUTH) costs more than the message itself. The URL can
 * turn it off (`?pool=false`) or size it (`?maxConnections=10`).
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, ...SMTP_TIMEOUTS });
  return {
    mode: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
      return undefined;
    },
    close: () => transport.close(),
  };
}

/** Demo mode: mail is kept in the database (readable at /dev/mailbox) and printed to the log. */
export function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    mode: 'outbox',
    async send({ attachments, ...message }) {
      const names = attachments?.map((file) => file.filename).join(', ');
      if (names) message.text = `${message.text}\n\nAttached (not kept in the demo mailbox): ${names}`;
      log.info({ to: message.to, subject: message.subject, text: message.text }, 'demo mail (not sent)');
      return db.insert(mailOutbox).values(message).getSQL();
    },
  };
}
