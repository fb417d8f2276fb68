import type { AppContext } from '../../context.js';
import { CREDIT_NOTE_EMAIL_JOB } from '../../domain/invoices/credit-notes.js';
import { MINUTE } from '../../lib/clock.js';
import type { ModuleManifest } from '../manifest.js';
import { sendCreditNoteEmail } from './invoice.emails.js';
import { INVOICE_JOB, scheduleMonthlyInvoices } from './invoice.schedule.js';
import { invoicesRoutes } from './invoices.routes.js';
import { issueMonthlyInvoice } from './invoices.service.js';

/**
 * Tax invoices and credit notes (docs/invoices.md): the lists, documents and PDFs
 * (`/api/billings/invoices…`), the platform admin's invoice on demand (`/api/admin/invoices/issue`),
 * the monthly run (checked each minute, from the 2nd of the month in each company's time zone: one
 * `invoices.monthly` job per company and month) and the email of each credit note a refund issued.
 */
export function invoicesModule(ctx: AppContext): ModuleManifest {
  return {
    name: 'invoices',
    api: [invoicesRoutes(ctx)],
    jobs: {
      [INVOICE_JOB]: {
        // A month already invoiced, or left without delivered meals since, is done.
        run: async (payload) => {
          await issueMonthlyInvoice(ctx, String(payload.companyId), String(payload.month));
        },
      },
      [CREDIT_NOTE_EMAIL_JOB]: {
        run: (payload) => sendCreditNoteEmail(ctx, String(payload.number)),
      },
    },
    recurring: [
      {
        name: 'invoices.schedule',
        everyMs: MINUTE,
        run: async () => {
          await scheduleMonthlyInvoices(ctx);
        },
      },
    ],
  };
}
