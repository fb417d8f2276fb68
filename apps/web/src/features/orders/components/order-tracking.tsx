import { formatNaira, ISSUE_RESOLUTION_LABELS, type Order, parseNaira } from '@lunch/contract';
import { Badge } from '../../../components/ui/badge';
import { formatTime } from '../../../lib/format-date';

/**
 * Where an order is on its way (issue 29), as the employee follows it in My orders: the handover
 * code to give the rider, the rider's first name, when it left and arrived or why it could not be
 * delivered (or why the restaurant declined it), whether it runs late, and the problem reported with it. The lists of the platform admin
 * mark late orders with the same badge.
 */

/** Orders with no handover ahead (or none yet: not placed until the employee's payment arrives): no code. */
const HANDED_OVER_OR_STOPPED = new Set<Order['status']>([
  'AWAITING_PAYMENT',
  'DELIVERED',
  'DECLINED',
  'CANCELLED',
]);
/** Orders that will never be delivered: no progress, no lateness. */
const STOPPED = new Set<Order['status']>(['DECLINED', 'CANCELLED']);

/** Its slot ended and it has not arrived (nor been declined or cancelled). */
export const isRunningLate = (order: Order) =>
  order.delivery.late &&
  order.delivery.delivered_at === null &&
  order.status !== 'DELIVERED' &&
  !STOPPED.has(order.status);

/** "Late" (the admin's lists) or "Running late" (the employee's) while the order is late. */
export function LateBadge({ order, label = 'Late' }: { order: Order; label?: string }) {
  if (!isRunningLate(order)) return null;
  return <Badge tone="danger">{label}</Badge>;
}

/** The 4-digit code the rider asks for at the door, while the order is still to be handed over. */
export function HandoverCode({ order }: { order: Order }) {
  if (HANDED_OVER_OR_STOPPED.has(order.status)) return null;
  return (
    <p
      className="rounded-xl border-2 border-dashed border-brand-700 bg-brand-50 px-3 py-2 text-sm text-brand-900"
      data-testid="handover-code"
    >
      Handover code{' '}
      <strong className="font-mono text-2xl tracking-[0.2em] tabular-nums">{order.handover_code}</strong>
      <span className="block text-xs"> — give it to the rider</span>
    </p>
  );
}

/** The lines of its journey so far: the rider, then on the way, delivered, or not delivered. */
export function progressOf(order: Order): string[] {
  if (STOPPED.has(order.status)) return [];
  const { rider, picked_up_at, delivered_at, failed_at, failure_reason } = order.delivery;
  const at = (instant: string) => formatTime(instant, order.time_zone);
  const lines = rider ? [`Rider: ${rider.first_name}`] : [];
  if (delivered_at) return [...lines, `Delivered at ${at(delivered_at)}`];
  if (failed_at) return [...lines, `Could not be delivered: ${failure_reason || 'no reason given'}`];
  if (picked_up_at) return [...lines, `On the way since ${at(picked_up_at)}`];
  return lines;
}

/** What became of the problem reported: looked into, or the resolution with the refund and the reply. */
export function IssueState({ order }: { order: Order }) {
  const { issue } = order;
  if (!issue) return null;
  if (issue.status === 'open' || !issue.resolution)
    return (
      <p className="text-sm font-medium text-warning-800" data-testid="order-issue">
        Problem reported — we are looking into it
      </p>
    );
  const refund = parseNaira(issue.refund);
  return (
    <div className="flex flex-col gap-0.5 text-sm" data-testid="order-issue">
      <p className="font-medium">
        Problem put right: {ISSUE_RESOLUTION_LABELS[issue.resolution]}
        {refund > 0 ? `, ${formatNaira(refund)} back to your budget` : ''}
      </p>
      {issue.reply ? <p className="text-ink-soft">Reply: {issue.reply}</p> : null}
    </div>
  );
}

/** Why a declined order was declined (its money went back as for any decline). */
export function DeclineReason({ order }: { order: Order }) {
  if (order.status !== 'DECLINED') return null;
  return (
    <p className="text-sm break-words text-danger-700" data-testid="decline-reason">
      Declined: {order.decline_reason || 'no reason given'}
    </p>
  );
}

/** Everything above for one order, under its status badge. */
export function OrderTracking({ order }: { order: Order }) {
  const progress = progressOf(order);
  return (
    <div className="flex flex-col items-start gap-1.5">
      <DeclineReason order={order} />
      {progress.length > 0 ? (
        <ul className="flex flex-col gap-0.5 text-sm" aria-label="Delivery progress">
          {progress.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <HandoverCode order={order} />
      <IssueState order={order} />
    </div>
  );
}
