import { type Billing, PAGE_SIZES, type Page } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/billings — for an admin, every wallet movement of every company, newest first. */
export const fetchBillings = (page: number, limit: number, signal?: AbortSignal) =>
  apiGet<Page<Billing>>('/billings', { page, limit }, { signal });

export const billingsQuery = (page: number) =>
  queryOptions({
    queryKey: ['transactions', { page }] as const,
    queryFn: ({ signal }) => fetchBillings(page, PAGE_SIZES.default, signal),
    placeholderData: keepPreviousData,
  });

export const useBillings = (page: number) => useQuery(billingsQuery(page));
