import { type BillingStatus, type BillingType, formatNaira, parseNaira } from '@lunch/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<BillingStatus, BadgeTone> = {
  paid: 'success',
  pending: 'warning',
  failed: 'danger',
  abandoned: 'neutral',
};

export function BillingStatusBadge({ status }: { status: BillingStatus }) {
  return <Badge tone={tones[status]}>{status.toUpperCase()}</Badge>;
}

export const billingTypeLabel: Record<BillingType, string> = {
  wallet_topup: 'Top-up',
  order_charge: 'Order charge',
  order_refund: 'Order refund',
};

/** "₦2,500.00", with a minus for money leaving the wallet. */
export function billingAmount(type: BillingType, amount: string): string {
  const kobo = parseNaira(amount);
  return formatNaira(type === 'order_charge' ? -kobo : kobo);
}
