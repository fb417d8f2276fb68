import type { Invoice } from '@lunch/contract';
import { renderDocument } from '../../lib/documents-pool.js';

/**
 * An invoice or credit note as a PDF (invoice.pdf.ts), laid out in a documents thread
 * (lib/documents-pool.ts, decision 012), as statements are.
 */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  return renderDocument('invoice', invoice);
}
