import type { OrderStatus } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';
import { replaceCachedOrder } from '../../../lib/order-stream';
import { refreshAdminAnalytics } from './refresh-admin-analytics';

/**
 * PATCH /api/orders/update-status — any status from any status. Into DECLINED/CANCELLED refunds
 * the company; out of them charges again (409 when the wallet cannot cover it).
 */
export const updateOrderStatus = (orderId: string, newStatus: OrderStatus) =>
  apiEnvelope.patch('/orders/update-status', { body: { orderId, newStatus } });

/** On success the order's row is replaced in every cached page (the row updates in place). */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, newStatus }: { orderId: string; newStatus: OrderStatus }) =>
      updateOrderStatus(orderId, newStatus),
    onSuccess: ({ data: order }) => {
      replaceCachedOrder(queryClient, queryKey('/orders'), order);
      void queryClient.invalidateQueries({ queryKey: queryKey('/orders'), refetchType: 'none' });
      refreshAdminAnalytics(queryClient);
    },
  });
}
