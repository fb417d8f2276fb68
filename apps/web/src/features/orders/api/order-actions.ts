import type { RateOrderInput } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';
import { refreshAfterOrder } from './refresh-after-order';

/** POST /api/orders/:id/rating — stars and an optional comment; rating again replaces it. */
export function useRateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, rating }: { orderId: string; rating: RateOrderInput }) =>
      api.post('/orders/:id/rating', { params: { id: orderId }, body: rating }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('/orders') }),
  });
}

/** POST /api/orders/:id/cancel — the employee cancels their order before the cut-off; refunded. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api.post('/orders/:id/cancel', { params: { id: orderId } }),
    onSuccess: () => refreshAfterOrder(queryClient),
  });
}
