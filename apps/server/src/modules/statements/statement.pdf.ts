import {
  BILLING_TYPE_LABELS,
  formatDateTime,
  formatMonth,
  formatNaira,
  isMoneyOut,
  parseNaira,
  type Statement,
  statementTotals,
} from '@lunch/contract';
import { createPdf, drawLine, drawLines, type Line, printable, textLines } from '../../lib/pdf.js';

const naira = (amount: string) => formatNaira(parseNaira(amount));

type Column = { title: string; width: number; align?: 'left' | 'right' };

/**
 * The statement as a PDF (pdfkit): the company's name and address, the month, both balances and
 * the three totals, every movement with the balance after it, a per-employee summary, and
 * "Page n of m" on every page. Runs in a documents thread (documents.worker.ts); the main thread
 * calls `statementPdf` (statement.documents.ts).
 *
 * The tables are written line by line (lib/pdf.ts `textLines`, `drawLine`): each cell's lines are
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

  const table = (title: string, columns: Column[], rows: string[][], empty: string) => {
    const header = () => {
      const y = doc.y;
      let x = left;
      doc.font('bold').fontSize(8.5);
      for (const column of columns) {
        doc.text(column.title, x, y, { width: column.width - 6, align: column.align ?? 'left' });
        x += column.width;
      }
      doc
        .moveTo(left, doc.y + 2)
        .lineTo(x, doc.y + 2)
        .lineWidth(0.5)
        .stroke();
      doc.y += 6;
    };
    if (doc.y > bottom() - 60) doc.addPage();
    doc.font('bold').fontSize(12).text(title, left);
    doc.moveDown(0.3);
    if (rows.length === 0) {
      doc.font('body').fontSize(10).text(empty, left);
      doc.moveDown();
      return;
    }
    header();
    doc.font('body').fontSize(8.5);
    const lineHeight = doc.currentLineHeight(true);
    for (const row of rows) {
      const cells = row.map((cell, i) => textLines(doc, cell, columns[i]!.width - 6));
      const height = Math.max(...cells.map((lines) => lines.length)) * lineHeight;
      if (doc.y + height > bottom()) {
        doc.addPage();
        header();
        doc.font('body').fontSize(8.5);
      }
      const y = doc.y;
      let x = left;
      const drawn: Line[] = [];
      cells.forEach((lines, i) => {
        const column = columns[i]!;
        lines.forEach((text, n) => {
          drawn.push({ text, x, y: y + n * lineHeight, width: column.width - 6, align: column.align });
        });
        x += column.width;
      });
      drawLines(doc, drawn);
      doc.x = left;
      doc.y = y + height + 3;
    }
    doc.moveDown();
  };

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
        BILLING_TYPE_LABELS[movement.type],
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
      { title: 'Employee', width: 280 },
      { title: 'Orders', width: 80, align: 'right' },
      { title: 'Spent (net of refunds)', width: 139, align: 'right' },
    ],
    statement.employees.map((employee) => [
      printable(employee.name),
      String(employee.orders),
      naira(employee.spent),
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
