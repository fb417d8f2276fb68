import type { Order } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKey } from '../../../lib/api-query';
import { replaceCachedOrder, useOrderStream } from '../../../lib/order-stream';

/**
 * The employee's live order updates: each status change replaces the order in the cached lists and
 * calls `onUpdate`; after a reconnect the lists are refetched so nothing missed stays stale.
 */
export function useOrderEvents(onUpdate: (order: Order) => void) {
  const queryClient = useQueryClient();
  useOrderStream({
    onEvent: (event) => {
      if (event.type !== 'order.updated') return;
      replaceCachedOrder(queryClient, queryKey('/orders'), event.order);
      onUpdate(event.order);
    },
    onReconnect: () => void queryClient.invalidateQueries({ queryKey: queryKey('/orders') }),
  });
}
