import { PAGE_SIZES } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

export type CustomerListParams = { page: number; query: string };

/** GET /api/users — every company and employee account (admin), newest first. */
export const customersQuery = (params: CustomerListParams) =>
  queryOptions({
    ...apiQuery('/users', { query: { ...params, limit: PAGE_SIZES.default } }),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (params: CustomerListParams) => useQuery(customersQuery(params));
