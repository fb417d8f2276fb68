import {
  formatNaira,
  type PayoutStatus,
  parseNaira,
  RESTAURANT_LEDGER_LABELS,
  type RestaurantLedgerEntry,
} from '@lunch/contract';
import { FileDown } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { Column } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format-date';
import { statementUrl } from '../api/earnings';

const statusTones: Record<PayoutStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
};
const statusLabels: Record<PayoutStatus, string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed' };

/** Money in for the restaurant (+): its earnings and commission given back; the rest is out (−). */
const isMoneyIn = (entry: RestaurantLedgerEntry) =>
  entry.type === 'earning' || entry.type === 'commission_reversal';

/** The ledger's columns: date, type, order, status, amount (signed), and a payout's statement. */
export const ledgerColumns: Column<RestaurantLedgerEntry>[] = [
  {
    key: 'date',
    header: 'Date',
    className: 'whitespace-nowrap',
    cell: (entry) => formatDateTime(entry.created_at),
  },
  { key: 'type', header: 'Type', cell: (entry) => RESTAURANT_LEDGER_LABELS[entry.type] },
  {
    key: 'order',
    header: 'Order',
    cell: (entry) => (entry.order_ref ? <span className="font-mono">{entry.order_ref}</span> : '—'),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (entry) => (
      <span className="flex flex-col items-start gap-1">
        <Badge tone={statusTones[entry.status]}>{statusLabels[entry.status]}</Badge>
        {entry.failure_reason ? (
          <span className="text-sm text-danger-800">{entry.failure_reason}</span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (entry) => (
      <span className="font-semibold whitespace-nowrap tabular-nums">
        {isMoneyIn(entry) ? '+' : '−'}
        {formatNaira(parseNaira(entry.amount))}
      </span>
    ),
  },
  {
    key: 'statement',
    header: 'Statement',
    cell: (entry) =>
      entry.type === 'payout' ? (
        <a
          href={statementUrl(entry.id)}
          download
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
          aria-label={`Statement (PDF) of the payout of ${formatDateTime(entry.created_at)}`}
        >
          <FileDown className="size-4" aria-hidden="true" />
          Statement (PDF)
        </a>
      ) : (
        '—'
      ),
  },
];
