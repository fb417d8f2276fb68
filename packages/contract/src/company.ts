import { z } from 'zod';
import { CompanyOnboardSchema, CompanySignupSchema, IanaTimeZoneSchema } from './auth.js';
import {
  EmailSchema,
  IdSchema,
  MoneySchema,
  moneyInputSchema,
  SearchPageQuerySchema,
  TimestampSchema,
} from './common.js';
import { ACCOUNT_STATES, ACCOUNT_TYPES, INVITATION_STATUSES } from './constants.js';
import { TimeOfDaySchema, WeekDayListSchema, WeekDaySchema } from './delivery.js';
import { DepartmentFilterSchema, DepartmentRefSchema } from './departments.js';
import { LegalNameSchema, TaxAddressSchema, TinSchema } from './invoices.js';

export const InviteSchema = z.object({
  employee_work_email: EmailSchema,
  department_id: IdSchema.nullable()
    .optional()
    .describe('The department the employee joins on signing up (one of the company’s); none: no department'),
});
export type InviteInput = z.input<typeof InviteSchema>;
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
  /** The department the employee joins on signing up (null: none). */
  department: DepartmentRefSchema.nullable(),
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
  /** True when `monthly_budget` is the employee's own, false when it is the company default. */
  own_budget: z.boolean(),
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
  /** The employee's department, whose rules apply to them (null: none, or a company's row). */
  department: DepartmentRefSchema.nullable(),
});
export type UserRow = z.infer<typeof UserRowSchema>;

/** `GET /users/employees`: the search, and optionally one department (`none`: employees in none). */
export const UserSearchQuerySchema = SearchPageQuerySchema.extend({
  department_id: DepartmentFilterSchema.describe(
    'only the employees of this department (its id), or `none` for those in none',
  ),
});

/** `GET /users`: the search, and optionally one account type (`Company`: the companies alone). */
export const CustomerSearchQuerySchema = SearchPageQuerySchema.extend({
  account_type: z
    .enum(['Company', 'Individual'], { message: 'account_type must be one of Company, Individual' })
    .optional()
    .describe('only accounts of this type: Company (companies) or Individual (employees)'),
});
export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuerySchema>;

/** `GET /users/employees/export`: the search and department filter of the list, without paging. */
export const EmployeesExportQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  department_id: UserSearchQuerySchema.shape.department_id,
});
export type EmployeesExportQuery = z.infer<typeof EmployeesExportQuerySchema>;

