import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** GET /api/analytics/admin — counts of orders, users, employees and companies. */
export const adminAnalyticsQuery = queryOptions(apiQuery('/analytics/admin'));

/** GET /api/analytics/admin/daily-orders — orders per day for the last 30 days, oldest first. */
export const adminDailyOrdersQuery = queryOptions(apiQuery('/analytics/admin/daily-orders'));

export const useAdminAnalytics = () => useQuery(adminAnalyticsQuery);
export const useAdminDailyOrders = () => useQuery(adminDailyOrdersQuery);

/**
 * GET /api/analytics/admin/today — today's orders (the platform's day) by delivery slot and status;
 * asked again every minute while shown (one grouped query on the server).
 */
export const adminTodayOrdersQuery = queryOptions({
  ...apiQuery('/analytics/admin/today'),
  refetchInterval: 60_000,
});

export const useAdminTodayOrders = () => useQuery(adminTodayOrdersQuery);
