import type { EmployeeAnalytics } from '@lunch/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const employeeAnalyticsQuery = queryOptions({
  queryKey: ['employee-analytics'] as const,
  queryFn: ({ signal }) => apiGet<EmployeeAnalytics>('/analytics/employee', undefined, { signal }),
});

/** GET /api/analytics/employee — orders placed, and this month's budget, spend and balance. */
export const useEmployeeAnalytics = () => useQuery(employeeAnalyticsQuery);
