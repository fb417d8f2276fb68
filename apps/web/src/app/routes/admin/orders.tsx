import {
  formatNaira,
  type Order,
  type OrderStatus,
  parseNaira,
  REFUNDED_ORDER_STATUSES,
} from '@lunch/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { useOrders } from '../../../features/admin-orders/api/get-orders';
import { useUpdateOrderStatus } from '../../../features/admin-orders/api/update-order-status';
import { useLiveOrders } from '../../../features/admin-orders/api/use-live-orders';
import { usePlatformSettings } from '../../../features/platform-settings/api/platform-settings';
import { errorMessage } from '../../../lib/api-client';
import { useListParams } from '../../../lib/use-list-params';
import { customerOf, orderColumns } from './order-columns';
import { OrderFilters } from './order-filters';
import { NARROWING_FILTERS, ORDER_FILTERS, orderParamsOf } from './order-place';

const holdsNoMoney = (status: OrderStatus) => REFUNDED_ORDER_STATUSES.includes(status);

/**
 * What a status change does to the money, said before it happens. An order whose employee paid
 * part of it by card gives the company its share back and the employee theirs (a card refund).
 */
function consequence(order: Order, next: OrderStatus): string {
  const amount = formatNaira(parseNaira(order.company_pays));
  const employeePart = parseNaira(order.employee_pays);
  const company = order.company_details?.name ?? 'the company';
  if (!holdsNoMoney(order.status) && holdsNoMoney(next)) {
    const back = `${amount} goes back to ${company}'s wallet.`;
    if (employeePart === 0) return back;
    return order.status === 'AWAITING_PAYMENT'
      ? `${back} The employee's card payment of ${formatNaira(employeePart)} has not been made and is called off.`
      : `${back} The employee's ${formatNaira(employeePart)} goes back to their card.`;
  }
  if (holdsNoMoney(order.status) && !holdsNoMoney(next))
    return `${company}'s wallet is charged ${amount} again.`;
  return 'No money moves.';
}

type Pending = { order: Order; status: OrderStatus };

/**
 * /admin/orders: every order with its delivery day, slot and company, filtered by those, by status
 * and by when it was placed (all kept in the address), sorted; change any order's status.
 */
export function Component() {
  const { page, filters, setPage, setFilter, setFilters, clearFilters } = useListParams(ORDER_FILTERS);
  const params = orderParamsOf(page, filters);
  const orders = useOrders(params);
  const settings = usePlatformSettings();
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

  const columns = orderColumns({
    changing: update.isPending ? update.variables?.orderId : undefined,
    onChangeStatus: (order, status) => setPending({ order, status }),
  });

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Orders"
        description="Every order from every company. Delivery days and slots are in each company's time zone. New orders and status changes appear as they happen."
      />
      <OrderFilters
        filters={filters}
        slots={settings.data?.slots ?? []}
        setFilter={setFilter}
        setFilters={setFilters}
      />
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
          active: NARROWING_FILTERS.some((name) => filters[name] !== ''),
          onClear: () => clearFilters(NARROWING_FILTERS),
          clearLabel: 'Clear filters',
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
