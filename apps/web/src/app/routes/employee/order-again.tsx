import type { Order } from '@lunch/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OrderAgainDialog } from '../../../features/cart/components/order-again-dialog';
import type { CartDelivery } from '../../../features/cart/types';
import { useDeliveryOptions } from '../../../features/delivery/api/get-delivery-options';
import { paths } from '../../../lib/paths';
import type { MenuState } from './use-checkout';

/**
 * "Order again" of My orders: the dialog to choose the day and time, which fills the cart with the
 * order's dishes; then the menu of that day with the cart open, where the employee checks out.
 */
export function OrderAgain({ order, onClose }: { order: Order; onClose: () => void }) {
  const delivery = useDeliveryOptions();
  const navigate = useNavigate();
  // The dialog leaves the page when it closes: the keyboard goes back to the button that opened it.
  const [opener] = useState(() => document.activeElement);
  const close = () => {
    onClose();
    if (opener instanceof HTMLElement) opener.focus();
  };
  const toMenu = (choice: CartDelivery) => {
    const state: MenuState = { openCart: true };
    navigate(`${paths.employee.overview}?day=${choice.date}`, { state });
  };
  return <OrderAgainDialog lines={order.items} delivery={delivery} onClose={close} onFilled={toMenu} />;
}
