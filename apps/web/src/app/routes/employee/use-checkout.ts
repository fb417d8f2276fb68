import { type Address, type DeliveryOptions, isAwaitingPayment } from '@lunch/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { fetchDishesOn } from '../../../features/cart/api/cart-dishes';
import { type Cart, cartActions, sameDelivery, useCart } from '../../../features/cart/cart-store';
import type { CartPanelProps } from '../../../features/cart/components/cart-panel';
import { settleChoice } from '../../../features/cart/delivery-choice';
import { choiceText, explainRefusal } from '../../../features/cart/refusal';
import type { CartDelivery } from '../../../features/cart/types';
import {
  deliveryOptionsFor,
  deliveryOptionsQuery,
} from '../../../features/delivery/api/get-delivery-options';
import { usePlaceOrder } from '../../../features/orders/api/place-order';
import { refreshAfterOrder } from '../../../features/orders/api/refresh-after-order';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** What the menu page is sent with to show the cart open at once ("Order again"). */
export type MenuState = { openCart?: boolean };

/** Where the cart is checked out to: the address its delivery options are for, as the address book has it. */
export type CheckoutAddress = { id: string | null; address: Address | undefined };

/**
 * Why the cart's checkout was refused (409), from what is fetched again after it: the delivery
 * options of its address and the cart's dishes on the menu of the day (portions left). Everything
 * the employee sees of the day, the month and the menu is fetched again too, so the figures agree.
 */
async function refusalOf(queryClient: QueryClient, cart: Cart, to: CheckoutAddress, serverMessage: string) {
  try {
    await refreshAfterOrder(queryClient);
    const options = await queryClient.fetchQuery(to.id ? deliveryOptionsFor(to.id) : deliveryOptionsQuery);
    const date = cart.delivery?.date ?? options.default_date;
    const ids = cart.lines.map((line) => line.id);
    const dishes = date ? await fetchDishesOn(queryClient, date, ids) : new Map();
    const { lines, delivery: choice } = cart;
    return explainRefusal({ lines, choice, options, address: to.address, dishes, serverMessage });
  } catch {
    return { problems: [{ reason: serverMessage, fix: null }] };
  }
}

/**
 * Checks the cart out for its day and slot, to the address `to` (once, whatever the retries: the
 * cart's idempotency key); on success empties the cart, calls `onPlaced` and goes to My orders. A
 * refusal (409) stays in the cart, with its fix. With `payDifference` (the cart showed the split)
 * the order waits for the employee's part (202): the cart is emptied and the browser goes to the
 * payment page, which returns to My orders.
 */
export function useCheckout(onPlaced: () => void, to: CheckoutAddress) {
  const placeOrder = usePlaceOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [explaining, setExplaining] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const checkout = ({ payDifference }: { payDifference: boolean }) => {
    const cart = cartActions.snapshot();
    cartActions.refused(null);
    placeOrder.mutate(
      {
        order: {
          foodItems: cart.lines.map((line) => ({ food_menu: line.id, quantity: line.quantity })),
          ...(cart.delivery ? { delivery_date: cart.delivery.date, delivery_slot: cart.delivery.slot } : {}),
          ...(to.id ? { address_id: to.id } : {}),
          ...(payDifference ? { pay_difference: true } : {}),
        },
        idempotencyKey: cart.checkoutKey,
      },
      {
        onSuccess: (result) => {
          cartActions.clear();
          if (isAwaitingPayment(result.data)) {
            setLeaving(true);
            window.location.assign(result.data.authorization_url);
            return;
          }
          onPlaced();
          toast.success(result.message || 'Checkout Successfull');
          navigate(paths.employee.orders);
        },
        onError: async (error) => {
          if (!(error instanceof ApiError) || error.status !== 409) {
            toast.error(errorMessage(error, 'An error occurred while checking out.'));
            return;
          }
          setExplaining(true);
          const refusal = await refusalOf(queryClient, cart, to, error.message);
          setExplaining(false);
          // Unless the cart changed meanwhile: its refusal would be another's.
          if (cartActions.snapshot().checkoutKey === cart.checkoutKey) cartActions.refused(refusal);
        },
      },
    );
  };

  return { checkout, checkingOut: placeOrder.isPending || explaining || leaving };
}

/** Where the menu page's cart goes (`useCartDeliveryOptions`): the address's options and the address book. */
export type CartPlaceOptions = {
  options: DeliveryOptions | undefined;
  addresses: readonly Address[] | undefined;
  address: Address | undefined;
  updating: boolean;
};

/**
 * The cart of the menu page. Its day is the day the menu shows (`browsed`): choosing a day in the
 * cart moves the menu there (`setDay`), and browsing another day moves the cart, at its slot while
 * open that day. A remembered choice no longer open is dropped for the first open one, and the cart
 * says so. It is checked out to the address the options are for.
 */
export function useMenuCart(
  { options, addresses, address, updating }: CartPlaceOptions,
  browsed: string,
  setDay: (date: string) => void,
) {
  const location = useLocation();
  const [open, setOpen] = useState(() => (location.state as MenuState | null)?.openCart === true);
  const to = { id: options?.address_id ?? null, address };
  const { checkout, checkingOut } = useCheckout(() => setOpen(false), to);
  const cart = useCart();

  // Settles when the options or the day browsed change (the cart is read as it is then); not while
  // a checkout runs nor while a refusal shows: that says what closed, and offers the move itself.
  const waiting = checkingOut || cart.refusal !== null;
  useEffect(() => {
    if (!options || waiting) return;
    const wanted = cartActions.snapshot().delivery;
    const { choice, dropped } = settleChoice(options, wanted, browsed);
    if (sameDelivery(choice, wanted)) return;
    const now = choice
      ? `it is now for ${choiceText(choice, options.time_zone)}`
      : 'no day is open for ordering now';
    cartActions.setDelivery(
      choice,
      dropped && wanted
        ? `Your cart was for ${choiceText(wanted, options.time_zone)}, which is no longer open: ${now}.`
        : null,
    );
  }, [options, browsed, waiting]);

  const changeDelivery = (choice: CartDelivery) => {
    cartActions.setDelivery(choice);
    if (choice.date !== browsed) setDay(choice.date);
  };

  const panel: CartPanelProps = {
    open,
    onClose: () => setOpen(false),
    remainingKobo: undefined,
    onCheckout: checkout,
    checkingOut,
    delivery: options,
    onDeliveryChange: changeDelivery,
    addresses,
    address,
    updating,
  };
  return { open: () => setOpen(true), panel, slot: cart.delivery?.slot };
}
