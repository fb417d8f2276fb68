import { type Billing, type ListSort, PAGE_SIZES, type Page } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Page, and optionally sort and a created-at range as instants (`from` inclusive, `to` exclusive). */
export type BillingListParams = { page: number; sort?: ListSort; from?: string; to?: string };

/**
 * GET /api/billings — wallet movements (top-ups, order charges, refunds), newest first unless
 * sorted otherwise: a company sees its own, a platform admin every company's.
 */
export const fetchBillings = (params: BillingListParams, limit: number, signal?: AbortSignal) =>
  apiGet<Page<Billing>>('/billings', { ...params, limit }, { signal });

export const billingsQuery = (params: BillingListParams) =>
  queryOptions({
    queryKey: ['billings', params] as const,
    queryFn: ({ signal }) => fetchBillings(params, PAGE_SIZES.default, signal),
    placeholderData: keepPreviousData,
  });

export const useBillings = (params: BillingListParams) => useQuery(billingsQuery(params));
