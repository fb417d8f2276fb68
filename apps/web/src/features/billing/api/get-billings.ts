import { type ListSort, PAGE_SIZES } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

/** Page, and optionally sort and a created-at range as instants (`from` inclusive, `to` exclusive). */
export type BillingListParams = { page: number; sort?: ListSort; from?: string; to?: string };

/**
 * GET /api/billings — wallet movements (top-ups, order charges, refunds), newest first unless
 * sorted otherwise: a company sees its own, a platform admin every company's.
 */
export const fetchBillings = (params: BillingListParams, limit: number, signal?: AbortSignal) =>
  api.get('/billings', { query: { ...params, limit }, signal });

export const billingsQuery = (params: BillingListParams) =>
  queryOptions({
    ...apiQuery('/billings', { query: { ...params, limit: PAGE_SIZES.default } }),
    placeholderData: keepPreviousData,
  });

export const useBillings = (params: BillingListParams) => useQuery(billingsQuery(params));
