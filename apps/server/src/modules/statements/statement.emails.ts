import { formatMonth, formatNaira, parseNaira, statementTotals } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { emails } from '../../lib/emails.js';
import { statementFileName, statementPdf } from './statement.documents.js';
import { monthBounds, monthlyStatement, previousMonth } from './statement.service.js';

export const STATEMENT_JOB = 'statement.monthly-email';

/**
 * Queues the previous month's statement for every company that has not had it yet; how many were
 * queued. From the 1st of each month (company time zone) the statement goes out once per company and
 * month (dedupe key `statement:<companyId>:<month>`), even with several server processes; one that
 * failed every attempt is queued again (JobQueue.enqueue) until it is sent; a server
 * that was down on the 1st sends it when it is back. Companies that joined during the current month
 * get nothing for the month before they existed.
 */
export async function scheduleStatementEmails(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const zones = await ctx.database.rows<{ time_zone: string }>(
    sql`select distinct a.time_zone from companies c join accounts a on a.id = c.account_id`,
  );
  let queued = 0;
  for (const { time_zone: timeZone } of zones) {
    try {
      const month = previousMonth(now, timeZone);
      const { end } = monthBounds(month, timeZone);
      const due = await ctx.database.rows<{ id: string }>(sql`
        select c.account_id as id from companies c join accounts a on a.id = c.account_id
        where a.time_zone = ${timeZone} and a.created_at < ${end.toISOString()}
          and not exists (select 1 from jobs j where j.dedupe_key = 'statement:' || c.account_id || ':' || ${month}
            and j.status <> 'failed')`);
      for (const company of due) {
        await ctx.jobs.enqueue(
          ctx.db,
          STATEMENT_JOB,
          { companyId: company.id, month },
          { dedupeKey: `statement:${company.id}:${month}`, maxAttempts: 5 },
        );
        queued++;
      }
    } catch (error) {
      ctx.log.warn({ err: error, timeZone }, 'monthly statements skipped for a time zone');
    }
  }
  return queued;
}

/**
 * Emails a month's statement to the company with the PDF attached (the job's handler): its totals,
 * and for a statement with department sections (issue 32) what each department spent.
 */
export async function sendStatement(ctx: AppContext, companyId: string, month: string) {
  const [owner] = await ctx.database.rows<{ email: string }>(
    sql`select email from accounts where id = ${companyId}`,
  );
  if (!owner) return;
  const statement = await monthlyStatement(ctx, companyId, month);
  const pdf = await statementPdf(statement);
  const money = (amount: string) => formatNaira(parseNaira(amount));
  const message = emails.monthlyStatement(
    owner.email,
    statement.company.name,
    formatMonth(month),
    [
      ...statementTotals(statement).map(([label, amount]): [string, string] => [label, money(amount)]),
      // Issue 32: what each department's orders spent, with its cost centre, as in the PDF's sections.
      ...statement.departments.map((department): [string, string] => [
        department.cost_centre
          ? `Spent by ${department.name} (cost centre ${department.cost_centre})`
          : `Spent by ${department.id ? department.name : 'orders under no department'}`,
        money(department.spent),
      ]),
    ],
    ctx.config.appUrl,
  );
  return ctx.mailer.send({
    ...message,
    attachments: [
      { filename: statementFileName(statement, 'pdf'), content: pdf, contentType: 'application/pdf' },
    ],
  });
}
