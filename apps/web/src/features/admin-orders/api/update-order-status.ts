import type { Order, OrderStatus } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { replaceCachedOrder } from '../../../lib/order-stream';
import { orderKeys } from './get-orders';

/**
 * PATCH /api/orders/update-status — any status from any status. Into DECLINED/CANCELLED refunds
 * the company; out of them charges again (409 when the wallet cannot cover it).
 */
export const updateOrderStatus = (orderId: string, newStatus: OrderStatus) =>
  apiRequest<Order>('/orders/update-status', { method: 'PATCH', body: { orderId, newStatus } });

/** On success the order's row is replaced in every cached page (the row updates in place). */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, newStatus }: { orderId: string; newStatus: OrderStatus }) =>
      updateOrderStatus(orderId, newStatus),
    onSuccess: ({ data: order }) => {
      replaceCachedOrder(queryClient, orderKeys.all, order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['admin-analytics'] });
    },
  });
}
