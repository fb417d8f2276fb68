import { formatNaira, type Order, type OrderStatus, parseNaira } from '@lunch/contract';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import type { Column } from '../../../components/ui/data-table';
import { Select } from '../../../components/ui/field';
import { DeclineReason, LateBadge } from '../../../features/orders/components/order-tracking';
import { OrderAddressLine, OrderDeliveryFee } from '../../../features/orders/components/order-where';
import { formatDateTime, formatDay, formatSlot } from '../../../lib/format-date';
import { isOrderStatus, statusOptions } from './order-place';

export const customerOf = (order: Order) =>
  order.employee_details
    ? `${order.employee_details.first_name} ${order.employee_details.last_name}`
    : 'No Employee Info';

/**
 * The admin's order list, seven columns so that it fits beside the side menu at 1280 px: the
 * order (its reference, the restaurant cooking it, and when it was placed), when it is delivered
 * (day and slot, in the company's time zone), the company, to whom and where (the customer,
 * with the address the order kept and the delivery fee and zone when it paid one, charged to the
 * company's wallet), its status (marked late when its slot ended before it was delivered, with its
 * rider's first name once dispatched, and a declined order's reason) with the control that changes
 * it (`onChangeStatus`: the page confirms first), and its amount.
 */
export function orderColumns({
  changing,
  onChangeStatus,
}: {
  /** The order whose status is being changed (its control is disabled meanwhile). */
  changing: string | undefined;
  onChangeStatus: (order: Order, status: OrderStatus) => void;
}): Column<Order>[] {
  return [
    {
      key: 'id',
      header: 'Order',
      cell: (order) => (
        <>
          <span className="block font-mono text-xs whitespace-nowrap" title={order.id}>
            …{order.id.slice(-8)}
          </span>
          <span className="block text-xs font-medium">{order.restaurant.name}</span>
          <span className="block text-xs text-ink-soft">Placed {formatDateTime(order.created_at)}</span>
        </>
      ),
    },
    {
      key: 'delivery',
      header: 'Delivery day',
      className: 'whitespace-nowrap',
      cell: (order) => formatDay(order.delivery_date),
    },
    {
      key: 'slot',
      header: 'Slot',
      className: 'tabular-nums whitespace-nowrap',
      cell: (order) => formatSlot(order.delivery_date, order.delivery_slot, order.time_zone),
    },
    { key: 'company', header: 'Company', cell: (order) => order.company_details?.name ?? '—' },
    {
      key: 'customer',
      header: 'Customer',
      cell: (order) => (
        <>
          <span className="block">{customerOf(order)}</span>
          <OrderAddressLine order={order} />
          <OrderDeliveryFee order={order} />
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (order) => (
        <div className="flex flex-col items-start gap-1.5">
          <span className="flex flex-wrap gap-1.5">
            <OrderStatusBadge status={order.status} />
            <LateBadge order={order} />
          </span>
          <DeclineReason order={order} />
          {order.delivery.rider ? (
            <span className="text-xs text-ink-soft">Rider: {order.delivery.rider.first_name}</span>
          ) : null}
          <Select
            label={`Change status of order ${order.id.slice(-8)}`}
            hideLabel
            options={
              order.status === 'AWAITING_PAYMENT'
                ? statusOptions
                : statusOptions.filter((option) => option.value !== 'AWAITING_PAYMENT')
            }
            value={order.status}
            disabled={changing === order.id}
            onChange={(event) => {
              const next = event.target.value;
              if (isOrderStatus(next) && next !== order.status) onChangeStatus(order, next);
            }}
            className="w-full! py-1.5! md:w-auto!"
          />
        </div>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (order) => formatNaira(parseNaira(order.total_amount)),
    },
  ];
}
