import { TZDate } from '@date-fns/tz';
import { BILLING_TYPE_LABELS, isMoneyOut, type Statement } from '@lunch/contract';
import { stringify } from 'csv-stringify/sync';
import { format } from 'date-fns';
import { renderDocument } from '../../lib/documents-pool.js';

/** The CSV's date column: local date and time for spreadsheets, '2026-02-28 23:50'. */
const csvTime = (iso: string, timeZone: string) => format(new TZDate(iso, timeZone), 'yyyy-MM-dd HH:mm');

export const statementFileName = (statement: Statement, ext: 'pdf' | 'csv') =>
  `statement-${statement.month}.${ext}`;

/** A CSV cell a spreadsheet never reads as a formula. */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const CSV_COLUMNS = ['Date', 'Type', 'Reference', 'Email', 'Order', 'Money in', 'Money out', 'Balance'];

/**
 * The month's movements as CSV: local date and time, type, reference, email, order, money in/out,
 * balance; a statement with department sections (issue 32) adds each order's department and cost
 * centre, as the order kept them ('' for top-ups and orders under none), at the end of each line.
 */
export function statementCsv(statement: Statement): string {
  const withDepartment = statement.departments.length > 0;
  const rows = statement.movements.map((movement) => {
    const out = isMoneyOut(movement.type);
    return [
      csvTime(movement.date, statement.time_zone),
      BILLING_TYPE_LABELS[movement.type],
      movement.reference,
      movement.email,
      movement.order_id ?? '',
      out ? '' : movement.amount,
      out ? movement.amount : '',
      movement.balance,
      ...(withDepartment ? [movement.department?.name ?? '', movement.cost_centre ?? ''] : []),
    ];
  });
  return stringify(rows, {
    header: true,
    columns: withDepartment ? [...CSV_COLUMNS, 'Department', 'Cost centre'] : CSV_COLUMNS,
    cast: { string: safeCell },
    record_delimiter: 'windows',
    bom: true,
  });
}

/**
 * The statement as a PDF (statement.pdf.ts), laid out in a documents thread (lib/documents-pool.ts)
 * so the event loop keeps serving while thousands of movements are written.
 */
export function statementPdf(statement: Statement): Promise<Buffer> {
  return renderDocument('statement', statement);
}
