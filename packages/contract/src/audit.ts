import { z } from 'zod';
import { checkRange, IdSchema, InstantSchema, PageQuerySchema, TimestampSchema } from './common.js';
import { WEEK_DAY_LABELS, WEEK_DAYS, type WeekDay } from './constants.js';
import { formatNaira, nairaToKobo } from './money.js';

/**
 * Who did what to a company's affairs (issue 32). Each record is written in the transaction of
 * the change it describes, and can be neither edited nor deleted.
 */
export const AUDIT_ACTOR_ROLES = ['owner', 'finance', 'people', 'viewer', 'admin', 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/** How a record names the role its actor acted in. */
export const AUDIT_ACTOR_ROLE_LABELS: Record<AuditActorRole, string> = {
  owner: 'Owner',
  finance: 'Finance',
  people: 'People',
  viewer: 'Viewer',
  admin: 'Platform admin',
  system: 'Platform',
};

/** The values before or after a change, by field (only the fields that changed). */
const AuditValuesSchema = z.record(z.string(), z.unknown());
export type AuditValues = z.infer<typeof AuditValuesSchema>;

export const AuditRecordSchema = z.object({
  id: IdSchema,
  at: TimestampSchema,
  actor: z.object({
    id: IdSchema.nullable().describe('The account that made the change; null: the platform itself'),
    name: z.string().describe('As it was when the change was made'),
    role: z.enum(AUDIT_ACTOR_ROLES).describe('The role it acted in: a member’s, admin, or system (a job)'),
  }),
  action: z
    .string()
    .describe('What was done, `thing.verb`: member.invited, department.updated, settings.updated…'),
  subject: z.string().describe('What it was done to, in words'),
  before: AuditValuesSchema.nullable().describe('The changed fields as they were; null: nothing before'),
  after: AuditValuesSchema.nullable().describe('The changed fields as they became; null: nothing after'),
});
export type AuditRecord = z.infer<typeof AuditRecordSchema>;

/** `actor=platform`: what the platform's jobs did. */
export const AUDIT_PLATFORM_ACTOR = 'platform';

const ACTION_FILTER = /^[a-z_]+(\.[a-z_]+)?$/;

const auditFilters = {
  from: InstantSchema('from').optional().describe('records at or after this instant'),
  to: InstantSchema('to').optional().describe('records before this instant'),
  actor: z
    .union([IdSchema, z.literal(AUDIT_PLATFORM_ACTOR)], {
      message: 'actor must be a member’s id, an account id or "platform"',
    })
    .optional()
    .describe(
      'only what this one did: a member’s id (GET /company/members), an account id (a record’s actor.id), or `platform` for the platform’s jobs',
    ),
  action: z
    .string()
    .trim()
    .max(100, 'action must be at most 100 characters')
    .regex(ACTION_FILTER, 'action must be an action (member.invited) or a kind (member)')
    .optional()
    .describe('only this action (`member.invited`) or kind (`member`: every `member.*`)'),
};

export const AuditQuerySchema = PageQuerySchema.extend(auditFilters).superRefine(checkRange);
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
export const AuditExportQuerySchema = z.object(auditFilters).superRefine(checkRange);
export type AuditFilter = z.infer<typeof AuditExportQuerySchema>;

// In words: what the Activity screen shows. -------------------------------------------------------

/** The kinds of change (an action's part before the dot), as the Activity screen filters them. */
export const AUDIT_KINDS = {
  member: 'Team members',
  department: 'Departments',
  employee: 'Employees',
  budget: 'Budgets',
  settings: 'Settings',
  profile: 'Company profile',
  invitation: 'Invitations',
  topup: 'Top-ups',
  bank_account: 'Bank account',
  auto_topup: 'Auto top-up',
  order: 'Orders',
  company: 'Company account',
} as const satisfies Record<string, string>;
export type AuditKind = keyof typeof AUDIT_KINDS;

/** Each action in words. An action not listed is said from its name (`auditActionText`). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'member.invited': 'Invited a team member',
  'member.joined': 'Joined the team',
  'member.role_changed': 'Changed a team member’s role',
  'member.removed': 'Removed a team member',
  'member.suspended': 'Suspended a team member’s account',
  'member.reactivated': 'Reactivated a team member’s account',
  'department.created': 'Created a department',
  'department.updated': 'Changed a department',
  'department.deleted': 'Deleted a department',
  'employee.department_changed': 'Moved an employee to a department',
  'employee.suspended': 'Suspended an employee',
  'employee.reactivated': 'Reactivated an employee',
  'budget.updated': 'Changed an employee’s monthly budget',
  'settings.updated': 'Changed the settings',
  'profile.updated': 'Changed the company profile',
  'invitation.sent': 'Invited employees',
  'topup.started': 'Started a card top-up',
  'topup.credited': 'Top-up credited to the wallet',
  'bank_account.opened': 'Opened the company’s bank account',
  'auto_topup.updated': 'Changed auto top-up',
  'auto_topup.charged': 'Auto top-up charged the card',
  'auto_topup.failed': 'Auto top-up charge failed',
  'auto_topup.disabled': 'Auto top-up switched itself off',
  'order.status_changed': 'Changed an order’s status',
  'order.refunded': 'Refunded an order',
  'company.suspended': 'Suspended the company’s account',
  'company.reactivated': 'Reactivated the company’s account',
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** An action in words: "Changed the settings"; one without a label from its name ("Member joined"). */
export function auditActionText(action: string): string {
  const label = AUDIT_ACTION_LABELS[action];
  if (label) return label;
  return capitalised(action.replaceAll('.', ' ').replaceAll('_', ' '));
}

/** The kind of an action: `member.invited` → `member`. */
export const auditKindOf = (action: string) => action.split('.')[0] ?? action;

/** Each field of a record's values in words; a field not listed is said from its name. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  max_spend_amount_per_employee: 'Monthly budget per employee',
  low_balance_alert: 'Low-balance alert',
  order_days: 'Order days',
  order_window_start: 'Orders open at',
  order_window_end: 'Orders close at',
  per_order_cap: 'Cap per order',
  per_day_cap: 'Cap per day',
  legal_name: 'Legal name',
  tin: 'TIN',
  billing_address: 'Billing address',
  employees_may_pay_difference: 'Employees may pay the difference',
  address_line_1: 'Address line 1',
  address_line_2: 'Address line 2',
  zip_code: 'ZIP code',
  dial_code: 'Dial code',
  phone_number: 'Phone number',
  time_zone: 'Time zone',
  monthly_budget: 'Monthly budget',
  cost_centre: 'Cost centre',
  enabled: 'Switched on',
  threshold: 'Threshold',
  wallet: 'Wallet balance',
  failures: 'Failed charges in a row',
  bank_name: 'Bank',
  account_number: 'Account number',
  account_name: 'Account name',
  account_state: 'Account state',
  emails: 'Emails',
  count: 'How many',
  expires_at: 'Valid until',
};

/** Fields holding naira amounts ("15000.00"), shown as money. */
const MONEY_FIELDS = new Set([
  'max_spend_amount_per_employee',
  'low_balance_alert',
  'per_order_cap',
  'per_day_cap',
  'monthly_budget',
  'monthly_budget_per_employee',
  'amount',
  'threshold',
  'refund',
  'wallet',
  'balance',
]);

/** What an empty value means for a field ("no cap"), where it means more than "none". */
const NULL_TEXT: Record<string, string> = {
  monthly_budget: 'the company’s default',
  low_balance_alert: 'no alert',
  per_order_cap: 'no cap',
  per_day_cap: 'no cap',
  card: 'no card',
  department: 'no department',
};

export function auditFieldText(field: string): string {
  return AUDIT_FIELD_LABELS[field] ?? capitalised(field.replaceAll('_', ' '));
}

const isWeekDay = (value: unknown): value is WeekDay => WEEK_DAYS.includes(value as WeekDay);

/** An instant as a record keeps it: `2026-03-17T09:00:00.000Z`. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** How a screen says an instant (in its zone); without one, an instant is shown as it is kept. */
export type InstantText = (iso: string) => string;

/** One value of a record in words: money as naira, yes/no, days by name, instants by `instant`, lists joined. */
export function auditValueText(field: string, value: unknown, instant?: InstantText): string {
  if (value === null || value === undefined || value === '') return NULL_TEXT[field] ?? 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value
      .map((item) => (isWeekDay(item) ? WEEK_DAY_LABELS[item] : auditValueText('', item, instant)))
      .join(', ');
  }
  if (instant && typeof value === 'string' && INSTANT.test(value)) return instant(value);
  if (MONEY_FIELDS.has(field) && (typeof value === 'string' || typeof value === 'number')) {
    const kobo = nairaToKobo(value);
    if (kobo !== null) return formatNaira(kobo);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One changed field of a record: its label, and its value before and after in words (null: not given). */
export type AuditChange = { field: string; label: string; before: string | null; after: string | null };

/**
 * A record's before and after side by side, field by field (the fields of either, in the order
 * they were written): what the Activity screen shows as "before → after".
 */
export function auditChanges(
  before: AuditValues | null,
  after: AuditValues | null,
  instant?: InstantText,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    label: auditFieldText(field),
    before: before && field in before ? auditValueText(field, before[field], instant) : null,
    after: after && field in after ? auditValueText(field, after[field], instant) : null,
  }));
}
