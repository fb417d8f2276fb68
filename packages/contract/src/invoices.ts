import { z } from 'zod';
import { MonthSchema } from './billing.js';
import { fieldError, IdSchema, MoneySchema, PageQuerySchema, pageOf, TimestampSchema } from './common.js';

/**
 * VAT invoices and credit notes (issue 31, docs/invoices.md): a company's tax invoice for the meals
 * delivered to it in a month, and a credit note for each refund of an invoiced order. Numbered
 * platform-wide (`INV-000001`, `CN-000001`), immutable once issued. Amounts in naira on the wire.
 */

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  invoice: 'Tax invoice',
  credit_note: 'Credit note',
};

/** The longest legal name and address the tax details keep. */
export const LEGAL_NAME_MAX = 200;
export const TAX_ADDRESS_MAX = 500;

/** A registered (legal) name: text up to 200 characters; empty: the trading name is used. */
export const LegalNameSchema = z
  .string({ error: fieldError('Legal name') })
  .trim()
  .max(LEGAL_NAME_MAX, `Legal name must be at most ${LEGAL_NAME_MAX} characters`);

/** An address printed on invoices, lines kept: up to 500 characters. */
export const TaxAddressSchema = z
  .string({ error: fieldError('Address') })
  .trim()
  .max(TAX_ADDRESS_MAX, `Address must be at most ${TAX_ADDRESS_MAX} characters`);

const TIN_MESSAGE = 'A TIN is 8 to 15 digits, dashes allowed between them (e.g. 12345678-0001)';

/**
 * A Nigerian tax identification number, checked loosely: 8 to 15 digits, dashes allowed between
 * them ("12345678-0001", FIRS's older form; "1234567890", the JTB's); empty: none given.
 */
export const TinSchema = z
  .string({ error: fieldError('TIN') })
  .trim()
  .refine((tin) => tin === '' || (/^\d+(-\d+)*$/.test(tin) && /^(\D*\d){8,15}\D*$/.test(tin)), TIN_MESSAGE);

const VAT_MESSAGE = 'vat_rate must be a percentage from 0 to 100 with at most 2 decimals, e.g. 7.5';

/**
 * The VAT rate as a percentage (7.5), sent as a number or a numeric string, at most 2 decimals,
 * 0 to 100 → basis points (750). Answered as a number.
 */
export const VatRateInputSchema = z
  .union([z.number(), z.string()], { error: VAT_MESSAGE })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
    const basisPoints = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
    if (!(basisPoints >= 0 && basisPoints <= 10_000)) {
      ctx.addIssue({ code: 'custom', message: VAT_MESSAGE });
      return z.NEVER;
    }
    return basisPoints;
  });

/** Basis points (750) as the percentage on the wire (7.5). */
export const vatRateOf = (basisPoints: number) => basisPoints / 100;

/** `INV-000001` or `CN-000001`. */
export const InvoiceNumberSchema = z
  .string()
  .regex(/^(INV|CN)-\d{6,}$/, 'Must be an invoice or credit note number, e.g. INV-000001');
export const InvoiceNumberParamsSchema = z.object({ number: InvoiceNumberSchema });

/** `GET /billings/invoices`: a page, newest first; a platform admin may name one company. */
export const InvoiceListQuerySchema = PageQuerySchema.extend({
  company_id: IdSchema.optional().describe("Platform admin: only this company's documents"),
});

/** One invoice or credit note in a list. */
export const InvoiceSummarySchema = z.object({
  id: IdSchema,
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  month: z.string().describe("'YYYY-MM': the month of the meals (a credit note: its invoice's month)"),
  issued_at: TimestampSchema,
  company: z.object({ id: IdSchema, name: z.string() }),
  gross: MoneySchema.describe('The total, VAT included'),
  invoice_number: z.string().nullable().describe("A credit note's invoice; null for an invoice"),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export const InvoicePageSchema = pageOf(InvoiceSummarySchema);
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

/** A line: a dish at one price, the delivery fees, or an amount taken off (negative). */
export const InvoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unit_price: MoneySchema.describe('The price of one, as charged (VAT included when prices include VAT)'),
  unit_net: MoneySchema.describe('The price of one without VAT'),
  net: MoneySchema,
  vat: MoneySchema,
  gross: MoneySchema,
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoicePartySchema = z.object({
  legal_name: z.string(),
  tin: z.string().describe('Empty: none given'),
  address: z.string(),
});
export type InvoiceParty = z.infer<typeof InvoicePartySchema>;

/** `GET /billings/invoices/:number`: the whole document. */
export const InvoiceSchema = z.object({
  id: IdSchema,
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  month: z.string(),
  issued_at: TimestampSchema,
  time_zone: z.string().describe("The company's time zone, in which the month and the issue date are read"),
  company_id: IdSchema,
  seller: InvoicePartySchema,
  buyer: InvoicePartySchema,
  vat_rate: z.number().describe('Percent, e.g. 7.5'),
  prices_include_vat: z.boolean().describe('Whether the prices charged included VAT'),
  lines: z.array(InvoiceLineSchema),
  totals: z.object({ net: MoneySchema, vat: MoneySchema, gross: MoneySchema }),
  employee_contributions: MoneySchema.describe(
    'What employees paid by card themselves for these meals: not part of the totals',
  ),
  invoice_number: z.string().nullable().describe("A credit note's invoice"),
  order_ref: z.string().nullable().describe("A credit note's order (its short reference)"),
  credit_notes: z
    .array(z.object({ number: z.string(), issued_at: TimestampSchema, gross: MoneySchema }))
    .describe("An invoice's credit notes so far, oldest first (a credit note: none)"),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** `POST /admin/invoices/issue`: a company's invoice for a past month (its time zone). */
export const IssueInvoiceSchema = z.strictObject({
  company_id: IdSchema,
  month: MonthSchema,
});
export type IssueInvoiceInput = z.input<typeof IssueInvoiceSchema>;
