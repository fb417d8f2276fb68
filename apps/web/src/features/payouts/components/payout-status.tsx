import type { PayoutStatus } from '@lunch/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const LOOK: Record<PayoutStatus, { tone: BadgeTone; label: string }> = {
  pending: { tone: 'warning', label: 'Pending' },
  paid: { tone: 'success', label: 'Paid' },
  failed: { tone: 'danger', label: 'Failed' },
};

/** A payout's status: pending (sent, waiting for Paystack), paid, or failed (owed again on the next run). */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { tone, label } = LOOK[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** The status, and under a failed payout why it failed. */
export function PayoutOutcome({ status, reason }: { status: PayoutStatus; reason: string | null }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <PayoutStatusBadge status={status} />
      {status === 'failed' ? (
        <span className="text-xs break-words text-danger-700">{reason || 'No reason given'}</span>
      ) : null}
    </span>
  );
}
