import { PAGE_SIZES } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

export type JobQueueParams = { page: number };

/** GET /api/admin/jobs — how many jobs are in each state, and a page of the failed ones (admin). */
export const jobQueueQuery = (params: JobQueueParams) =>
  queryOptions({
    ...apiQuery('/admin/jobs', { query: { ...params, limit: PAGE_SIZES.default } }),
    placeholderData: keepPreviousData,
  });

export const useJobQueue = (params: JobQueueParams) => useQuery(jobQueueQuery(params));
