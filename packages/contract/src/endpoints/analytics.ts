import {
  AdminAnalyticsSchema,
  CompanyAnalyticsQuerySchema,
  DailySeriesSchema,
  EmployeeAnalyticsSchema,
  TodayOrdersSchema,
} from '../analytics.js';
import { CompanyAnalyticsSchema } from '../company.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

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
  'GET /analytics/admin/today': {
    roles: ['admin'],
    tags: ['admin'],
    description:
      "Today's orders (today in the platform's time zone) by delivery slot and status: every platform slot, and any other slot with an order today, earliest first; every status counted, 0 when none.",
    response: TodayOrdersSchema,
  },
});

export const companyAnalyticsEndpoints = defineEndpoints({
  'GET /analytics/company': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.all,
    tags: ['company'],
    description:
      "The overview's tiles: orders, the wallet's balance, employees, and what the orders spent (net of refunds). With `department_id`, the orders placed under that department (or under none: `none`), the employees in it now, and what those orders spent; the balance stays the company's wallet. 404 when `department_id` is no department of the company's.",
    query: CompanyAnalyticsQuerySchema,
    response: CompanyAnalyticsSchema,
  },
  'GET /analytics/company/daily-spend': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.all,
    tags: ['company'],
    description:
      "Net order spend per day for the last 30 days (company time zone), oldest first; `value` is in kobo. With `department_id`, only the orders placed under that department (or under none: `none`); 404 when it is no department of the company's.",
    query: CompanyAnalyticsQuerySchema,
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
