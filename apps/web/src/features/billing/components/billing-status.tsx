import {
  type Billing,
  type BillingStatus,
  type BillingType,
  formatNaira,
  isMoneyOut,
  parseNaira,
  TOPUP_METHOD_LABELS,
} from '@lunch/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../components/ui/cn';
import type { Column } from '../../../components/ui/data-table';

const tones: Record<BillingStatus, BadgeTone> = {
  paid: 'success',
  pending: 'warning',
  failed: 'danger',
  abandoned: 'neutral',
};

export function BillingStatusBadge({ status }: { status: BillingStatus }) {
  return <Badge tone={tones[status]}>{status.toUpperCase()}</Badge>;
}

/** "+₦2,500.00" for money into the wallet, "-₦2,500.00" for money leaving it (`isMoneyOut`). */
export function billingAmount(type: BillingType, amount: string): string {
  const kobo = parseNaira(amount);
  return isMoneyOut(type) ? formatNaira(-kobo) : `+${formatNaira(kobo)}`;
}

/**
 * A wallet movement's amount with its direction in sign and colour: green plus for top-ups and
 * refunds (of orders and of delivery fees), red minus for order charges and delivery fees. A movement that is not settled (a pending or failed
 * top-up) moved no money: it is shown plain, with its status.
 */
export function BillingAmount({
  type,
  amount,
  status,
}: {
  type: BillingType;
  amount: string;
  status: BillingStatus;
}) {
  if (status !== 'paid')
    return (
      <span className="text-ink-soft">
        {formatNaira(parseNaira(amount))}
        <span className="block text-xs">{status}</span>
      </span>
    );
  return (
    <span
      className={cn(
        'font-semibold whitespace-nowrap',
        isMoneyOut(type) ? 'text-danger-700' : 'text-success-700',
      )}
    >
      {billingAmount(type, amount)}
    </span>
  );
}

/** How a top-up was paid (Card, Bank transfer, Auto top-up); a dash for every other movement. */
export const paidByColumn: Column<Billing> = {
  key: 'method',
  header: 'Paid by',
  cell: (row) => (row.method ? TOPUP_METHOD_LABELS[row.method] : '—'),
};
