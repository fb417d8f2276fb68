import type { Order } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKey } from '../../../lib/api-query';
import { replaceCachedOrder, useOrderStream } from '../../../lib/order-stream';
import { refreshAdminAnalytics } from './refresh-admin-analytics';

/**
 * Keeps the admin's order lists live: a status change (made by any admin) updates its row in place,
 * a new order refetches the lists and calls `onPlaced`; after a reconnect everything is refetched.
 */
export function useLiveOrders(onPlaced: (order: Order) => void) {
  const queryClient = useQueryClient();
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: queryKey('/orders') });
    refreshAdminAnalytics(queryClient);
  };
  useOrderStream({
    onEvent: (event) => {
      if (event.type === 'order.updated') {
        replaceCachedOrder(queryClient, queryKey('/orders'), event.order);
        return;
      }
      refetch();
      onPlaced(event.order);
    },
    onReconnect: refetch,
  });
}
