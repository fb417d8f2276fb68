import type { CreateOrderInput } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { refreshAfterOrder } from './refresh-after-order';

export type PlaceOrderInput = { order: CreateOrderInput; idempotencyKey: string };

/** POST /api/orders with an Idempotency-Key: a retried checkout of the same cart charges once. */
export const placeOrder = ({ order, idempotencyKey }: PlaceOrderInput) =>
  apiEnvelope.post('/orders', { body: order, headers: { 'idempotency-key': idempotencyKey } });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => refreshAfterOrder(queryClient),
  });
}
