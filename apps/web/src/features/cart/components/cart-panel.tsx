import { type Address, type DeliveryOptions, formatNaira, parseNaira } from '@lunch/contract';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { cartActions, useCart } from '../cart-store';
import { type PaySplit, paySplit } from '../pay-split';
import { afterFix } from '../refusal';
import { mixedRestaurantsText, restaurantsOf } from '../restaurants';
import type { CartDelivery, CartProblem } from '../types';
import { CartDeliverySection } from './cart-delivery';
import { CartLines } from './cart-lines';
import { CartRefusalBox } from './cart-refusal';
import { MixedRestaurants } from './mixed-restaurants';

export type CartPanelProps = {
  open: boolean;
  onClose: () => void;
  /** What the employee can still spend this month (kobo); undefined while unknown. */
  remainingKobo: number | undefined;
  /** Checkout; `payDifference`: the cart showed the split and the employee pays their part by card. */
  onCheckout: (payment: { payDifference: boolean }) => void;
  checkingOut: boolean;
  /** The days and slots open, and the address; undefined while unknown (the server then picks the first open day). */
  delivery?: DeliveryOptions;
  /** The employee chose another day or time, or a fix moved the cart (the page's day follows). */
  onDeliveryChange?: (choice: CartDelivery) => void;
  /** The employee's addresses (a choice of them shows when there are several); undefined while unknown. */
  addresses?: readonly Address[];
  /** The address the cart is for, which `delivery` follows (undefined: the one `delivery` names). */
  address?: Address;
  /** The employee chose another address (the delivery options are then asked for it). */
  onAddressChange?: (addressId: string) => void;
  /** True while the delivery options of the address chosen load: the cart cannot be checked out. */
  updating?: boolean;
};

/**
 * How the cart is paid when it costs more than the employee's company pays for it and the company
 * lets them pay the difference: said before the employee checks out.
 */
function PaySplitNote({ split }: { split: PaySplit }) {
  return (
    <div
      className="flex flex-col gap-1 rounded-lg border border-brand-700/30 bg-brand-50 px-3 py-2 text-sm text-ink"
      data-testid="cart-pay-split"
    >
      <p className="font-semibold">
        Your company pays {formatNaira(split.companyKobo)}, you pay {formatNaira(split.employeeKobo)} by card.
      </p>
      <p className="text-ink-soft">
        This cart costs more than your company pays for it (what is left of your budget, or its caps). After
        Checkout you pay your part on the payment page: the order is placed once it is paid, and cancelled if
        it is not paid within 15 minutes.
      </p>
    </div>
  );
}

/**
 * The cart (spec §2, §4): for when and where (day, time, address), lines with name, line total,
 * minus (never below 1), plus and remove; 'Total:', the delivery fee when the address's zone has
 * one (the company pays it, not the budget), Close Cart and Checkout. Shows what is left of the
 * monthly budget and warns when the cart costs more. An address the platform does not deliver to
 * cannot be checked out (the cart says so, with the way out), nor can dishes of several restaurants
 * (an order comes from one: the cart names them, with a button to keep each one's dishes). After a
 * refusal, why, with the fix. When the company lets its employees pay the difference and the cart
 * costs more than it pays (paySplit), the split instead of the warning, and Checkout says what the
 * employee pays by card.
 */
export function CartPanel({
  open,
  onClose,
  remainingKobo,
  onCheckout,
  checkingOut,
  delivery,
  onDeliveryChange = (choice) => cartActions.setDelivery(choice),
  addresses,
  address,
  onAddressChange = (addressId) => cartActions.setAddress(addressId),
  updating = false,
}: CartPanelProps) {
  const cart = useCart();
  const isEmpty = cart.lines.length === 0;
  const split = delivery
    ? paySplit(cart.totalKobo, delivery, cart.delivery?.date ?? delivery.default_date)
    : null;
  const overBudget = !split && remainingKobo !== undefined && cart.totalKobo > remainingKobo;
  const feeKobo = delivery ? parseNaira(delivery.delivery_fee) : 0;
  const notServed = delivery?.served === false;
  const restaurants = restaurantsOf(cart.lines);
  const mixed = mixedRestaurantsText(restaurants);

  const fix = (problem: CartProblem) => {
    const { refusal } = cart;
    const next = refusal ? afterFix(refusal, problem) : null;
    const action = problem.fix;
    if (action?.kind === 'move') onDeliveryChange(action.to);
    else if (action?.kind === 'reduce') cartActions.setQuantity(action.id, action.quantity);
    else if (action?.kind === 'remove') cartActions.remove(action.id);
    cartActions.refused(next);
  };

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
            <Button
              onClick={() => onCheckout({ payDifference: split !== null })}
              loading={checkingOut}
              loadingText="Checking out..."
              disabled={notServed || updating || mixed !== null}
            >
              {split ? `Checkout and pay ${formatNaira(split.employeeKobo)}` : 'Checkout'}
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
          {mixed ? (
            <MixedRestaurants message={mixed} restaurants={restaurants} disabled={checkingOut} />
          ) : null}
          {cart.refusal ? (
            <CartRefusalBox
              refusal={cart.refusal}
              timeZone={delivery?.time_zone ?? ''}
              onFix={fix}
              disabled={checkingOut}
            />
          ) : null}
          {delivery ? (
            <CartDeliverySection
              options={delivery}
              choice={cart.delivery}
              onChange={onDeliveryChange}
              notice={cart.notice}
              disabled={checkingOut}
              addresses={addresses}
              address={address}
              onAddressChange={onAddressChange}
            />
          ) : null}
          <CartLines lines={cart.lines} disabled={checkingOut} showRestaurant={restaurants.length > 1} />
          <p className="flex items-baseline justify-between border-t border-line pt-3 text-lg font-bold">
            <span>Total:</span>
            <span className="tabular-nums" data-testid="cart-total">
              {formatNaira(cart.totalKobo)}
            </span>
          </p>
          {feeKobo > 0 ? (
            <p className="-mt-2 text-sm text-ink-soft" data-testid="cart-delivery-fee">
              Delivery fee <span className="font-semibold text-ink tabular-nums">{formatNaira(feeKobo)}</span>{' '}
              — paid by your company, not from your budget
            </p>
          ) : null}
          {remainingKobo !== undefined ? (
            <p className="text-sm text-ink-soft">
              Left to spend this month: <span className="font-semibold">{formatNaira(remainingKobo)}</span>
            </p>
          ) : null}
          {split ? <PaySplitNote split={split} /> : null}
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
