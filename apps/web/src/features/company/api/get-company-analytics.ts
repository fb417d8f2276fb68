import type { CompanyAnalytics, DailySeries } from '@lunch/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/analytics/company — orders, balance, employees, amount spent. */
export const companyAnalyticsQuery = queryOptions({
  queryKey: ['company', 'analytics'] as const,
  queryFn: ({ signal }) => apiGet<CompanyAnalytics>('/analytics/company', undefined, { signal }),
});

export const useCompanyAnalytics = () => useQuery(companyAnalyticsQuery);

/** GET /api/analytics/company/daily-spend — net spend per day (kobo) for the last 30 days. */
export const companyDailySpendQuery = queryOptions({
  queryKey: ['company', 'daily-spend'] as const,
  queryFn: ({ signal }) => apiGet<DailySeries>('/analytics/company/daily-spend', undefined, { signal }),
});

export const useCompanyDailySpend = () => useQuery(companyDailySpendQuery);
