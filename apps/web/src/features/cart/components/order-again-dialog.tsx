import { type DeliveryOptions, formatNaira } from '@lunch/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Loaded, type LoadedQuery, LoadFailure } from '../../../components/ui/loaded';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDishes } from '../api/cart-dishes';
import { cartActions, useCart } from '../cart-store';
import { defaultChoice, isOpenChoice } from '../delivery-choice';
import { leftOutNotice, type PastLine, planRefill, type Refill } from '../refill';
import type { CartDelivery } from '../types';
import { DeliveryFields } from './delivery-fields';

/** The dishes going into the cart at today's prices, and those left out. */
function RefillList({ refill }: { refill: Refill }) {
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y divide-line" aria-label="Dishes for your cart">
        {refill.lines.map((line) => (
          <li key={line.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="min-w-0 break-words">
              {line.quantity} × {line.name}
            </span>
            <span className="shrink-0 text-right tabular-nums">
              {formatNaira(line.priceKobo * line.quantity)}
              {line.priceKobo === line.wasKobo ? null : (
                <span className="block text-xs text-ink-soft">
                  now {formatNaira(line.priceKobo)} each, was {formatNaira(line.wasKobo)}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {refill.leftOut.length > 0 ? (
        <p className="rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-800">
          Left out: {refill.leftOut.map((dish) => `${dish.name} (${dish.why})`).join(', ')}.
        </p>
      ) : null}
    </div>
  );
}

/**
 * "Order again": the employee picks the day and time, sees the order's dishes at today's prices
 * (and which are no longer available), and puts them in the cart, replacing what it held. Nothing
 * is ordered or charged here: the employee checks the cart out like any other.
 */
export function OrderAgainDialog({
  lines,
  delivery,
  onClose,
  onFilled,
}: {
  lines: readonly PastLine[];
  delivery: LoadedQuery<DeliveryOptions>;
  onClose: () => void;
  /** The cart holds the dishes now, for `choice`. */
  onFilled: (choice: CartDelivery) => void;
}) {
  const cart = useCart();
  const dishes = useDishes([...new Set(lines.map((line) => line.food_menu))]);
  const [picked, setPicked] = useState<CartDelivery | null>(null);
  const options = delivery.data;
  const remembered = options && isOpenChoice(options, cart.delivery) ? cart.delivery : null;
  const choice = picked ?? remembered ?? (options ? defaultChoice(options) : null);
  const weekDay = options?.days.find((day) => day.date === choice?.date)?.week_day;
  const refill = dishes.isPending || dishes.error ? null : planRefill(lines, dishes.dishes, weekDay);

  const fill = () => {
    if (!choice || !refill) return;
    cartActions.fill(
      refill.lines.map(({ wasKobo: _, ...line }) => line),
      choice,
      leftOutNotice(refill),
    );
    onFilled(choice);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Order again"
      description="Puts this order's dishes in your cart at today's prices. Nothing is charged until you check out."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={fill} disabled={!choice || !refill || refill.lines.length === 0}>
            Put in my cart
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Loaded
          query={delivery}
          loading="Loading delivery days..."
          showLabel
          size="sm"
          failure="Could not load the delivery days."
        >
          {(loaded) =>
            choice ? (
              <DeliveryFields options={loaded} value={choice} onChange={setPicked} />
            ) : (
              <p className="text-sm text-warning-800">No day is open for ordering right now.</p>
            )
          }
        </Loaded>
        {dishes.error ? (
          <LoadFailure
            message={errorMessage(dishes.error, 'Could not load the dishes.')}
            onRetry={() => void dishes.refetch()}
            retrying={dishes.isFetching}
          />
        ) : null}
        {dishes.isPending ? <Spinner size="sm" label="Loading the dishes..." showLabel /> : null}
        {refill ? <RefillList refill={refill} /> : null}
        {refill && refill.lines.length > 0 && cart.count > 0 ? (
          <p className="text-sm text-ink-soft">
            This replaces the {cart.count} {cart.count === 1 ? 'item' : 'items'} now in your cart.
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
