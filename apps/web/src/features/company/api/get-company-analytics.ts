import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** GET /api/analytics/company — orders, balance, employees, amount spent. */
export const companyAnalyticsQuery = queryOptions(apiQuery('/analytics/company'));

export const useCompanyAnalytics = () => useQuery(companyAnalyticsQuery);

/** GET /api/analytics/company/daily-spend — net spend per day (kobo) for the last 30 days. */
export const companyDailySpendQuery = queryOptions(apiQuery('/analytics/company/daily-spend'));

export const useCompanyDailySpend = () => useQuery(companyDailySpendQuery);
