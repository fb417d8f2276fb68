import type { Invoice, Statement } from '@lunch/contract';
import { Piscina } from 'piscina';
import { layoutMealLabelsPdf, type MealLabelsInput } from './modules/delivery/meal-labels.pdf.js';
import { layoutInvoicePdf } from './modules/invoices/invoice.pdf.js';
import { layoutPayoutStatementPdf, type PayoutStatement } from './modules/payouts/payout-statement.pdf.js';
import { layoutStatementPdf } from './modules/statements/statement.pdf.js';

/**
 * The entry point of a documents thread (lib/documents-pool.ts, decision 012): each export lays
 * out one kind of PDF from the plain data the main thread read, and hands its bytes back moved,
 * not copied. It imports layouts only (pdfkit and the fonts, lib/pdf.ts): no database, no context.
 * Built to dist/documents.worker.js beside dist/server.js (build.mjs).
 */

/** The PDF's bytes in an ArrayBuffer of their own, moved to the main thread (a small Buffer may share its memory with others). */
async function moved(pdf: Promise<Buffer>) {
  const bytes = await pdf;
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes.buffer
      : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return Piscina.move(own as ArrayBuffer);
}

/** What each kind of document is laid out from. */
const documents = {
  /** A company's monthly statement (modules/statements: `statementPdf`). */
  statement: (input: Statement) => layoutStatementPdf(input),
  /** A delivery date's meal labels (modules/delivery: `mealLabelsPdf`). */
  mealLabels: (input: MealLabelsInput) => layoutMealLabelsPdf(input),
  /** A restaurant's payout statement (modules/payouts: `payoutStatementPdf`). */
  payoutStatement: (input: PayoutStatement) => layoutPayoutStatementPdf(input),
  /** A tax invoice or credit note (modules/invoices: `invoicePdf`). */
  invoice: (input: Invoice) => layoutInvoicePdf(input),
};

export type DocumentName = keyof typeof documents;

/** A task of the pool (lib/documents-pool.ts `renderDocument`): the document to lay out and its data. */
export default function layOut(task: { document: DocumentName; input: never }) {
  const make = documents[task.document] as ((input: unknown) => Promise<Buffer>) | undefined;
  if (!make) throw new Error(`No such document: ${task.document}`);
  return moved(make(task.input));
}
