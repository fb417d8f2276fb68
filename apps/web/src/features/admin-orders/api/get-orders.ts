import { type OrderListSort, type OrderStatus, PAGE_SIZES } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/**
 * Page, status, sort, delivery day, slot and company, and a created-at range as instants (`from`
 * inclusive, `to` exclusive).
 */
export type OrderListParams = {
  page: number;
  status: OrderStatus | '';
  sort: OrderListSort;
  delivery_date?: string;
  delivery_slot?: string;
  company_id?: string;
  from?: string;
  to?: string;
};

/**
 * GET /api/orders — every order (admin), sorted, optionally of one status, delivery day, slot and
 * company, and created in a range.
 */
export const ordersQuery = ({ status, ...params }: OrderListParams) =>
  queryOptions({
    ...apiQuery('/orders', {
      query: { ...params, status: status || undefined, limit: PAGE_SIZES.default },
    }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (params: OrderListParams) => useQuery(ordersQuery(params));
