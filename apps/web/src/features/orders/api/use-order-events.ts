import type { Order, Page } from '@lunch/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { queryKey } from '../../../lib/api-query';
import { replaceCachedOrder, useOrderStream } from '../../../lib/order-stream';

/** The order as the cached lists show it now, before an update replaces it. */
function cachedOrder(queryClient: QueryClient, id: string): Order | undefined {
  for (const [, page] of queryClient.getQueriesData<Page<Order>>({ queryKey: queryKey('/orders') })) {
    const found = page?.list?.find((row) => row.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The employee's live order updates: each change (its status, its rider, its pick-up, hand-over,
 * failure or lateness, its problem report) replaces the order in the cached lists and calls
 * `onUpdate` with the order as it was shown before (undefined when it was not); after a reconnect
 * the lists are refetched so nothing missed stays stale.
 */
export function useOrderEvents(onUpdate: (order: Order, before: Order | undefined) => void) {
  const queryClient = useQueryClient();
  useOrderStream({
    onEvent: (event) => {
      if (event.type !== 'order.updated') return;
      const before = cachedOrder(queryClient, event.order.id);
      replaceCachedOrder(queryClient, queryKey('/orders'), event.order);
      onUpdate(event.order, before);
    },
    onReconnect: () => void queryClient.invalidateQueries({ queryKey: queryKey('/orders') }),
  });
}
