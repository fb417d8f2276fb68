import type { QueryClient } from '@tanstack/react-query';
import { queryKey } from '../../../lib/api-query';

/**
 * What an order placed, placed again or cancelled changes for the employee: their orders, their
 * figures (orders, spend, balance), what is left of their day and month before ordering, and the
 * portions left on the menu. Resolves once the ones on screen are fetched again.
 */
export function refreshAfterOrder(queryClient: QueryClient) {
  const changed = [
    queryKey('/orders'),
    queryKey('/analytics/employee'),
    queryKey('/orders/delivery-options'),
    queryKey('/food-menu'),
  ];
  return Promise.all(changed.map((key) => queryClient.invalidateQueries({ queryKey: key })));
}
