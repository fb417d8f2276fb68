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

/** A department as the statement names it: its name, and its cost centre when it has one. */
const departmentLabel = (name: string, costCentre: string | null) =>
  costCentre ? `${printable(name)} (cost centre ${printable(costCentre)})` : printable(name);

/**
 * The statement as a PDF (pdfkit): the company's name and address, the month, both balances and
 * the totals (with what employees paid by card, apart from the wallet), every movement with the
 * balance after it, a per-employee summary (spent from the wallet, paid by card), and "Page n of m"
 * on every page. A statement with department sections (issue 32) also has a table of each
 * department's totals with its cost centre, each order's department under its reference, and a
 * section per department (its employees and its total), "No department" last. Runs in a
 * documents thread (documents.worker.ts); the main thread calls `statementPdf` (statement.documents.ts).
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

  // Issue 32: each department's totals first (only a statement with department sections has them).
  if (statement.departments.length > 0) {
    table(
      'Departments',
      [
        { title: 'Department', width: 120 },
        { title: 'Cost centre', width: 75 },
        { title: 'Orders', width: 40, align: 'right' },
        { title: 'Charges', width: 66, align: 'right' },
        { title: 'Delivery fees', width: 66, align: 'right' },
        { title: 'Refunds', width: 66, align: 'right' },
        { title: 'Spent', width: 66, align: 'right' },
      ],
      statement.departments.map((department) => [
        printable(department.name),
        printable(department.cost_centre),
        String(department.orders),
        naira(department.charges),
        naira(department.delivery_fees),
        naira(department.refunds),
        naira(department.spent),
      ]),
      'No orders this month.',
    );
  }

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
        [
          printable(movement.reference),
          printable(movement.email),
          ...(movement.department ? [departmentLabel(movement.department.name, movement.cost_centre)] : []),
        ].join('\n'),
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
  // A section per department: its employees' orders and net spend, and the department's total.
  for (const department of statement.departments) {
    table(
      department.id
        ? `Department: ${departmentLabel(department.name, department.cost_centre)}`
        : printable(department.name),
      [
        { title: 'Employee', width: 259 },
        { title: 'Orders', width: 60, align: 'right' },
        { title: 'Spent (net of refunds)', width: 180, align: 'right' },
      ],
      [
        ...department.employees.map((employee) => [
          printable(employee.name),
          String(employee.orders),
          naira(employee.spent),
        ]),
        [`Total of ${printable(department.name)}`, String(department.orders), naira(department.spent)],
      ],
      'No orders this month.',
    );
  }

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
