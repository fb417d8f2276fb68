import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { cartActions, useCart } from '../../../features/cart/cart-store';
import { usePlaceOrder } from '../../../features/orders/api/place-order';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/**
 * Checks the cart out for `deliveryDate` (once, whatever the retries: the cart's idempotency key);
 * on success empties the cart, calls `onPlaced` and goes to My orders.
 */
export function useCheckout(deliveryDate: string, onPlaced: () => void) {
  const cart = useCart();
  const placeOrder = usePlaceOrder();
  const navigate = useNavigate();

  const checkout = () =>
    placeOrder.mutate(
      {
        order: {
          foodItems: cart.lines.map((line) => ({ food_menu: line.id, quantity: line.quantity })),
          ...(deliveryDate ? { delivery_date: deliveryDate } : {}),
        },
        idempotencyKey: cart.checkoutKey,
      },
      {
        onSuccess: (result) => {
          cartActions.clear();
          onPlaced();
          toast.success(result.message || 'Checkout Successfull');
          navigate(paths.employee.orders);
        },
        onError: (error) => toast.error(errorMessage(error, 'An error occurred while checking out.')),
      },
    );

  return { checkout, checkingOut: placeOrder.isPending };
}
