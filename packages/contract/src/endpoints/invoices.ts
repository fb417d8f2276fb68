import {
  InvoiceListQuerySchema,
  InvoiceNumberParamsSchema,
  InvoicePageSchema,
  InvoiceSchema,
  IssueInvoiceSchema,
} from '../invoices.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

const WHO = "A company gets its own (404 for another company's); a platform admin any.";

/** Tax invoices and credit notes (server: modules/invoices; docs/invoices.md). */
export const invoicesEndpoints = defineEndpoints({
  'GET /billings/invoices': {
    roles: ['company', 'admin'],
    companyRoles: MEMBERS_WHO.readMoney,
    tags: ['invoices'],
    description:
      "Tax invoices and credit notes, newest first: each with its number, kind, month, when it was issued, its total (VAT included) and, for a credit note, the invoice it credits. A company gets its own; a platform admin every company's, or one company's with `company_id`.",
    query: InvoiceListQuerySchema,
    response: InvoicePageSchema,
  },
  'GET /billings/invoices/:number': {
    roles: ['company', 'admin'],
    companyRoles: MEMBERS_WHO.readMoney,
    tags: ['invoices'],
    description: `One invoice (\`INV-000001\`) or credit note (\`CN-000001\`) as issued: seller and buyer (legal name, TIN, address), the VAT rate and whether prices included it, each line (a dish at one price with its quantity; the delivery fees; what employees paid themselves and refunds made before it was issued, taken off) with its unit price, net, VAT and gross, the totals, what employees paid themselves (apart, not in the totals), and an invoice's credit notes. ${WHO}`,
    params: InvoiceNumberParamsSchema,
    response: InvoiceSchema,
  },
  'GET /billings/invoices/:number/pdf': {
    roles: ['company', 'admin'],
    companyRoles: MEMBERS_WHO.readMoney,
    tags: ['invoices'],
    description: `The same document as a PDF to read and print (attachment, \`INV-000001.pdf\`). ${WHO}`,
    params: InvoiceNumberParamsSchema,
  },
  'POST /admin/invoices/issue': {
    roles: ['admin'],
    tags: ['invoices'],
    description:
      "Issues a company's tax invoice for a past month (its time zone) now, as the monthly run does from the 2nd of the next month: every order of the company DELIVERED with a delivery date in the month, at what its wallet paid (meals, delivery fees, less what employees paid themselves and refunds made before), numbered next in the one platform-wide sequence, and the company is emailed a link. A month already invoiced answers its invoice. 404 for an unknown company; 409 for a month not over yet, or one without delivered meals.",
    body: IssueInvoiceSchema,
    response: InvoiceSchema,
  },
});
