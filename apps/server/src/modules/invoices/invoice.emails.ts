import { formatMonth, formatNaira, type Kobo } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { compose } from '../../lib/emails.js';

/** Where a company reads one of its invoices or credit notes (the web app's page). */
const invoicePageUrl = (appUrl: string, number: string) => `${appUrl}/dashboard/invoices/${number}`;

/** "Your March 2026 tax invoice": queued in the transaction that issues it. */
export function invoiceIssuedEmail(
  to: string,
  invoice: { company: string; number: string; month: string; grossKobo: Kobo; appUrl: string },
) {
  const month = formatMonth(invoice.month);
  return compose(to, `Your ${month} tax invoice ${invoice.number}`, [
    `${invoice.company}'s tax invoice for the meals delivered in ${month} is ready.`,
    {
      rows: [
        ['Invoice', invoice.number],
        ['Total (VAT included)', formatNaira(invoice.grossKobo)],
      ],
    },
    { link: invoicePageUrl(invoice.appUrl, invoice.number), label: 'See the invoice' },
  ]);
}

/**
 * Emails the company one of its credit notes (the `invoices.credit-note-email` job, queued by the
 * refund that issued it: domain/invoices `creditRefund`).
 */
export async function sendCreditNoteEmail(ctx: AppContext, number: string) {
  const [note] = await ctx.database.rows<{ email: string; name: string; gross: string; invoice: string }>(sql`
    select a.email, c.name, n.gross_kobo::text as gross, i.number as invoice
    from invoices n
    join invoices i on i.id = n.invoice_id
    join companies c on c.account_id = n.company_id
    join accounts a on a.id = n.company_id
    where n.number = ${number} and n.kind = 'credit_note'`);
  if (!note) return;
  return ctx.mailer.send(
    compose(note.email, `Credit note ${number} for invoice ${note.invoice}`, [
      `A refund to ${note.name}'s wallet was for meals on invoice ${note.invoice}: credit note ${number} takes it off.`,
      {
        rows: [
          ['Credit note', number],
          ['Invoice', note.invoice],
          ['Total credited (VAT included)', formatNaira(Number(note.gross))],
        ],
      },
      { link: invoicePageUrl(ctx.config.appUrl, number), label: 'See the credit note' },
    ]),
  );
}
