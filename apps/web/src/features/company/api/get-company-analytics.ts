import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** A department's figures (`department_id`: its id, or `none` for orders under none); '' or none: the company's. */
const departmentQuery = (departmentId?: string) =>
  departmentId ? { query: { department_id: departmentId } } : undefined;

/** GET /api/analytics/company — orders, balance, employees, amount spent (optionally one department's). */
export const companyAnalyticsQuery = (departmentId?: string) =>
  queryOptions(apiQuery('/analytics/company', departmentQuery(departmentId)));

export const useCompanyAnalytics = (departmentId?: string) => useQuery(companyAnalyticsQuery(departmentId));

/** GET /api/analytics/company/daily-spend — net spend per day (kobo) for the last 30 days (optionally one department's). */
export const companyDailySpendQuery = (departmentId?: string) =>
  queryOptions(apiQuery('/analytics/company/daily-spend', departmentQuery(departmentId)));

export const useCompanyDailySpend = (departmentId?: string) => useQuery(companyDailySpendQuery(departmentId));
