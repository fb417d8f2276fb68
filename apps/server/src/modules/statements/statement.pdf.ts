import {
  BILLING_TYPE_LABELS,
  formatDateTime,
  formatMonth,
  formatNaira,
  isMoneyOut,
  parseNaira,
  type Statement,
  statementTotals,
  TOPUP_METHOD_LABELS,
} from '@lunch/contract';
import { createPdf, drawLine, drawTable, printable, type TableColumn } from '../../lib/pdf.js';

const naira = (amount: string) => formatNaira(parseNaira(amount));

/**
 * The statement as a PDF (pdfkit): the company's name and address, the month, both balances and
 * the totals (with what employees paid by card, apart from the wallet), every movement with the
 * balance after it, a per-employee summary (spent from the wallet, paid by card), and "Page n of m"
 * on every page. Runs in a documents thread (documents.worker.ts); the main thread
 * calls `statementPdf` (statement.documents.ts).
 *
 * The tables are written line by line (lib/pdf.ts `drawTable`): each cell's lines are
 * found once from the widths of its words, and each line is drawn where it goes, without pdfkit's
 * line wrapper measuring and breaking every cell twice (a month of 10,000 movements took 5 s so).
 */
export function layoutStatementPdf(statement: Statement): Promise<Buffer> {
  // DejaVu Sans (lib/pdf.ts): the naira sign and Nigerian names as written; user text through printable.
  const { doc, done } = createPdf({
    size: 'A4',
    margin: 48,
    bufferPages: true,
    info: { Title: `Statement ${statement.month} — ${statement.company.name}`, Author: 'Lunch' },
  });

  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 24;

  doc.font('bold').fontSize(18).text('Monthly statement', left, 48);
  doc
    .font('body')
    .fontSize(11)
    .text(`${formatMonth(statement.month)} (${statement.time_zone} time)`);
  doc.moveDown(0.5);
  doc.font('bold').fontSize(12).text(printable(statement.company.name));
  if (statement.company.address) doc.font('body').fontSize(10).text(printable(statement.company.address));
  doc.moveDown();

  const summary = statementTotals(statement);
  for (const [label, amount] of summary) {
    const y = doc.y;
    const strong = label.endsWith('balance');
    doc
      .font(strong ? 'bold' : 'body')
      .fontSize(10)
      .text(label, left, y, { width: 200 });
    doc.text(naira(amount), left + 200, y, { width: 120, align: 'right' });
  }
  doc.moveDown(1.5);

  const table = (title: string, columns: TableColumn[], rows: string[][], empty: string) =>
    drawTable(doc, { title, columns, rows, empty, bottom });

  table(
    'Movements',
    [
      { title: 'Date', width: 96 },
      { title: 'Type', width: 62 },
      { title: 'Reference / email', width: 149 },
      { title: 'In', width: 64, align: 'right' },
      { title: 'Out', width: 64, align: 'right' },
      { title: 'Balance', width: 64, align: 'right' },
    ],
    statement.movements.map((movement) => {
      const out = isMoneyOut(movement.type);
      return [
        formatDateTime(movement.date, statement.time_zone),
        movement.method
          ? `${BILLING_TYPE_LABELS[movement.type]} (${TOPUP_METHOD_LABELS[movement.method].toLowerCase()})`
          : BILLING_TYPE_LABELS[movement.type],
        `${printable(movement.reference)}\n${printable(movement.email)}`,
        out ? '' : naira(movement.amount),
        out ? naira(movement.amount) : '',
        naira(movement.balance),
      ];
    }),
    'No movements this month.',
  );
  table(
    'Employees',
    [
      { title: 'Employee', width: 220 },
      { title: 'Orders', width: 60, align: 'right' },
      { title: 'Spent (net of refunds)', width: 110, align: 'right' },
      { title: 'Paid by card', width: 109, align: 'right' },
    ],
    statement.employees.map((employee) => [
      printable(employee.name),
      String(employee.orders),
      naira(employee.spent),
      naira(employee.contributed),
    ]),
    'No orders this month.',
  );

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const y = doc.page.height - doc.page.margins.bottom - 10;
    doc.font('body').fontSize(8);
    drawLine(doc, `Page ${i + 1} of ${range.count}`, left, y, {
      width: doc.page.width - left - doc.page.margins.right,
      align: 'right',
    });
  }
  doc.end();
  return done;
}
