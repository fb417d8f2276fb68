import { formatNaira } from '@lunch/contract';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cartActions } from '../cart-store';
import { type CartLine, lineTotal } from '../types';

/**
 * The cart's lines: name (with its restaurant when `showRestaurant`, the cart holding several), line
 * total, minus (never below 1), the quantity, plus and remove.
 */
export function CartLines({
  lines,
  disabled,
  showRestaurant = false,
}: {
  lines: readonly CartLine[];
  disabled: boolean;
  showRestaurant?: boolean;
}) {
  return (
    <ul className="flex flex-col divide-y divide-line" aria-label="Cart items">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words">{line.name}</p>
            {showRestaurant && line.restaurant ? (
              <p className="text-sm break-words text-ink-soft">{line.restaurant.name}</p>
            ) : null}
            <p className="text-sm text-ink-soft tabular-nums">{formatNaira(lineTotal(line))}</p>
          </div>
          <fieldset className="flex items-center gap-1">
            <legend className="sr-only">Quantity of {line.name}</legend>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`One less ${line.name}`}
              disabled={line.quantity <= 1 || disabled}
              onClick={() => cartActions.setQuantity(line.id, line.quantity - 1)}
            >
              <Minus className="size-4" aria-hidden="true" />
            </Button>
            <output className="min-w-8 text-center font-semibold tabular-nums" aria-live="polite">
              {line.quantity}
            </output>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`One more ${line.name}`}
              disabled={disabled}
              onClick={() => cartActions.setQuantity(line.id, line.quantity + 1)}
            >
              <Plus className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${line.name}`}
              disabled={disabled}
              onClick={() => cartActions.remove(line.id)}
            >
              <Trash2 className="size-4 text-danger-700" aria-hidden="true" />
            </Button>
          </fieldset>
        </li>
      ))}
    </ul>
  );
}
