import { AdminAnalyticsSchema, DailySeriesSchema, EmployeeAnalyticsSchema } from '../analytics.js';
import { CompanyAnalyticsSchema } from '../company.js';
import { defineEndpoints } from './endpoint.js';

/**
 * Dashboards' figures (server: modules/analytics), one table per dashboard as the module has one
 * routes file each: the platform admin's, the company's and the employee's.
 */
export const adminAnalyticsEndpoints = defineEndpoints({
  'GET /analytics/admin': {
    roles: ['admin'],
    tags: ['admin'],
    response: AdminAnalyticsSchema,
  },
  'GET /analytics/admin/daily-orders': {
    roles: ['admin'],
    tags: ['admin'],
    description: "Orders placed per day for the last 30 days (the admin's time zone), oldest first.",
    response: DailySeriesSchema,
  },
});

export const companyAnalyticsEndpoints = defineEndpoints({
  'GET /analytics/company': {
    roles: ['company'],
    tags: ['company'],
    response: CompanyAnalyticsSchema,
  },
  'GET /analytics/company/daily-spend': {
    roles: ['company'],
    tags: ['company'],
    description:
      'Net order spend per day for the last 30 days (company time zone), oldest first; `value` is in kobo.',
    response: DailySeriesSchema,
  },
});

export const employeeAnalyticsEndpoints = defineEndpoints({
  'GET /analytics/employee': {
    roles: ['employee'],
    tags: ['analytics'],
    response: EmployeeAnalyticsSchema,
  },
});
