import { formatNaira } from '@lunch/contract';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { cartActions, lineTotal, useCart } from '../cart-store';

export type CartPanelProps = {
  open: boolean;
  onClose: () => void;
  /** What the employee can still spend this month (kobo); undefined while unknown. */
  remainingKobo: number | undefined;
  onCheckout: () => void;
  checkingOut: boolean;
};

/**
 * The cart (spec §2, §4): lines with name, line total, minus (never below 1), plus and remove;
 * 'Total:', Close Cart and Checkout. Shows what is left of the monthly budget and warns when the
 * cart costs more.
 */
export function CartPanel({ open, onClose, remainingKobo, onCheckout, checkingOut }: CartPanelProps) {
  const cart = useCart();
  const isEmpty = cart.lines.length === 0;
  const overBudget = remainingKobo !== undefined && cart.totalKobo > remainingKobo;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Shopping Cart"
      dismissible={!checkingOut}
      footer={
        isEmpty ? null : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={checkingOut}>
              Close Cart
            </Button>
            <Button onClick={onCheckout} loading={checkingOut} loadingText="Checking out...">
              Checkout
            </Button>
          </>
        )
      }
    >
      {isEmpty ? (
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <p className="text-ink-soft">Your cart is empty.</p>
          <Button onClick={onClose}>Start Shopping</Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col divide-y divide-line" aria-label="Cart items">
            {cart.lines.map((line) => (
              <li key={line.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{line.name}</p>
                  <p className="text-sm text-ink-soft tabular-nums">{formatNaira(lineTotal(line))}</p>
                </div>
                <fieldset className="flex items-center gap-1">
                  <legend className="sr-only">Quantity of {line.name}</legend>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`One less ${line.name}`}
                    disabled={line.quantity <= 1 || checkingOut}
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
                    disabled={checkingOut}
                    onClick={() => cartActions.setQuantity(line.id, line.quantity + 1)}
                  >
                    <Plus className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${line.name}`}
                    disabled={checkingOut}
                    onClick={() => cartActions.remove(line.id)}
                  >
                    <Trash2 className="size-4 text-danger-700" aria-hidden="true" />
                  </Button>
                </fieldset>
              </li>
            ))}
          </ul>
          <p className="flex items-baseline justify-between border-t border-line pt-3 text-lg font-bold">
            <span>Total:</span>
            <span className="tabular-nums" data-testid="cart-total">
              {formatNaira(cart.totalKobo)}
            </span>
          </p>
          {remainingKobo !== undefined ? (
            <p className="text-sm text-ink-soft">
              Left to spend this month: <span className="font-semibold">{formatNaira(remainingKobo)}</span>
            </p>
          ) : null}
          {overBudget ? (
            <p role="alert" className="rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-800">
              This cart costs more than you have left this month. Remove something, or the checkout will be
              refused.
            </p>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
