import type { AdminAnalytics, DailySeries } from '@lunch/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/analytics/admin — counts of orders, users, employees and companies. */
export const adminAnalyticsQuery = queryOptions({
  queryKey: ['admin-analytics', 'counts'] as const,
  queryFn: ({ signal }) => apiGet<AdminAnalytics>('/analytics/admin', undefined, { signal }),
});

/** GET /api/analytics/admin/daily-orders — orders per day for the last 30 days, oldest first. */
export const adminDailyOrdersQuery = queryOptions({
  queryKey: ['admin-analytics', 'daily-orders'] as const,
  queryFn: ({ signal }) => apiGet<DailySeries>('/analytics/admin/daily-orders', undefined, { signal }),
});

export const useAdminAnalytics = () => useQuery(adminAnalyticsQuery);
export const useAdminDailyOrders = () => useQuery(adminDailyOrdersQuery);
