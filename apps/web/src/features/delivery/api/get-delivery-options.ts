import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** GET /api/orders/delivery-options — the days the employee may order for, their slot and their company's rules. */
export const deliveryOptionsQuery = queryOptions({
  ...apiQuery('/orders/delivery-options'),
  // Cut-offs pass while the page is open.
  refetchInterval: 60_000,
});

export const useDeliveryOptions = () => useQuery(deliveryOptionsQuery);
