import type { DeliveryOptions } from '@lunch/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/orders/delivery-options — the days the employee may order for, their slot and their company's rules. */
export const deliveryOptionsQuery = queryOptions({
  queryKey: ['delivery-options'] as const,
  queryFn: ({ signal }) => apiGet<DeliveryOptions>('/orders/delivery-options', undefined, { signal }),
  // Cut-offs pass while the page is open.
  refetchInterval: 60_000,
});

export const useDeliveryOptions = () => useQuery(deliveryOptionsQuery);
