import { type Order, type OrderStatus, PAGE_SIZES, type Page } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type OrderListParams = { page: number; status: OrderStatus | '' };

export const orderKeys = {
  all: ['admin-orders'] as const,
  list: (params: OrderListParams) => ['admin-orders', params] as const,
};

/** GET /api/orders — every order (admin), newest first, optionally of one status. */
export const ordersQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) =>
      apiGet<Page<Order>>(
        '/orders',
        { page: params.page, status: params.status, limit: PAGE_SIZES.default },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useOrders = (params: OrderListParams) => useQuery(ordersQuery(params));
