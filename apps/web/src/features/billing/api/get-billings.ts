import { type Billing, PAGE_SIZES, type Page } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/billings — wallet movements (top-ups, order charges, refunds), newest first: a company
 * sees its own, a platform admin every company's.
 */
export const fetchBillings = (page: number, limit: number, signal?: AbortSignal) =>
  apiGet<Page<Billing>>('/billings', { page, limit }, { signal });

export const billingsQuery = (page: number) =>
  queryOptions({
    queryKey: ['billings', { page }] as const,
    queryFn: ({ signal }) => fetchBillings(page, PAGE_SIZES.default, signal),
    placeholderData: keepPreviousData,
  });

export const useBillings = (page: number) => useQuery(billingsQuery(page));
