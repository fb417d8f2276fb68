import { z } from 'zod';
import { MoneySchema } from './common.js';
import type { OrderStatus } from './constants.js';
import { DepartmentFilterSchema } from './departments.js';

export const AdminAnalyticsSchema = z.object({
  orders: z.number().int(),
  users: z.number().int(),
  employees: z.number().int(),
  companies: z.number().int(),
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;

export const EmployeeAnalyticsSchema = z.object({
  orders: z.number().int(),
  balance: MoneySchema,
  employees: MoneySchema,
  monthly_budget: MoneySchema,
  spent_this_month: MoneySchema,
});
export type EmployeeAnalytics = z.infer<typeof EmployeeAnalyticsSchema>;

/**
 * `GET /analytics/company` and its daily spend: optionally one department's figures (issue 32), or
 * those of orders placed under none and employees in none (`none`).
 */
export const CompanyAnalyticsQuerySchema = z.object({
  department_id: DepartmentFilterSchema.describe(
    "only this department's orders and employees (its id: one of the company's departments, or one deleted since whose orders remain), or `none` for orders placed under no department and employees in none. 404 when the id is no department of the company's",
  ),
});
export type CompanyAnalyticsQuery = z.infer<typeof CompanyAnalyticsQuerySchema>;

/** One point per day for the last 30 days (overview charts). */
export const DailySeriesSchema = z.array(z.object({ date: z.string(), value: z.number() }));
export type DailySeries = z.infer<typeof DailySeriesSchema>;

const count = z.number().int();
/** Orders of each status: every status is present, 0 when none. */
export const StatusCountsSchema = z.object({
  AWAITING_PAYMENT: count.describe(
    "Orders waiting for the employee's card payment of the difference (issue 31): not cooked until paid",
  ),
  PENDING: count,
  CONFIRMED: count,
  READY: count,
  OUT_FOR_DELIVERY: count,
  DELIVERED: count,
  DECLINED: count,
  CANCELLED: count,
} satisfies Record<OrderStatus, z.ZodNumber>);
export type StatusCounts = z.infer<typeof StatusCountsSchema>;

/** `GET /analytics/admin/today`: today's orders (the platform's day) by delivery slot and status. */
export const TodayOrdersSchema = z.object({
  date: z.string().describe("Today, YYYY-MM-DD, in the platform's time zone"),
  time_zone: z.string().describe("The platform's time zone (platform settings)"),
  slots: z
    .array(
      z.object({
        slot: z.string().describe('HH:MM, company time zone'),
        counts: StatusCountsSchema,
        total: z.number().int(),
      }),
    )
    .describe("The platform's slots and any other slot with an order today, earliest first"),
});
export type TodayOrders = z.infer<typeof TodayOrdersSchema>;
