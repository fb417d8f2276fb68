import { type JobQueueOverview, PAGE_SIZES } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type JobQueueParams = { page: number };

export const jobQueueKeys = {
  all: ['job-queue'] as const,
  page: (params: JobQueueParams) => ['job-queue', params] as const,
};

/** GET /api/admin/jobs — how many jobs are in each state, and a page of the failed ones (admin). */
export const jobQueueQuery = (params: JobQueueParams) =>
  queryOptions({
    queryKey: jobQueueKeys.page(params),
    queryFn: ({ signal }) =>
      apiGet<JobQueueOverview>('/admin/jobs', { ...params, limit: PAGE_SIZES.default }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useJobQueue = (params: JobQueueParams) => useQuery(jobQueueQuery(params));
