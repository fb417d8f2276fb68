import type { Order, OrderEvent, Page } from '@lunch/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiUrl } from './api-client';

/** Puts a changed order in place of its row in every cached page under `queryKey`. */
export function replaceCachedOrder(queryClient: QueryClient, queryKey: QueryKey, order: Order) {
  queryClient.setQueriesData<Page<Order>>({ queryKey }, (page) =>
    page ? { ...page, list: page.list.map((row) => (row.id === order.id ? order : row)) } : page,
  );
}

/**
 * GET /api/orders/events (Server-Sent Events, same-origin cookie): `order.updated` when an order's
 * status changes (its employee and admins hear it), `order.placed` when one is placed (admins only).
 * The browser reconnects by itself; `onReconnect` then lets the page refetch what it missed.
 */
export function useOrderStream(handlers: { onEvent(event: OrderEvent): void; onReconnect(): void }) {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    const source = new EventSource(apiUrl('/orders/events'));
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) handlersRef.current.onReconnect();
      opened = true;
    });
    const onMessage = (message: Event) => {
      let event: OrderEvent;
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as OrderEvent;
      } catch {
        return; // A malformed message is ignored; the next refetch corrects the list.
      }
      handlersRef.current.onEvent(event);
    };
    source.addEventListener('order.updated', onMessage);
    source.addEventListener('order.placed', onMessage);
    return () => source.close();
  }, []);
}
