import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/**
 * GET /api/orders/delivery-options?address_id= — the delivery options for one of the employee's
 * addresses: its zone's days, slots and cut-off, its fee, and whether it is served. (Without an
 * address: `features/delivery`'s `deliveryOptionsQuery`, the server's default address; both share
 * the key prefix `queryKey('/orders/delivery-options')`, which an order refreshes.)
 */
export const addressDeliveryOptionsQuery = (addressId: string) =>
  queryOptions({
    ...apiQuery('/orders/delivery-options', { query: { address_id: addressId } }),
    // Cut-offs pass while the page is open.
    refetchInterval: 60_000,
  });
