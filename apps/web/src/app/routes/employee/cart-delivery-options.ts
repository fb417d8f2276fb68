import type { Address, DeliveryOptions } from '@lunch/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { addressesQuery, useAddresses } from '../../../features/addresses/api/addresses';
import { cartAddress } from '../../../features/cart/address-choice';
import { type Cart, cartActions, useCart } from '../../../features/cart/cart-store';
import {
  deliveryOptionsFor,
  deliveryOptionsQuery,
  useDeliveryOptions,
} from '../../../features/delivery/api/get-delivery-options';
import { ApiError } from '../../../lib/api-client';

type CartPlace = Pick<Cart, 'addressId' | 'delivery'>;

/** The cart's address: chosen in the cart, else the default of its day (else of the first open day). */
const addressOf = (
  base: DeliveryOptions | undefined,
  addresses: readonly Address[] | undefined,
  cart: CartPlace,
) =>
  addresses ? cartAddress(addresses, cart.addressId, cart.delivery?.date ?? base?.default_date) : undefined;

/**
 * The address whose delivery options are asked for beyond the server's default ones (`base`, those
 * of the default address of the first open day): the cart's address when it is another; null when
 * `base` is for it, or while the addresses or `base` are not known.
 */
const otherThan = (base: DeliveryOptions | undefined, address: Address | undefined) =>
  base && address && address.id !== base.address_id ? address.id : null;

/**
 * For the page's loader (first paint): the delivery options of the cart's address, fetched with the
 * employee's addresses; null when they could not be loaded (the page shows why).
 */
export async function loadCartDeliveryOptions(queryClient: QueryClient): Promise<DeliveryOptions | null> {
  const [base, addresses] = await Promise.all([
    queryClient.fetchQuery(deliveryOptionsQuery).catch(() => null),
    queryClient.fetchQuery(addressesQuery).catch(() => undefined),
  ]);
  const other = otherThan(base ?? undefined, addressOf(base ?? undefined, addresses, cartActions.snapshot()));
  if (!base || other === null) return base;
  return queryClient.fetchQuery(deliveryOptionsFor(other)).catch(() => null);
}

/**
 * The menu page's delivery options: those of the cart's address (`GET /orders/delivery-options`,
 * with `address_id` when it is not the server's default), so that the days, slots, fee and whether
 * it is served follow the address chosen in the cart. `updating` while the options of a newly
 * chosen address load (those of the previous one show meanwhile). An address deleted meanwhile (404)
 * is forgotten, and the address book fetched again.
 */
export function useCartDeliveryOptions() {
  const cart = useCart();
  const base = useDeliveryOptions();
  const addresses = useAddresses();
  const address = addressOf(base.data, addresses.data, cart);
  const other = otherThan(base.data, address);
  const forOther = useQuery({
    ...deliveryOptionsFor(other ?? ''),
    enabled: other !== null,
    placeholderData: (previous) => previous ?? base.data,
  });
  const gone = other !== null && forOther.error instanceof ApiError && forOther.error.status === 404;
  const refetchAddresses = addresses.refetch;
  useEffect(() => {
    if (!gone) return;
    cartActions.setAddress(null);
    void refetchAddresses();
  }, [gone, refetchAddresses]);

  return {
    delivery: other === null ? base : forOther,
    addresses: addresses.data,
    address,
    updating: other !== null && forOther.isPlaceholderData,
  };
}
