import {
  formatNaira,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  parseNaira,
  REFUNDED_ORDER_STATUSES,
} from '@lunch/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Select } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { isListSort, SortAndRange } from '../../../components/ui/sort-and-range';
import { type OrderListParams, useOrders } from '../../../features/admin-orders/api/get-orders';
import { useUpdateOrderStatus } from '../../../features/admin-orders/api/update-order-status';
import { useLiveOrders } from '../../../features/admin-orders/api/use-live-orders';
import { OrderStatusBadge } from '../../../features/admin-orders/components/order-status-badge';
import { errorMessage } from '../../../lib/api-client';
import { dayRangeToInstants } from '../../../lib/day-range';
import { formatDateTime } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';

const statusOptions = ORDER_STATUSES.map((status) => ({ value: status, label: status }));
const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);
const holdsNoMoney = (status: OrderStatus) => REFUNDED_ORDER_STATUSES.includes(status);

const customerOf = (order: Order) =>
  order.employee_details
    ? `${order.employee_details.first_name} ${order.employee_details.last_name}`
    : 'No Employee Info';

/** What a status change does to the money, said before it happens. */
function consequence(order: Order, next: OrderStatus): string {
  const amount = formatNaira(parseNaira(order.total_amount));
  const company = order.company_details?.name ?? 'the company';
  if (!holdsNoMoney(order.status) && holdsNoMoney(next)) return `${amount} goes back to ${company}'s wallet.`;
  if (holdsNoMoney(order.status) && !holdsNoMoney(next))
    return `${company}'s wallet is charged ${amount} again.`;
  return 'No money moves.';
}

type Pending = { order: Order; status: OrderStatus };

/** /admin/orders: every order, sorted, filtered by status and date, change any order's status. */
export function Component() {
  const { page, filters, setPage, setFilter, clearFilters } = useListParams(['status', 'sort', 'from', 'to']);
  const sort = isListSort(filters.sort) ? filters.sort : '-created_at';
  const params: OrderListParams = {
    page,
    status: isOrderStatus(filters.status) ? filters.status : '',
    sort,
    ...dayRangeToInstants(filters.from, filters.to),
  };
  const orders = useOrders(params);
  const update = useUpdateOrderStatus();
  const [pending, setPending] = useState<Pending | null>(null);
  useLiveOrders((order) =>
    toast.info(`New order from ${customerOf(order)}: ${formatNaira(parseNaira(order.total_amount))}`),
  );

  const confirm = () => {
    if (!pending) return;
    update.mutate(
      { orderId: pending.order.id, newStatus: pending.status },
      {
        onSuccess: ({ message }) => {
          toast.success(message || 'Order status updated');
          setPending(null);
        },
        onError: (error) => {
          toast.error(errorMessage(error, 'Failed to update the order status'));
          setPending(null);
        },
      },
    );
  };

  const columns: Column<Order>[] = [
    {
      key: 'id',
      header: 'ID',
      cell: (order) => (
        <span className="font-mono text-xs" title={order.id}>
          …{order.id.slice(-8)}
        </span>
      ),
    },
    {
      key: 'date',
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (order) => formatDateTime(order.created_at),
    },
    { key: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      cell: (order) => formatNaira(parseNaira(order.total_amount)),
    },
    { key: 'customer', header: 'Customer', cell: customerOf },
    {
      key: 'change',
      header: 'Change status',
      cell: (order) => (
        <Select
          label={`Change status of order ${order.id.slice(-8)}`}
          hideLabel
          options={statusOptions}
          value={order.status}
          disabled={update.isPending && update.variables?.orderId === order.id}
          onChange={(event) => {
            const next = event.target.value;
            if (isOrderStatus(next) && next !== order.status) setPending({ order, status: next });
          }}
          className="min-w-36"
        />
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Orders"
        description="Every order from every company. New orders and status changes appear as they happen."
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-4xl lg:grid-cols-4">
        <Select
          label="Status"
          options={statusOptions}
          placeholder="All statuses"
          value={params.status}
          onChange={(event) => setFilter('status', event.target.value)}
        />
        <SortAndRange value={{ sort, from: filters.from, to: filters.to }} onChange={setFilter} />
      </div>
      <DataTable
        caption="Orders"
        columns={columns}
        rows={orders.data?.list}
        rowKey={(order) => order.id}
        loading={orders.isPending}
        error={orders.isError ? `Error: ${errorMessage(orders.error, 'could not load orders')}` : null}
        onRetry={() => void orders.refetch()}
        emptyText="No orders yet!"
        filter={{
          active: Boolean(filters.status || filters.from || filters.to),
          onClear: () => clearFilters(['status', 'from', 'to']),
        }}
      />
      <Pagination page={page} total={orders.data?.total} onPageChange={setPage} label="Order pages" />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `Set this order to ${pending.status}?` : ''}
        message={
          pending
            ? `${consequence(pending.order, pending.status)} The employee is emailed about the change.`
            : ''
        }
        confirmLabel={pending ? `Set ${pending.status}` : 'Confirm'}
        loadingLabel="Updating..."
        tone={pending && holdsNoMoney(pending.status) ? 'danger' : 'primary'}
        loading={update.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
