import type { DispatchOrder } from '@lunch/contract';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { Badge } from '../../../components/ui/badge';
import type { Column } from '../../../components/ui/data-table';
import { formatSlot } from '../../../lib/format-date';
import { riderName } from './rider-options';

/** Late, could not be delivered (with why), code locked: what the admin has to look at. */
function Notes({ order }: { order: DispatchOrder }) {
  const none = !order.late && !order.failure_reason && !order.handover_locked;
  if (none) return <span className="text-ink-soft">—</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="flex flex-wrap gap-1">
        {order.late ? <Badge tone="danger">Late</Badge> : null}
        {order.handover_locked ? <Badge tone="danger">Code locked</Badge> : null}
      </span>
      {order.failure_reason ? (
        <span className="text-xs text-danger-700">Could not deliver: {order.failure_reason}</span>
      ) : null}
    </div>
  );
}

/** An order's checkbox. */
function CheckBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-5 accent-brand-700"
    />
  );
}

/**
 * The dispatch list: a checkbox, the order (reference, slot and zone), to whom and where, its dishes,
 * status, rider and notes (late, could not deliver and why, code locked).
 */
export function dispatchOrderColumns({
  checked,
  onCheck,
}: {
  checked: ReadonlySet<string>;
  onCheck: (ids: readonly string[], on: boolean) => void;
}): Column<DispatchOrder>[] {
  return [
    {
      key: 'check',
      header: <span className="sr-only">Checked</span>,
      cell: (order) => (
        <CheckBox
          label={`Check order ${order.ref}`}
          checked={checked.has(order.id)}
          onChange={(on) => onCheck([order.id], on)}
        />
      ),
    },
    {
      key: 'order',
      header: 'Order',
      cell: (order) => (
        <>
          <span className="block font-mono text-xs whitespace-nowrap">{order.ref}</span>
          <span className="block text-xs whitespace-nowrap text-ink-soft">
            {formatSlot(order.delivery_date, order.delivery_slot, order.time_zone)} ·{' '}
            {order.zone ?? 'No zone'}
          </span>
        </>
      ),
    },
    {
      key: 'to',
      header: 'To',
      className: 'min-w-48',
      cell: (order) => (
        <>
          <span className="block">
            {order.employee_name}, {order.company_name}
          </span>
          <span className="block text-xs break-words text-ink-soft">{order.address}</span>
        </>
      ),
    },
    { key: 'items', header: 'Dishes', align: 'right' },
    {
      key: 'status',
      header: 'Status',
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      key: 'rider',
      header: 'Rider',
      className: 'whitespace-nowrap',
      cell: (order) =>
        order.rider ? riderName(order.rider) : <span className="text-ink-soft">Unassigned</span>,
    },
    { key: 'notes', header: 'Notes', cell: (order) => <Notes order={order} /> },
  ];
}
