import { formatNaira, type Order, parseNaira } from '@lunch/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { useMyOrders } from '../../../features/orders/api/get-my-orders';
import { useOrderEvents } from '../../../features/orders/api/use-order-events';
import { OrderActions } from '../../../features/orders/components/order-actions';
import { OrderPaymentDue, OrderPaySplit } from '../../../features/orders/components/order-payment';
import { LateBadge, OrderTracking } from '../../../features/orders/components/order-tracking';
import { OrderAddressLine, OrderDeliveryFee } from '../../../features/orders/components/order-where';
import { PaymentResult } from '../../../features/orders/components/payment-result';
import { orderNews } from '../../../features/orders/order-news';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatDay, formatSlot } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';
import { OrderAgain } from './order-again';

const itemsOf = (order: Order) => order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

/**
 * When (day and slot, in the company's time zone) and where (the address the order kept), with the
 * delivery fee its company paid when it paid one.
 */
const deliveryOf = (order: Order) => (
  <>
    <span className="block">
      <span className="whitespace-nowrap">{formatDay(order.delivery_date)},</span>{' '}
      <span className="whitespace-nowrap">
        {formatSlot(order.delivery_date, order.delivery_slot, order.time_zone)}
      </span>
    </span>
    <OrderAddressLine order={order} />
    <OrderDeliveryFee order={order} paidByCompany />
  </>
);

const columnsWith = (onOrderAgain: (order: Order) => void): Column<Order>[] => [
  { key: 'date', header: 'Ordered', cell: (order) => formatDateTime(order.created_at) },
  { key: 'delivery', header: 'Delivery', cell: deliveryOf, className: 'min-w-40' },
  {
    key: 'items',
    header: 'Items',
    className: 'min-w-40',
    cell: (order) => (
      <>
        <span className="block font-medium" data-testid="order-restaurant">
          {order.restaurant.name}
        </span>
        <span className="block">{itemsOf(order)}</span>
      </>
    ),
  },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    cell: (order) => (
      <>
        {formatNaira(parseNaira(order.total_amount))}
        <OrderPaySplit order={order} />
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (order) => (
      <div className="flex flex-col items-start gap-2">
        <span className="flex flex-wrap gap-1.5">
          <OrderStatusBadge status={order.status} />
          <LateBadge order={order} label="Running late" />
        </span>
        <OrderTracking order={order} />
        <OrderPaymentDue order={order} />
      </div>
    ),
  },
  {
    key: 'actions',
    header: 'Actions',
    // "Order again" on one line: the other columns give way.
    className: 'whitespace-nowrap',
    cell: (order) => <OrderActions order={order} onOrderAgain={onOrderAgain} />,
  },
];

/**
 * /worker/orders: 'My orders', the page in the address (`?page=2`), with changes arriving live;
 * each order names its restaurant and says when and where it is delivered, and the delivery fee its company paid when there
 * was one; a live order shows its handover code and how its delivery goes (its rider, on the way,
 * delivered or not, running late), a declined order why, and a reported problem how it was put right; "Order again" puts
 * an order's dishes in the cart for a day the employee chooses, "Report a problem" opens a report.
 * An order the employee pays part of by card shows the split, and "Pay now" while it waits for
 * their payment; the payment page returns here with `?payment=<order id>`, which is checked with
 * the server and reported.
 */
export function Component() {
  const { page, setPage } = useListParams([]);
  const [params, setParams] = useSearchParams();
  const paying = params.get('payment');
  const [again, setAgain] = useState<Order | null>(null);
  const orders = useMyOrders(page);
  const error = orders.isError ? errorMessage(orders.error, 'Could not load your orders.') : null;
  useOrderEvents((order, before) => {
    const news = orderNews(order, before);
    if (news) toast.info(news);
  });

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title="My orders" description="Status and delivery changes appear here as they happen." />
      {paying ? (
        <PaymentResult
          orderId={paying}
          onDismiss={() =>
            setParams(
              (current) => {
                // Paystack adds its own reference to the return address.
                for (const name of ['payment', 'trxref', 'reference']) current.delete(name);
                return current;
              },
              { replace: true },
            )
          }
        />
      ) : null}
      <DataTable
        caption="My orders"
        columns={columnsWith(setAgain)}
        rows={orders.data?.list}
        rowKey={(order) => order.id}
        loading={orders.isPending}
        error={error}
        onRetry={() => void orders.refetch()}
        emptyText="No orders yet!"
      />
      <Pagination page={page} total={orders.data?.total} onPageChange={setPage} label="Order pages" />
      {again ? <OrderAgain order={again} onClose={() => setAgain(null)} /> : null}
    </section>
  );
}
