import { addressOnOneLine, formatNaira, type Order, parseNaira } from '@lunch/contract';

/**
 * Where an order goes and what delivering it cost, as the order kept them when it was placed: its
 * address (label and one line) and, when it paid one, the delivery fee and the zone. Shown in the
 * employee's My orders and the admin's orders.
 */

/** "Home: 12 Allen Avenue, Ikeja, Lagos"; "No address" for an order placed without one. */
export function OrderAddressLine({ order }: { order: Order }) {
  const { address } = order;
  if (!address) return <span className="block text-xs text-ink-soft">No address</span>;
  return (
    <span className="block text-xs break-words" data-testid="order-address">
      <span className="font-semibold">{address.label}:</span> {addressOnOneLine(address)}
    </span>
  );
}

/**
 * "Delivery fee ₦500.00 (Lekki)" when the order paid one (the first order of its day, slot and
 * address); nothing otherwise. `paidByCompany` adds whose money it was, for the employee.
 */
export function OrderDeliveryFee({
  order,
  paidByCompany = false,
}: {
  order: Order;
  paidByCompany?: boolean;
}) {
  const fee = parseNaira(order.delivery_fee);
  if (fee <= 0) return null;
  return (
    <span className="block text-xs font-normal text-ink-soft" data-testid="order-delivery-fee">
      Delivery fee {formatNaira(fee)}
      {order.zone ? ` (${order.zone})` : ''}
      {paidByCompany ? ', paid by your company' : ''}
    </span>
  );
}
