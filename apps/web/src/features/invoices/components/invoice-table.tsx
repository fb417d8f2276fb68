import {
  formatMonth,
  formatNaira,
  INVOICE_KIND_LABELS,
  type InvoiceSummary,
  parseNaira,
} from '@lunch/contract';
import { FileDown } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format-date';
import { invoicePdfUrl } from '../api/invoices';

/** A credit note's total is money given back: shown negative beside the invoices. */
export const signedTotal = (row: Pick<InvoiceSummary, 'kind' | 'gross'>) =>
  formatNaira(row.kind === 'credit_note' ? -parseNaira(row.gross) : parseNaira(row.gross));

const linkClass = 'font-medium text-brand-800 underline';

function columnsFor(pathOf: (number: string) => string, showCompany: boolean): Column<InvoiceSummary>[] {
  return [
    {
      key: 'number',
      header: 'Number',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <Link to={pathOf(row.number)} className={`${linkClass} font-mono`}>
          {row.number}
        </Link>
      ),
    },
    {
      key: 'kind',
      header: 'Kind',
      cell: (row) => (
        <Badge tone={row.kind === 'invoice' ? 'brand' : 'info'}>{INVOICE_KIND_LABELS[row.kind]}</Badge>
      ),
    },
    { key: 'month', header: 'Meals of', cell: (row) => formatMonth(row.month) },
    ...(showCompany
      ? [{ key: 'company', header: 'Company', cell: (row: InvoiceSummary) => row.company.name }]
      : []),
    {
      key: 'issued',
      header: 'Issued',
      className: 'whitespace-nowrap',
      cell: (row) => <time dateTime={row.issued_at}>{formatDateTime(row.issued_at)}</time>,
    },
    { key: 'total', header: 'Total (VAT incl.)', align: 'right', cell: signedTotal },
    {
      key: 'credits',
      header: 'Credits',
      cell: (row) =>
        row.invoice_number ? (
          <Link to={pathOf(row.invoice_number)} className={`${linkClass} font-mono`}>
            {row.invoice_number}
          </Link>
        ) : (
          '—'
        ),
    },
    {
      key: 'pdf',
      header: 'PDF',
      cell: (row) => (
        <a
          href={invoicePdfUrl(row.number)}
          download
          aria-label={`PDF of ${row.number}`}
          className={`${linkClass} inline-flex items-center gap-1`}
        >
          <FileDown className="size-4" aria-hidden="true" />
          PDF
        </a>
      ),
    },
  ];
}

/**
 * Invoices and credit notes, newest first: each number opens the document (`pathOf`), a credit note
 * links the invoice it credits, every row its PDF. `showCompany`: the platform admin's list.
 */
export function InvoiceTable({
  rows,
  pathOf,
  showCompany = false,
  loading,
  error,
  onRetry,
  emptyText,
  filter,
}: {
  rows: readonly InvoiceSummary[] | undefined;
  pathOf: (number: string) => string;
  showCompany?: boolean;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  emptyText: string;
  filter?: { active: boolean; onClear: () => void };
}) {
  return (
    <DataTable
      caption="Invoices and credit notes"
      columns={columnsFor(pathOf, showCompany)}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      filter={filter}
    />
  );
}
