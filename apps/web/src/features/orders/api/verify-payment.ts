import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/**
 * GET /api/orders/:id/payment/verify — the order after the server asked the payment provider about
 * the employee's card payment of the difference (called when the payment page sends the browser
 * back to My orders with `?payment=<order id>`).
 */
export const verifyPaymentQuery = (orderId: string) =>
  queryOptions({ ...apiQuery('/orders/:id/payment/verify', { params: { id: orderId } }), staleTime: 0 });

export const useVerifyPayment = (orderId: string | null) =>
  useQuery({ ...verifyPaymentQuery(orderId ?? ''), enabled: Boolean(orderId) });
