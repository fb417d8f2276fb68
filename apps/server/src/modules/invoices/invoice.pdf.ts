import {
  formatDateTime,
  formatMonth,
  formatNaira,
  INVOICE_KIND_LABELS,
  type Invoice,
  type InvoiceParty,
  parseNaira,
} from '@lunch/contract';
import { createPdf, drawLine, drawTable, printable } from '../../lib/pdf.js';

const naira = (amount: string) => formatNaira(parseNaira(amount));
const percent = (rate: number) => `${rate.toLocaleString('en-NG', { maximumFractionDigits: 2 })} %`;

/**
 * An invoice or credit note as a PDF to read and print (pdfkit, lib/pdf.ts): its kind and number,
 * when it was issued, what it covers, seller and buyer with their TINs, the lines, the totals with
 * the VAT rate, and what employees paid themselves (apart). Only what the document holds as issued,
 * so it prints the same every time (an invoice's later credit notes are documents of their own).
 * Runs in a documents thread (documents.worker.ts); the main thread calls `invoicePdf`.
 */
export function layoutInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const title = INVOICE_KIND_LABELS[invoice.kind];
  const { doc, done } = createPdf({
    size: 'A4',
    margin: 48,
    bufferPages: true,
    info: { Title: `${title} ${invoice.number} — ${invoice.buyer.legal_name}`, Author: 'Lunch' },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 24;

  doc.font('bold').fontSize(18).text(title, left, 48);
  drawLine(doc, invoice.number, left, 52, { width, align: 'right' });
  doc.font('body').fontSize(10);
  doc.text(`Issued ${formatDateTime(invoice.issued_at, invoice.time_zone)}`, left);
  const month = formatMonth(invoice.month);
  doc.text(
    invoice.kind === 'invoice'
      ? `Meals delivered in ${month}`
      : `Credits invoice ${invoice.invoice_number} (meals delivered in ${month}), order ${invoice.order_ref}`,
  );
  doc.moveDown();

  const partyTop = doc.y;
  const party = (heading: string, who: InvoiceParty, x: number) => {
    doc
      .font('bold')
      .fontSize(9)
      .text(heading, x, partyTop, { width: width / 2 - 12 });
    doc.fontSize(11).text(printable(who.legal_name), { width: width / 2 - 12 });
    doc.font('body').fontSize(10);
    if (who.tin) doc.text(`TIN ${printable(who.tin)}`, { width: width / 2 - 12 });
    for (const line of who.address.split('\n')) {
      if (printable(line)) doc.text(printable(line), { width: width / 2 - 12 });
    }
    return doc.y;
  };
  const sellerEnd = party('From', invoice.seller, left);
  const buyerEnd = party(
    invoice.kind === 'invoice' ? 'Bill to' : 'Credit to',
    invoice.buyer,
    left + width / 2,
  );
  doc.x = left;
  doc.y = Math.max(sellerEnd, buyerEnd);
  doc.moveDown(1.5);

  drawTable(doc, {
    title: 'Lines',
    columns: [
      { title: 'Description', width: 139 },
      { title: 'Qty', width: 28, align: 'right' },
      { title: 'Unit price', width: 64, align: 'right' },
      { title: 'Unit net', width: 64, align: 'right' },
      { title: 'Net', width: 70, align: 'right' },
      { title: 'VAT', width: 62, align: 'right' },
      { title: 'Gross', width: 72, align: 'right' },
    ],
    rows: invoice.lines.map((line) => [
      printable(line.description),
      String(line.quantity),
      naira(line.unit_price),
      naira(line.unit_net),
      naira(line.net),
      naira(line.vat),
      naira(line.gross),
    ]),
    empty: 'No lines.',
    bottom,
  });

  if (doc.y > bottom() - 80) doc.addPage();
  const totals: Array<[string, string, boolean]> = [
    ['Net', invoice.totals.net, false],
    [`VAT at ${percent(invoice.vat_rate)}`, invoice.totals.vat, false],
    [invoice.kind === 'invoice' ? 'Total' : 'Total credited', invoice.totals.gross, true],
  ];
  for (const [label, amount, strong] of totals) {
    const y = doc.y;
    doc
      .font(strong ? 'bold' : 'body')
      .fontSize(strong ? 12 : 10)
      .text(label, left + width - 300, y, { width: 180, align: 'right' });
    doc.text(naira(amount), left + width - 120, y, { width: 120, align: 'right' });
  }
  doc.x = left;
  doc.moveDown();
  doc.font('body').fontSize(9);
  doc.text(
    invoice.prices_include_vat
      ? `Prices include VAT at ${percent(invoice.vat_rate)}; the net is the price without it.`
      : `VAT at ${percent(invoice.vat_rate)} is added to the prices.`,
    left,
    doc.y,
    { width },
  );
  if (parseNaira(invoice.employee_contributions) > 0) {
    doc.text(
      `Employees also paid ${naira(invoice.employee_contributions)} for these meals by card themselves: it is not part of this invoice.`,
      { width },
    );
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const y = doc.page.height - doc.page.margins.bottom - 10;
    doc.font('body').fontSize(8);
    drawLine(doc, `${invoice.number} · Page ${i + 1} of ${range.count}`, left, y, { width, align: 'right' });
  }
  doc.end();
  return done;
}
