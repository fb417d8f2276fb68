import { type AdminPayouts, formatNaira, type Payout, parseNaira } from '@lunch/contract';
import type { Column } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format-date';
import { PayoutOutcome } from './payout-status';

export type RestaurantMoney = AdminPayouts['restaurants'][number];

const naira = (amount: string) => formatNaira(parseNaira(amount));
const money = <Row,>(key: string, header: string, of: (row: Row) => string, strong = false): Column<Row> => ({
  key,
  header,
  align: 'right',
  className: strong ? 'whitespace-nowrap tabular-nums font-semibold' : 'whitespace-nowrap tabular-nums',
  cell: (row) => naira(of(row)),
});

/**
 * Each restaurant's money: earned (net of refunds), the platform's commission, paid out, pending
 * (transfers sent, not yet confirmed) and the balance still owed.
 */
export const balanceColumns: Column<RestaurantMoney>[] = [
  {
    key: 'name',
    header: 'Restaurant',
    cell: (row) => (
      <>
        <span className="block font-medium">{row.name}</span>
        {row.platform_kitchen ? (
          <span className="block text-xs text-ink-soft">The platform's own kitchen: never paid out</span>
        ) : null}
      </>
    ),
  },
  money('earned', 'Earned', (row) => row.earned),
  money('commission', 'Commission', (row) => row.commission),
  money('paid', 'Paid', (row) => row.paid),
  money('pending', 'Pending', (row) => row.pending),
  money('balance', 'Balance', (row) => row.balance, true),
];

/** The latest payouts: when, to whom, how much, and their status (a failed one with its reason). */
export const payoutColumns: Column<Payout>[] = [
  {
    key: 'created_at',
    header: 'Sent',
    className: 'whitespace-nowrap',
    cell: (payout) => formatDateTime(payout.created_at),
  },
  { key: 'restaurant', header: 'Restaurant', cell: (payout) => payout.restaurant.name },
  money('amount', 'Amount', (payout) => payout.amount),
  {
    key: 'status',
    header: 'Status',
    className: 'min-w-32',
    cell: (payout) => <PayoutOutcome status={payout.status} reason={payout.failure_reason} />,
  },
  {
    key: 'reference',
    header: 'Reference',
    cell: (payout) => <span className="font-mono text-xs break-all">{payout.reference}</span>,
  },
];
