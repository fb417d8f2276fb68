import type { Billing } from '@lunch/contract';
import { type BillingListParams, fetchBillings } from './api/get-billings';

const PAGE = 100;
/** Enough for any realistic export from the browser; the file says when it was cut short. */
const MAX_ROWS = 20_000;

/** One CSV cell: quoted, quotes doubled, and text a spreadsheet would run as a formula made inert. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function billingsCsv(rows: readonly Billing[]): string {
  const header = ['ID', 'Reference', 'Email', 'Amount (NGN)', 'Date', 'Name', 'Type', 'Status'];
  const lines = rows.map((row) =>
    [
      row.id,
      row.reference,
      row.email,
      row.amount,
      row.created_at,
      row.company_details.name,
      row.type,
      row.status,
    ]
      .map(cell)
      .join(','),
  );
  return `${[header.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}

/** Every transaction in the list's order and date range, fetched page by page. */
export async function fetchAllBillings(filter: Omit<BillingListParams, 'page'>): Promise<Billing[]> {
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
