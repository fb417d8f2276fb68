import { z } from 'zod';
import {
  EmailSchema,
  IdSchema,
  MoneyInputSchema,
  MoneySchema,
  SearchPageQuerySchema,
  TimestampSchema,
} from './common.js';
import { ACCOUNT_STATES, ACCOUNT_TYPES, INVITATION_STATUSES } from './constants.js';
import { TimeOfDaySchema, WeekDayListSchema, WeekDaySchema } from './delivery.js';

export const InviteSchema = z.object({ employee_work_email: EmailSchema });
export const InviteResultSchema = z.object({
  id: IdSchema,
  invitation_token: z.string(),
  status: z.enum(INVITATION_STATUSES),
});

export const InvitationSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  employee_work_email: z.string(),
  invitation_token: z.string(),
  created_at: TimestampSchema,
  expires_at: TimestampSchema,
  status: z.enum(INVITATION_STATUSES),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const CompanyAnalyticsSchema = z.object({
  orders: z.number().int(),
  balance: MoneySchema,
  employees: z.number().int(),
  amount_spent: MoneySchema,
});
export type CompanyAnalytics = z.infer<typeof CompanyAnalyticsSchema>;

export const EmployeeDetailsSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  spend_balance: MoneySchema,
  monthly_budget: MoneySchema,
  spent_this_month: MoneySchema,
});

export const CompanyDetailsSchema = z.object({ name: z.string(), spend_balance: MoneySchema });

/** An employee (company view) or a customer (admin view). */
export const UserRowSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  created_at: TimestampSchema,
  account_state: z.enum(ACCOUNT_STATES),
  account_type: z.enum(ACCOUNT_TYPES),
  account_details: z.union([EmployeeDetailsSchema, CompanyDetailsSchema]),
});
export type UserRow = z.infer<typeof UserRowSchema>;

export const UserSearchQuerySchema = SearchPageQuerySchema;

export const CompanySettingsSchema = z.object({
  max_spend_amount_per_employee: MoneySchema,
  time_zone: z.string(),
  order_days: z.array(WeekDaySchema).describe('Delivery days the company pays for'),
  order_window_start: z.string().describe('HH:MM, company time zone: employees may order from'),
  order_window_end: z.string().describe('HH:MM, company time zone: employees may order until (inclusive)'),
  per_order_cap: MoneySchema.nullable().describe('Most one order may cost; null: no cap'),
  per_day_cap: MoneySchema.nullable().describe(
    "Most an employee's orders for one delivery date may cost; null: no cap",
  ),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

const BudgetInputSchema = MoneyInputSchema.refine((kobo) => kobo > 0, 'Max spend must be more than 0');
/** The monthly budget form (the budget alone). */
export const MonthlyBudgetSchema = z.strictObject({ max_spend_amount_per_employee: BudgetInputSchema });

const CapInputSchema = MoneyInputSchema.refine((kobo) => kobo > 0, 'A cap must be more than 0').nullable();

export const UpdateCompanySettingsSchema = z
  .strictObject({
    max_spend_amount_per_employee: BudgetInputSchema.optional(),
    order_days: WeekDayListSchema.optional(),
    order_window_start: TimeOfDaySchema.optional(),
    order_window_end: TimeOfDaySchema.optional(),
    per_order_cap: CapInputSchema.optional(),
    per_day_cap: CapInputSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one setting to change');
export type UpdateCompanySettings = z.input<typeof UpdateCompanySettingsSchema>;

export const AccountStateUpdateSchema = z.strictObject({
  userId: IdSchema,
  account_state: z.enum(ACCOUNT_STATES),
});
