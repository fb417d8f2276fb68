import { z } from 'zod';
import {
  EmailSchema,
  IdSchema,
  MoneySchema,
  moneyInputSchema,
  SearchPageQuerySchema,
  TimestampSchema,
} from './common.js';
import { ACCOUNT_STATES, ACCOUNT_TYPES, INVITATION_STATUSES } from './constants.js';

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
});
export const UpdateCompanySettingsSchema = z.strictObject({
  max_spend_amount_per_employee: moneyInputSchema('Max spend per employee').refine(
    (kobo) => kobo > 0,
    'Max spend must be more than 0',
  ),
});

export const AccountStateUpdateSchema = z.strictObject({
  userId: IdSchema,
  account_state: z.enum(ACCOUNT_STATES),
});
