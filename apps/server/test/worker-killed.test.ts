import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { jobs } from '../src/db/schema.js';
import { STATEMENT_JOB } from '../src/modules/statements/statement.emails.js';
import { openTestDatabase } from './helpers/database.js';
import { createCompany } from './helpers/factories.js';
import { type ServerProcess, startServerProcess } from './helpers/server-process.js';
import { startSmtpServer } from './helpers/smtp.js';

const COMPANIES = 100;
/** Messages the SMTP server accepts before it stops answering (the worker is then killed). */
const ACCEPTED_BEFORE_KILL = 30;

/**
 * A real SMTP server that accepts `acceptFirst` messages (their recipients in `accepted`) and then
 * answers no more: a message it does not answer was never accepted, as on any SMTP server.
 */
async function smtpThatStops(acceptFirst: number) {
  const accepted: string[] = [];
  let stopped: () => void = () => {};
  const stoppedAnswering = new Promise<void>((resolve) => {
    stopped = resolve;
  });
  let accepting = true;
  const server = await startSmtpServer((stream, _session, callback) => {
    simpleParser(stream).then((mail) => {
      if (!accepting) return;
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      accepted.push(String(to?.value[0]?.address).toLowerCase());
      callback();
      if (accepted.length === acceptFirst) {
        accepting = false;
        stopped();
      }
    }, callback);
  });
  return {
    url: server.url,
    accepted,
    stoppedAnswering,
    acceptAll() {
      accepting = true;
      acceptFirst = Number.POSITIVE_INFINITY;
    },
    close: server.close,
  };
}

/**
 * The job worker killed (`kill -9`) in the middle of a batch of monthly statement emails: what the
 * SMTP server accepted before is never sent again, and the rest is sent once by another process.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('a job worker killed mid-batch', () => {
  let database: Database & { url?: string };
  let smtp: Awaited<ReturnType<typeof smtpThatStops>>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await smtpThatStops(ACCEPTED_BEFORE_KILL);
  });
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await smtp.close();
    await database.close();
  });

  it('sends each of 100 statements exactly once across the kill', async () => {
    const emails = new Set<string>();
    for (let i = 0; i < COMPANIES; i++) {
      const company = await createCompany(database, { walletKobo: 10_000_00 });
      emails.add(company.email);
      await database.db.insert(jobs).values({
        kind: STATEMENT_JOB,
        payload: { companyId: company.id, month: '2026-10' },
        dedupeKey: `statement:${company.id}:2026-10`,
        maxAttempts: 5,
      });
    }

    const first = await startServerProcess(database.url!, { SMTP_URL: smtp.url });
    servers.push(first);
    await smtp.stoppedAnswering;
    // The messages accepted so far have had time to be marked done; those in flight are unanswered.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await first.stop('SIGKILL');
    expect(smtp.accepted).toHaveLength(ACCEPTED_BEFORE_KILL);

    // The dead process's leases are over (as 2 minutes later): another process takes its jobs.
    await database.db.execute(
      sql`update jobs set locked_until = now() - interval '1 second' where status = 'running'`,
    );
    smtp.acceptAll();
    servers.push(await startServerProcess(database.url!, { SMTP_URL: smtp.url }));
    for (let waited = 0; waited < 90_000; waited += 250) {
      const [left] = await database.rows<{ n: number }>(
        sql`select count(*)::int as n from jobs where kind = ${STATEMENT_JOB} and status <> 'done'`,
      );
      if (left!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const times = new Map<string, number>();
    for (const to of smtp.accepted) times.set(to, (times.get(to) ?? 0) + 1);
    expect([...times.entries()].filter(([, count]) => count > 1)).toEqual([]);
    expect(new Set(smtp.accepted)).toEqual(emails);
  }, 150_000);
});
