import { PAGE_SIZES, type Page, type UserRow } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type CustomerListParams = { page: number; query: string };

export const customerKeys = {
  all: ['customers'] as const,
  list: (params: CustomerListParams) => ['customers', params] as const,
};

/** GET /api/users — every company and employee account (admin), newest first. */
export const customersQuery = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) =>
      apiGet<Page<UserRow>>('/users', { ...params, limit: PAGE_SIZES.default }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (params: CustomerListParams) => useQuery(customersQuery(params));
