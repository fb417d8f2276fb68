import type { Billing } from '@lunch/contract';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { type BillingListParams, fetchBillings } from './api/get-billings';

const PAGE = 100;
/** Enough for any realistic export from the browser. */
const MAX_ROWS = 20_000;

const columns: { key: string; header: string; value: (row: Billing) => string }[] = [
  { key: 'id', header: 'ID', value: (row) => row.id },
  { key: 'reference', header: 'Reference', value: (row) => row.reference },
  { key: 'email', header: 'Email', value: (row) => row.email },
  { key: 'amount', header: 'Amount (NGN)', value: (row) => row.amount },
  { key: 'date', header: 'Date', value: (row) => row.created_at },
  { key: 'name', header: 'Name', value: (row) => row.company_details.name },
  { key: 'type', header: 'Type', value: (row) => row.type },
  { key: 'method', header: 'Method', value: (row) => row.method ?? '' },
  { key: 'status', header: 'Status', value: (row) => row.status },
  // Issue 32: an order's department and cost centre as the order kept them ('' for top-ups and none).
  { key: 'department', header: 'Department', value: (row) => row.department?.name ?? '' },
  { key: 'cost_centre', header: 'Cost centre', value: (row) => row.cost_centre ?? '' },
];

/**
 * The transactions as CSV (the admin's transactions, a company's billings): every cell quoted, and
 * text a spreadsheet would run as a formula made inert.
 */
export function billingsCsv(rows: readonly Billing[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => column.value(row))),
    {
      header: true,
      columns: columns.map(({ key, header }) => ({ key, header })),
      quoted: true,
      quoted_empty: true,
      escape_formulas: true,
      record_delimiter: 'windows',
    },
  );
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
