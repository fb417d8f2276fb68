import type { Billing } from '@lunch/contract';
import { type BillingListParams, fetchBillings } from './api/get-billings';

const PAGE = 100;
/** Enough for any realistic export from the browser. */
const MAX_ROWS = 20_000;

const columns: { header: string; value: (row: Billing) => string }[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Email', value: (row) => row.email },
  { header: 'Amount (NGN)', value: (row) => row.amount },
  { header: 'Date', value: (row) => row.created_at },
  { header: 'Name', value: (row) => row.company_details.name },
  { header: 'Type', value: (row) => row.type },
  { header: 'Method', value: (row) => row.method ?? '' },
  { header: 'Status', value: (row) => row.status },
  // Issue 32: an order's department and cost centre as the order kept them ('' for top-ups and none).
  { header: 'Department', value: (row) => row.department?.name ?? '' },
  { header: 'Cost centre', value: (row) => row.cost_centre ?? '' },
];

/** A first character that makes a spreadsheet run the cell as a formula (ASCII and full-width). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** One CSV cell: formula-looking text made inert with a leading apostrophe, quoted, quotes doubled. */
function csvCell(value: string): string {
  const inert = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${inert.replaceAll('"', '""')}"`;
}

/**
 * The transactions as CSV (the admin's transactions, a company's billings): a header, every cell
 * quoted, text a spreadsheet would run as a formula made inert, each record ending with CRLF.
 */
export function billingsCsv(rows: readonly Billing[]): string {
  const records = [
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => column.value(row))),
  ];
  return records.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}

/** Every transaction in the list's order, date range and department, fetched page by page. */
export async function fetchAllBillings(filter: Omit<BillingListParams, 'page'> = {}): Promise<Billing[]> {
  const rows: Billing[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page++) {
    const data = await fetchBillings({ ...filter, page }, PAGE);
    rows.push(...data.list);
    if (data.list.length < PAGE || rows.length >= data.total) break;
  }
  return rows;
}

export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
