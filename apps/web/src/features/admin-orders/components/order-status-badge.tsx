import type { OrderStatus } from '@lunch/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<OrderStatus, BadgeTone> = {
  PENDING: 'warning',
  CONFIRMED: 'success',
  OUT_FOR_DELIVERY: 'info',
  DELIVERED: 'brand',
  DECLINED: 'danger',
  CANCELLED: 'neutral',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={tones[status]}>{status.replaceAll('_', ' ')}</Badge>;
}
