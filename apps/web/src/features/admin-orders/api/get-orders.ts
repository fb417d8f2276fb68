import { type ListSort, type Order, type OrderStatus, PAGE_SIZES, type Page } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Page, status, sort, and a created-at range as instants (`from` inclusive, `to` exclusive). */
export type OrderListParams = {
  page: number;
  status: OrderStatus | '';
  sort: ListSort;
  from?: string;
  to?: string;
};

export const orderKeys = {
  all: ['admin-orders'] as const,
  list: (params: OrderListParams) => ['admin-orders', params] as const,
};

/** GET /api/orders — every order (admin), sorted, optionally of one status and created in a range. */
export const ordersQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) =>
      apiGet<Page<Order>>('/orders', { ...params, limit: PAGE_SIZES.default }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (params: OrderListParams) => useQuery(ordersQuery(params));
