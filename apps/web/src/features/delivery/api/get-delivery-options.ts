import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/**
 * GET /api/orders/delivery-options — the days the employee may order for, their slot and their
 * company's rules, for the server's default address; `deliveryOptionsFor(addressId)` the same for one
 * of the employee's addresses (its zone's days, slots, cut-off and fee, and whether it is served).
 * Both share the key prefix `queryKey('/orders/delivery-options')`, which an order refreshes.
 */
export const deliveryOptionsQuery = queryOptions({
  ...apiQuery('/orders/delivery-options'),
  // Cut-offs pass while the page is open.
  refetchInterval: 60_000,
});

export const deliveryOptionsFor = (addressId: string) =>
  queryOptions({
    ...apiQuery('/orders/delivery-options', { query: { address_id: addressId } }),
    refetchInterval: 60_000,
  });

export const useDeliveryOptions = () => useQuery(deliveryOptionsQuery);
