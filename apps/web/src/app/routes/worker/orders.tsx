import { formatNaira, type Order, parseNaira } from '@lunch/contract';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { OrderStatusBadge } from '../../../features/admin-orders/components/order-status-badge';
import { useMyOrders } from '../../../features/orders/api/get-my-orders';
import { useOrderEvents } from '../../../features/orders/api/use-order-events';
import { OrderActions } from '../../../features/orders/components/order-actions';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatDay } from '../../../lib/format-date';

const itemsOf = (order: Order) => order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

const deliveryOf = (order: Order) => `${formatDay(order.delivery_date)}, ${order.delivery_slot}`;

const columns: Column<Order>[] = [
  { key: 'date', header: 'Ordered', cell: (order) => formatDateTime(order.created_at) },
  { key: 'delivery', header: 'Delivery', cell: deliveryOf },
  { key: 'items', header: 'Items', cell: itemsOf, className: 'min-w-56' },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    cell: (order) => formatNaira(parseNaira(order.total_amount)),
  },
  { key: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
  { key: 'actions', header: 'Actions', cell: (order) => <OrderActions order={order} /> },
];

const wide = window.matchMedia('(min-width: 640px)');
/** True on screens wide enough for the table; phones get a list of cards instead. */
const useWide = () =>
  useSyncExternalStore(
    (onChange) => {
      wide.addEventListener('change', onChange);
      return () => wide.removeEventListener('change', onChange);
    },
    () => wide.matches,
  );

/** The orders as cards, for phones: date and status, the items, the total. */
function OrderCards({ orders }: { orders: Order[] }) {
  return (
    <ul aria-label="My orders" className="flex flex-col gap-3">
      {orders.map((order) => (
        <li
          key={order.id}
          className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 shadow-xs"
        >
          <div className="flex items-center justify-between gap-3 text-sm text-ink-soft">
            <span>{formatDateTime(order.created_at)}</span>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="font-medium">Delivery: {deliveryOf(order)}</p>
          <p>{itemsOf(order)}</p>
          <p className="font-semibold tabular-nums">{formatNaira(parseNaira(order.total_amount))}</p>
          <OrderActions order={order} />
        </li>
      ))}
    </ul>
  );
}

/** /worker/orders: 'My orders', with status changes arriving live. */
export function Component() {
  const [page, setPage] = useState(1);
  const orders = useMyOrders(page);
  const isWide = useWide();
  const error = orders.isError ? errorMessage(orders.error, 'Could not load your orders.') : null;
  const list = orders.data?.list ?? [];
  let phone: ReactNode;
  if (orders.isPending) phone = <Spinner label="Loading..." showLabel className="justify-center py-10" />;
  else if (error) {
    phone = (
      <div role="alert" className="flex flex-col items-start gap-3 text-danger-700">
        <p>{error}</p>
        <Button variant="secondary" size="sm" onClick={() => void orders.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    phone = (
      <p className="rounded-2xl border border-line bg-white px-4 py-10 text-center text-ink-soft">
        No orders yet!
      </p>
    );
  } else phone = <OrderCards orders={list} />;
  useOrderEvents((order) =>
    toast.info(
      `Your order of ${formatNaira(parseNaira(order.total_amount))} is now ${order.status.replaceAll('_', ' ')}.`,
    ),
  );

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title="My orders" description="Status changes appear here as they happen." />
      {isWide ? (
        <DataTable
          caption="My orders"
          columns={columns}
          rows={orders.data?.list}
          rowKey={(order) => order.id}
          loading={orders.isPending}
          error={error}
          onRetry={() => void orders.refetch()}
          emptyText="No orders yet!"
        />
      ) : (
        phone
      )}
      <Pagination page={page} total={orders.data?.total} onPageChange={setPage} label="Order pages" />
    </section>
  );
}
