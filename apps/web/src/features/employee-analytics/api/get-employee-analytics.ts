import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

export const employeeAnalyticsQuery = queryOptions(apiQuery('/analytics/employee'));

/** GET /api/analytics/employee — orders placed, and this month's budget, spend and balance. */
export const useEmployeeAnalytics = () => useQuery(employeeAnalyticsQuery);
