import { type Order, PAGE_SIZES, type Page } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const myOrderKeys = {
  all: ['my-orders'] as const,
  page: (page: number) => ['my-orders', page] as const,
};

/** GET /api/orders — the employee's own orders, newest first, 10 per page. */
export const myOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: myOrderKeys.page(page),
    queryFn: ({ signal }) => apiGet<Page<Order>>('/orders', { page, limit: PAGE_SIZES.default }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMyOrders = (page: number) => useQuery(myOrdersQuery(page));
