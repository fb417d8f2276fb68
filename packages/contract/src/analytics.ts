import { z } from 'zod';
import { MoneySchema } from './common.js';

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

/** One point per day for the last 30 days (overview charts). */
export const DailySeriesSchema = z.array(z.object({ date: z.string(), value: z.number() }));
export type DailySeries = z.infer<typeof DailySeriesSchema>;