export const CompanySettingsSchema = z.object({
  max_spend_amount_per_employee: MoneySchema,
  time_zone: z.string(),
  /** Email the company when an order takes the wallet below this; null = no alert. */
  low_balance_alert: MoneySchema.nullable(),
  order_days: z.array(WeekDaySchema).describe('Delivery days the company pays for'),
  order_window_start: z.string().describe('HH:MM, company time zone: employees may order from'),
  order_window_end: z.string().describe('HH:MM, company time zone: employees may order until (inclusive)'),
  per_order_cap: MoneySchema.nullable().describe('Most one order may cost; null: no cap'),
  per_day_cap: MoneySchema.nullable().describe(
    "Most an employee's orders for one delivery date may cost; null: no cap",
  ),
  legal_name: z
    .string()
    .describe('The registered name on its tax invoices; empty: the company name is printed'),
  tin: z.string().describe('Tax identification number on its tax invoices; empty: none'),
  billing_address: z
    .string()
    .describe("The address on its tax invoices; empty: the company's address is printed"),
  employees_may_pay_difference: z
    .boolean()
    .describe('Whether an employee may pay by card what an order costs above what the company pays'),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

/** What a company set up at onboarding and a top-up or an invitation needs (`setup_missing`). */
export const COMPANY_SETUP_ITEMS = ['address', 'monthly_budget', 'size'] as const;
export type CompanySetupItem = (typeof COMPANY_SETUP_ITEMS)[number];
export const COMPANY_SETUP_ITEM_LABELS: Record<CompanySetupItem, string> = {
  address: 'address',
  monthly_budget: 'monthly budget per employee',
  size: 'size',
};

/**
 * Why a company that has not finished onboarding may not top up or invite yet: "Finish your
 * company set-up first: address, monthly budget per employee and size are missing." The server's
 * 409 adds " Go to Onboarding."; the screens add a link to the onboarding page instead.
 */
export function companySetupMissingText(missing: readonly CompanySetupItem[]): string {
  const labels = missing.map((item) => COMPANY_SETUP_ITEM_LABELS[item]);
  if (labels.length === 0) return 'Finish your company set-up first.';
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  return `Finish your company set-up first: ${list} ${labels.length === 1 ? 'is' : 'are'} missing.`;
}

/** `GET /company/profile`: who the company is, where, how to reach it, its clock and its set-up. */
export const CompanyProfileSchema = z.object({
  name: z.string(),
  website: z.string(),
  /** The login email; read-only here. */
  email: z.string(),
  dial_code: z.string(),
  phone_number: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip_code: z.string(),
  time_zone: z.string().describe("IANA zone: the company's budget month and order window run in it"),
  onboarded: z.boolean(),
  setup_missing: z
    .array(z.enum(COMPANY_SETUP_ITEMS))
    .describe('What onboarding still has to give before a top-up or an invitation; empty once onboarded'),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

const signup = CompanySignupSchema.shape;
const onboarding = CompanyOnboardSchema.shape;

/**
 * `PATCH /company/profile`: any of the fields; each is checked as signup (name, website, phone)
 * or onboarding (address, time zone) checks it, with the same messages.
 */
export const UpdateCompanyProfileSchema = z
  .strictObject({
    name: signup.name.optional(),
    website: signup.website.optional(),
    dial_code: signup.dial_code.unwrap().optional(),
    phone_number: signup.phone_number.optional(),
    address_line_1: onboarding.address_line_1.optional(),
    address_line_2: onboarding.address_line_2.optional(),
    city: onboarding.city.optional(),
    state: onboarding.state.optional(),
    country: onboarding.country.optional(),
    zip_code: onboarding.zip_code.optional(),
    time_zone: IanaTimeZoneSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type UpdateCompanyProfile = z.input<typeof UpdateCompanyProfileSchema>;

export const MaxSpendSchema = moneyInputSchema('Max spend per employee').refine(
  (kobo) => kobo > 0,
  'Max spend must be more than 0',
);
/** The monthly budget form (the budget alone). */
export const MonthlyBudgetSchema = z.strictObject({ max_spend_amount_per_employee: MaxSpendSchema });
export const LowBalanceAlertSchema = moneyInputSchema('Alert level').refine(
  (kobo) => kobo > 0,
  'The alert level must be more than 0',
);
const CapInputSchema = moneyInputSchema('Cap')
  .refine((kobo) => kobo > 0, 'A cap must be more than 0')
  .nullable();

/** Any of the settings; only the fields sent change. `low_balance_alert: null` switches the alert off. */
export const UpdateCompanySettingsSchema = z
  .strictObject({
    max_spend_amount_per_employee: MaxSpendSchema.optional(),
    low_balance_alert: LowBalanceAlertSchema.nullable().optional(),
    order_days: WeekDayListSchema.optional(),
    order_window_start: TimeOfDaySchema.optional(),
    order_window_end: TimeOfDaySchema.optional(),
    per_order_cap: CapInputSchema.optional(),
    per_day_cap: CapInputSchema.optional(),
    legal_name: LegalNameSchema.optional(),
    tin: TinSchema.optional(),
    billing_address: TaxAddressSchema.optional(),
    employees_may_pay_difference: z
      .boolean({ message: 'employees_may_pay_difference must be true or false' })
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one setting to change');
export type UpdateCompanySettings = z.input<typeof UpdateCompanySettingsSchema>;

/** A monthly budget for one employee, replacing the company default; `null` goes back to it. */
export const UpdateEmployeeBudgetSchema = z.strictObject({
  monthly_budget: moneyInputSchema('Monthly budget')
    .refine((kobo) => kobo > 0, 'Monthly budget must be more than 0')
    .nullable(),
});
export type UpdateEmployeeBudgetInput = z.input<typeof UpdateEmployeeBudgetSchema>;

export const EmployeeIdParamsSchema = z.object({ id: IdSchema });

export const AccountStateUpdateSchema = z.strictObject({
  userId: IdSchema,
  account_state: z.enum(ACCOUNT_STATES),
});

/** The most rows one bulk invitation upload may hold. */
export const BULK_INVITE_MAX_ROWS = 1000;
/** The largest CSV file accepted for a bulk invitation upload. */
export const BULK_INVITE_MAX_BYTES = 1024 * 1024;

/** Why a row of a bulk invitation was not invited. */
export const BULK_SKIP_REASONS = [
  'invalid_email',
  'invalid_budget',
  'duplicate_in_file',
  'already_employee',
  'existing_account',
  'already_invited',
  'unknown_department',
] as const;
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

/** `POST /invitations/bulk` as JSON: the emails to invite (each checked on its own). */
export const BulkInviteJsonSchema = z.strictObject({
  emails: z
    .array(z.string().max(1000), { message: 'emails must be a list of email addresses' })
    .min(1, 'Add at least one email')
    .max(BULK_INVITE_MAX_ROWS, `At most ${BULK_INVITE_MAX_ROWS} emails per upload`),
});

export const BulkInviteQuerySchema = z.object({
  /** `true`: check every row and answer what would happen, inviting nobody (the preview). */
  dry_run: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const BulkInviteResultSchema = z.object({
  invited: z.array(
    z.object({
      row: z.number().int(),
      email: z.string(),
      monthly_budget: MoneySchema.nullable(),
      /** The department the employee joins (the CSV's `department` column), when the row names one. */
      department: z.string().optional(),
      /** null in a dry run. */
      invitation_token: z.string().nullable(),
    }),
  ),
  skipped: z.array(
    z.object({
      row: z.number().int(),
      email: z.string(),
      reason: z.enum(BULK_SKIP_REASONS),
      /** With `unknown_department`: the department name the row gave, which the company has none of. */
      department: z.string().optional(),
    }),
  ),
});
export type BulkInviteResult = z.infer<typeof BulkInviteResultSchema>;
