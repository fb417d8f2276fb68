import { PAGE_SIZES } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** GET /api/admin/bank-transfers/unmatched — bank transfers no company claims, newest first. */
export const unmatchedTransfersQuery = (page: number) =>
  queryOptions({
    ...apiQuery('/admin/bank-transfers/unmatched', { query: { page, limit: PAGE_SIZES.default } }),
    placeholderData: keepPreviousData,
  });

export const useUnmatchedTransfers = (page: number) => useQuery(unmatchedTransfersQuery(page));
