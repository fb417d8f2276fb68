import type { Order, Page } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { myOrderKeys } from './get-my-orders';

type OrderEvent = { type: 'order.updated'; order: Order };

/**
 * Live order updates from GET /api/orders/events (Server-Sent Events, same-origin cookie). Each
 * `order.updated` replaces the order in the cached lists and calls `onUpdate`. The browser
 * reconnects by itself; after a reconnect the lists are refetched so nothing missed stays stale.
 */
export function useOrderEvents(onUpdate: (order: Order) => void) {
  const queryClient = useQueryClient();
  const onUpdateRef = useRef(onUpdate);
  onUpdateRef.current = onUpdate;

  useEffect(() => {
    const source = new EventSource('/api/orders/events');
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) void queryClient.invalidateQueries({ queryKey: myOrderKeys.all });
      opened = true;
    });
    source.addEventListener('order.updated', (message) => {
      let event: OrderEvent;
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as OrderEvent;
      } catch {
        return;
      }
      queryClient.setQueriesData<Page<Order>>({ queryKey: myOrderKeys.all }, (page) =>
        page
          ? { ...page, list: page.list.map((order) => (order.id === event.order.id ? event.order : order)) }
          : page,
      );
      onUpdateRef.current(event.order);
    });
    return () => source.close();
  }, [queryClient]);
}
