import type { OrderStatus, RiderStop } from '@lunch/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const statuses: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  // Never on a run: an order waiting for the employee's payment is not dispatched.
  AWAITING_PAYMENT: { label: 'Awaiting payment', tone: 'neutral' },
  PENDING: { label: 'To pick up', tone: 'warning' },
  CONFIRMED: { label: 'To pick up', tone: 'warning' },
  READY: { label: 'Ready to pick up', tone: 'success' },
  OUT_FOR_DELIVERY: { label: 'On the way', tone: 'info' },
  DELIVERED: { label: 'Delivered', tone: 'success' },
  DECLINED: { label: 'Declined', tone: 'neutral' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
};

/** Where a stop stands, in the rider's words, with "Late" and "Could not deliver" beside it. */
export function StopBadges({ stop }: { stop: RiderStop }) {
  const status = statuses[stop.status];
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge tone={status.tone}>{status.label}</Badge>
      {stop.late ? <Badge tone="danger">Late</Badge> : null}
      {stop.failed_at && stop.status !== 'DELIVERED' ? <Badge tone="danger">Could not deliver</Badge> : null}
      {stop.handover_locked ? <Badge tone="danger">Code locked</Badge> : null}
    </span>
  );
}

/** Whether the rider may still pick up, hand over or report a stop (not delivered, declined or cancelled). */
export const isOpen = (stop: RiderStop) => !['DELIVERED', 'DECLINED', 'CANCELLED'].includes(stop.status);
export const canPickUp = (stop: RiderStop) => stop.status === 'PENDING' || stop.status === 'CONFIRMED';
export const canDeliver = (stop: RiderStop) => stop.status === 'OUT_FOR_DELIVERY' && !stop.handover_locked;
