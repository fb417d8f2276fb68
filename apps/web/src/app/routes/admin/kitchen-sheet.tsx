import { type KitchenSheet, type OrderStatus, TO_COOK_ORDER_STATUSES } from '@lunch/contract';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { Button } from '../../../components/ui/button';
import { DishTable } from '../../../features/kitchen/components/dish-table';
import { HealthWarningBadge, HealthWarningText } from '../../../features/kitchen/components/health-warning';
import { formatDay, formatSlot } from '../../../lib/format-date';

/** A slot's orders about to change status, waiting for the admin's confirmation. */
export type Marking = { slot: string; orderIds: string[]; newStatus: OrderStatus; label: string };

type Slot = KitchenSheet['slots'][number];
type Delivery = KitchenSheet['deliveries'][number];

const ordersText = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/**
 * One delivery: who and where, what (and with `showRestaurant`, the restaurant cooking it), its
 * short reference, status and any allergy/diet warning.
 */
function DeliveryRow({ delivery, showRestaurant }: { delivery: Delivery; showRestaurant: boolean }) {
  const flagged = delivery.health_conflicts.length > 0;
  return (
    <li className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1 break-words">
        <p className="font-medium">
          {delivery.employee_name} · {delivery.company_name}{' '}
          <span className="font-mono text-xs font-normal whitespace-nowrap text-ink-soft">
            Ref {delivery.ref}
          </span>
        </p>
        <p className="text-ink-soft">{delivery.address}</p>
        {showRestaurant ? (
          <p data-testid="delivery-restaurant">
            <span className="text-ink-soft">Restaurant:</span> {delivery.restaurant}
          </p>
        ) : null}
        <p>{delivery.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}</p>
        {flagged ? <HealthWarningText conflicts={delivery.health_conflicts} /> : null}
      </div>
      <div className="flex flex-wrap gap-1.5 sm:flex-col sm:items-end">
        {flagged ? <HealthWarningBadge /> : null}
        <OrderStatusBadge status={delivery.status} />
      </div>
    </li>
  );
}

/**
 * One delivery slot: its dishes, its deliveries, and (with `onMark`, the platform admin's) the
 * buttons that move its orders along.
 */
function SlotSection({
  slot,
  sheet,
  onMark,
  showRestaurant,
}: {
  slot: Slot;
  sheet: KitchenSheet;
  onMark?: (marking: Marking) => void;
  showRestaurant: boolean;
}) {
  const deliveries = sheet.deliveries.filter((delivery) => delivery.slot === slot.slot);
  const ordersIn = (from: OrderStatus[]) =>
    deliveries.filter((delivery) => from.includes(delivery.status)).map((delivery) => delivery.order_id);
  const toSend = ordersIn([...TO_COOK_ORDER_STATUSES]);
  const onTheWay = ordersIn(['OUT_FOR_DELIVERY']);
  const time = deliveries[0] ? formatSlot(sheet.date, slot.slot, deliveries[0].time_zone) : slot.slot;
  return (
    <section
      aria-label={`Slot ${slot.slot}`}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-xs print:break-inside-avoid print:border-0 print:border-t print:p-0 print:pt-3 print:shadow-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {time} · {ordersText(deliveries.length)}, {slot.orders} to cook
        </h2>
        {onMark ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button
              size="sm"
              variant="secondary"
              disabled={toSend.length === 0}
              onClick={() =>
                onMark({
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
                onMark({ slot: slot.slot, orderIds: onTheWay, newStatus: 'DELIVERED', label: 'Delivered' })
              }
            >
              Mark delivered
            </Button>
          </div>
        ) : null}
      </div>
      {slot.dishes.length > 0 ? <DishTable dishes={slot.dishes} caption={`Dishes for ${slot.slot}`} /> : null}
      <ul className="flex flex-col divide-y divide-line text-sm" aria-label={`Deliveries at ${slot.slot}`}>
        {deliveries.map((delivery) => (
          <DeliveryRow key={delivery.order_id} delivery={delivery} showRestaurant={showRestaurant} />
        ))}
      </ul>
    </section>
  );
}

/** A day's kitchen sheet: what to cook in all, then each slot; or that nothing is ordered yet. */
export function KitchenSheetView({
  sheet,
  onMark,
  showRestaurant = false,
}: {
  sheet: KitchenSheet;
  /** The platform admin marks a slot's orders; without it (a restaurant's sheet) there are no buttons. */
  onMark?: (marking: Marking) => void;
  /** Each delivery names its restaurant (the platform admin's sheet of every restaurant). */
  showRestaurant?: boolean;
}) {
  const toCook = sheet.slots.reduce((sum, slot) => sum + slot.orders, 0);
  if (sheet.deliveries.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-line-strong bg-white px-6 py-12 text-center text-ink-soft">
        No orders to cook for {formatDay(sheet.date)} yet.
      </p>
    );
  return (
    <>
      <section
        aria-labelledby="dishes-heading"
        className="rounded-2xl border border-line bg-white p-4 shadow-xs print:border-0 print:p-0 print:shadow-none"
      >
        <h2 id="dishes-heading" className="mb-2 text-lg font-semibold">
          To cook: {ordersText(toCook)}
        </h2>
        {toCook > 0 ? (
          <DishTable dishes={sheet.dishes} caption="Dishes for the day" />
        ) : (
          <p className="text-ink-soft">Nothing left to cook: every order is out for delivery or delivered.</p>
        )}
      </section>
      {sheet.slots.map((slot) => (
        <SlotSection
          key={slot.slot}
          slot={slot}
          sheet={sheet}
          onMark={onMark}
          showRestaurant={showRestaurant}
        />
      ))}
    </>
  );
}
