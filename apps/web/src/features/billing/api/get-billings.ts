import { type ListSort, PAGE_SIZES } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

/**
 * Page, and optionally sort, a created-at range as instants (`from` inclusive, `to` exclusive) and
 * one department's order movements (`department_id`: its id, or `none` for orders under none).
 */
export type BillingListParams = {
  page: number;
  sort?: ListSort;
  from?: string;
  to?: string;
  department_id?: string;
};

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
