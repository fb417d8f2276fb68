import type { OrderStatus } from '@lunch/contract';
import { Badge, type BadgeTone } from './ui/badge';

const tones: Record<OrderStatus, BadgeTone> = {
  AWAITING_PAYMENT: 'info',
  PENDING: 'warning',
  CONFIRMED: 'success',
  READY: 'success',
  OUT_FOR_DELIVERY: 'info',
  DELIVERED: 'brand',
  DECLINED: 'danger',
  CANCELLED: 'neutral',
};

/** An order's status as a coloured badge ("OUT FOR DELIVERY"), the same in every list of orders. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={tones[status]}>{status.replaceAll('_', ' ')}</Badge>;
}
