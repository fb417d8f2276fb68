import type { KitchenSheet, OrderStatus } from '@lunch/contract';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { OrderStatusBadge } from '../../../features/admin-orders/components/order-status-badge';
import {
  kitchenCsvUrl,
  useBulkOrderStatus,
  useKitchenSheet,
  useLiveKitchenSheet,
} from '../../../features/kitchen/api/get-kitchen-sheet';
import { errorMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';

type Dish = KitchenSheet['dishes'][number];
type Marking = { slot: string; orderIds: string[]; newStatus: OrderStatus; label: string };

function DishTable({ dishes, caption }: { dishes: Dish[]; caption: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-left text-ink-soft">
          <th scope="col" className="py-1 pr-3 font-medium">
            Dish
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Portions
          </th>
        </tr>
      </thead>
      <tbody>
        {dishes.map((dish) => (
          <tr key={dish.food_menu} className="border-b border-line last:border-0">
            <td className="py-1 pr-3">{dish.name}</td>
            <td className="py-1 text-right font-semibold tabular-nums">{dish.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /admin/kitchen: what to cook and deliver on a day, live; prints cleanly; marks a slot's orders. */
export function Component() {
  const [date, setDate] = useState('');
  const sheet = useKitchenSheet(date);
  const bulk = useBulkOrderStatus();
  const [marking, setMarking] = useState<Marking | null>(null);
  useLiveKitchenSheet();
  const data = sheet.data;

  const mark = () => {
    if (!marking) return;
    bulk.mutate(
      { orderIds: marking.orderIds, newStatus: marking.newStatus },
      {
        onSuccess: ({ data: result }) => {
          setMarking(null);
          if (result.refused.length === 0)
            toast.success(`${result.updated.length} orders ${marking.label.toLowerCase()}`);
          else toast.error(`${result.refused.length} not changed: ${result.refused[0]!.message}`);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not change the orders.')),
      },
    );
  };

  const slotOrders = (slot: string, from: OrderStatus[]) =>
    (data?.deliveries ?? []).filter((d) => d.slot === slot && from.includes(d.status)).map((d) => d.order_id);

  return (
    <section className="flex flex-col gap-6">
      <title>Kitchen · Lunch</title>
      <PageHeader
        title={data ? `Kitchen sheet · ${formatDay(data.date)}` : 'Kitchen sheet'}
        description="What to cook and deliver. Updates as orders arrive."
        actions={
          <div className="flex flex-wrap items-end gap-2 print:hidden">
            <TextField
              label="Delivery day"
              type="date"
              value={date || data?.date || ''}
              onChange={(event) => setDate(event.target.value)}
            />
            <a
              href={kitchenCsvUrl(date || data?.date || '')}
              download
              className={buttonClasses('secondary', 'md')}
            >
              <Download className="size-4" aria-hidden="true" />
              CSV
            </a>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              Print
            </Button>
          </div>
        }
      />
      {sheet.isPending ? (
        <Spinner label="Loading the kitchen sheet..." showLabel className="justify-center py-10" />
      ) : sheet.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-danger-700">
          <p>{errorMessage(sheet.error, 'Could not load the kitchen sheet.')}</p>
          <Button variant="secondary" size="sm" onClick={() => void sheet.refetch()}>
            Try again
          </Button>
        </div>
      ) : data && data.deliveries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line-strong bg-white px-6 py-12 text-center text-ink-soft">
          No orders to cook for {formatDay(data.date)} yet.
        </p>
      ) : data ? (
        <>
          <section
            aria-labelledby="dishes-heading"
            className="rounded-2xl border border-line bg-white p-4 shadow-xs print:border-0 print:p-0 print:shadow-none"
          >
            <h2 id="dishes-heading" className="mb-2 text-lg font-semibold">
              To cook: {data.deliveries.length} {data.deliveries.length === 1 ? 'order' : 'orders'}
            </h2>
            <DishTable dishes={data.dishes} caption="Dishes for the day" />
          </section>
          {data.slots.map((slot) => {
            const toSend = slotOrders(slot.slot, ['PENDING', 'CONFIRMED']);
            const onTheWay = slotOrders(slot.slot, ['OUT_FOR_DELIVERY']);
            return (
              <section
                key={slot.slot}
                aria-label={`Slot ${slot.slot}`}
                className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-xs print:break-inside-avoid print:border-0 print:border-t print:p-0 print:pt-3 print:shadow-none"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-lg font-semibold">
                    {slot.slot} · {slot.orders} {slot.orders === 1 ? 'order' : 'orders'}
                  </h2>
                  <div className="flex flex-wrap gap-2 print:hidden">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={toSend.length === 0}
                      onClick={() =>
                        setMarking({
                          slot: slot.slot,
                          orderIds: toSend,
                          newStatus: 'OUT_FOR_DELIVERY',
                          label: 'Out for delivery',
                        })
                      }
                    >
                      Mark out for delivery
                    </Button>
                    <Button
                      size="sm"
                      disabled={onTheWay.length === 0}
                      onClick={() =>
                        setMarking({
                          slot: slot.slot,
                          orderIds: onTheWay,
                          newStatus: 'DELIVERED',
                          label: 'Delivered',
                        })
                      }
                    >
                      Mark delivered
                    </Button>
                  </div>
                </div>
                <DishTable dishes={slot.dishes} caption={`Dishes for ${slot.slot}`} />
                <ul
                  className="flex flex-col divide-y divide-line text-sm"
                  aria-label={`Deliveries at ${slot.slot}`}
                >
                  {data.deliveries
                    .filter((delivery) => delivery.slot === slot.slot)
                    .map((delivery) => (
                      <li
                        key={delivery.order_id}
                        className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:gap-4"
                      >
                        <div className="min-w-0 flex-1">
                          <p className="font-medium">
                            {delivery.employee_name} · {delivery.company_name}
                          </p>
                          <p className="text-ink-soft">{delivery.address}</p>
                          <p>{delivery.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}</p>
                        </div>
                        <OrderStatusBadge status={delivery.status} />
                      </li>
                    ))}
                </ul>
              </section>
            );
          })}
        </>
      ) : null}
      <ConfirmDialog
        open={marking !== null}
        title={
          marking
            ? `Mark ${marking.orderIds.length} orders at ${marking.slot} as ${marking.label.toLowerCase()}?`
            : ''
        }
        message="Each employee is emailed about the change."
        confirmLabel={marking?.label ?? 'Confirm'}
        loading={bulk.isPending}
        loadingLabel="Saving..."
        onConfirm={mark}
        onCancel={() => setMarking(null)}
      />
    </section>
  );
}
