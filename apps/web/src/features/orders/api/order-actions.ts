import type { Order, OrderRating, RateOrderInput } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { myOrderKeys } from './get-my-orders';

/** POST /api/orders/:id/reorder — the same dishes at today's prices for the next open date. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, idempotencyKey }: { orderId: string; idempotencyKey: string }) =>
      apiPost<Order>(`/orders/${orderId}/reorder`, undefined, {
        headers: { 'idempotency-key': idempotencyKey },
      }),
    // The order list and every balance figure change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** POST /api/orders/:id/rating — stars and an optional comment; rating again replaces it. */
export function useRateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, rating }: { orderId: string; rating: RateOrderInput }) =>
      apiPost<OrderRating>(`/orders/${orderId}/rating`, rating),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrderKeys.all }),
  });
}

/** POST /api/orders/:id/cancel — the employee cancels their order before the cut-off; refunded. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiPost<Order>(`/orders/${orderId}/cancel`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
