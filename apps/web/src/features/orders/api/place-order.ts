import type { CreateOrderInput, Order } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type PlaceOrderInput = { order: CreateOrderInput; idempotencyKey: string };

/** POST /api/orders with an Idempotency-Key: a retried checkout of the same cart charges once. */
export const placeOrder = ({ order, idempotencyKey }: PlaceOrderInput) =>
  apiRequest<Order>('/orders', { body: order, headers: { 'idempotency-key': idempotencyKey } });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // The order list and every balance figure change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
