import { PAGE_SIZES } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** GET /api/orders — the employee's own orders, newest first, 10 per page. */
export const myOrdersQuery = (page: number) =>
  queryOptions({
    ...apiQuery('/orders', { query: { page, limit: PAGE_SIZES.default } }),
    placeholderData: keepPreviousData,
  });

export const useMyOrders = (page: number) => useQuery(myOrdersQuery(page));
