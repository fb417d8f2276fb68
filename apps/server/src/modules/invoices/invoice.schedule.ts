import { TZDate } from '@date-fns/tz';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { previousMonth } from '../statements/statement.service.js';

export const INVOICE_JOB = 'invoices.monthly';

/**
 * The day of the month from which the previous month is invoiced, in the company's time zone: the
 * 1st is left for the month's last deliveries to be marked delivered (an order delivered after its
 * month's invoice was issued would be on none).
 */
const INVOICE_DAY = 2;

/**
 * Queues the previous month's invoice of every company with meals delivered in it (delivery dates
 * in the month, company time zone) that has none yet; how many were queued. From the 2nd of each
 * month, once per company and month (dedupe key `invoice:<companyId>:<month>`, and the invoice's
 * own uniqueness behind it), with several server processes too; a job that failed every attempt is
 * queued again (JobQueue.enqueue) until the invoice is issued.
 */
export async function scheduleMonthlyInvoices(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const zones = await ctx.database.rows<{ time_zone: string }>(
    sql`select distinct a.time_zone from companies c join accounts a on a.id = c.account_id`,
  );
  let queued = 0;
  for (const { time_zone: timeZone } of zones) {
    try {
      if (new TZDate(now.getTime(), timeZone).getDate() < INVOICE_DAY) continue;
      const month = previousMonth(now, timeZone);
      const due = await ctx.database.rows<{ id: string }>(sql`
        select c.account_id as id from companies c join accounts a on a.id = c.account_id
        where a.time_zone = ${timeZone}
          and exists (select 1 from orders o where o.company_id = c.account_id and o.status = 'DELIVERED'
            and o.delivery_date >= ${`${month}-01`}::date
            and o.delivery_date < (${`${month}-01`}::date + interval '1 month'))
          and not exists (select 1 from invoices i
            where i.company_id = c.account_id and i.month = ${month} and i.kind = 'invoice')
          and not exists (select 1 from jobs j
            where j.dedupe_key = 'invoice:' || c.account_id || ':' || ${month} and j.status <> 'failed')`);
      for (const company of due) {
        await ctx.jobs.enqueue(
          ctx.db,
          INVOICE_JOB,
          { companyId: company.id, month },
          { dedupeKey: `invoice:${company.id}:${month}`, maxAttempts: 5 },
        );
        queued++;
      }
    } catch (error) {
      ctx.log.warn({ err: error, timeZone }, 'monthly invoices skipped for a time zone');
    }
  }
  return queued;
}
