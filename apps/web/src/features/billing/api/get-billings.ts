import { type Billing, PAGE_SIZES, type Page } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/billings — the company's wallet movements (top-ups, order charges, refunds), newest first. */
export const billingsQuery = (page: number) =>
  queryOptions({
    queryKey: ['billings', { page }] as const,
    queryFn: ({ signal }) =>
      apiGet<Page<Billing>>('/billings', { page, limit: PAGE_SIZES.default }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useBillings = (page: number) => useQuery(billingsQuery(page));
