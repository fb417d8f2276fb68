import type { Order } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { replaceCachedOrder, useOrderStream } from '../../../lib/order-stream';
import { orderKeys } from './get-orders';

/**
 * Keeps the admin's order lists live: a status change (made by any admin) updates its row in place,
 * a new order refetches the lists and calls `onPlaced`; after a reconnect everything is refetched.
 */
export function useLiveOrders(onPlaced: (order: Order) => void) {
  const queryClient = useQueryClient();
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['admin-analytics'] });
  };
  useOrderStream({
    onEvent: (event) => {
      if (event.type === 'order.updated') {
        replaceCachedOrder(queryClient, orderKeys.all, event.order);
        return;
      }
      refetch();
      onPlaced(event.order);
    },
    onReconnect: refetch,
  });
}
