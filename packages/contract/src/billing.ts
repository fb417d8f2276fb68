import { z } from 'zod';
import {
  checkRange,
  fieldError,
  IdSchema,
  MoneyInputSchema,
  MoneySchema,
  PageQuerySchema,
  SortAndRangeShape,
  TimestampSchema,
} from './common.js';
import {
  BILLING_STATUSES,
  BILLING_TYPES,
  TOPUP_MAX_NAIRA,
  TOPUP_METHODS,
  TOPUP_MIN_NAIRA,
} from './constants.js';
import { DepartmentFilterSchema, DepartmentRefSchema } from './departments.js';

export const TopupSchema = z.object({
  amount: MoneyInputSchema.refine(
    (kobo) => kobo >= TOPUP_MIN_NAIRA * 100 && kobo <= TOPUP_MAX_NAIRA * 100,
    `Amount must be between ₦${TOPUP_MIN_NAIRA} and ₦${TOPUP_MAX_NAIRA.toLocaleString('en-NG')}`,
  ),
});
export type TopupInput = z.input<typeof TopupSchema>;
/** `POST /billings/topup`: the address of the payment page to send the browser to. */
export const TopupPageSchema = z.string();

export const BillingSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  reference: z.string(),
  email: z.string(),
  created_at: TimestampSchema,
  type: z.enum(BILLING_TYPES),
  status: z.enum(BILLING_STATUSES),
  amount: MoneySchema,
  company_details: z.object({ name: z.string() }),
  order_id: IdSchema.nullable(),
  method: z
    .enum(TOPUP_METHODS)
    .nullable()
    .describe(
      "How a top-up was paid: `card` (Paystack checkout), `bank_transfer` (into the company's own account) or `auto_topup` (the saved card); null for every other movement",
    ),
  department: DepartmentRefSchema.nullable().describe(
    'An order’s movement (charge, delivery fee, refunds): the department the order was placed under, with its name as it was then (issue 32); null for top-ups and for orders placed under none',
  ),
  cost_centre: z
    .string()
    .nullable()
    .describe(
      'The cost centre of that department as the order kept it ("" when it had none); null when `department` is null',
    ),
});
export type Billing = z.infer<typeof BillingSchema>;

/** The department filter of a company's money reports (billings, analytics): an id, or `none`. */
const reportDepartment = (what: string) =>
  DepartmentFilterSchema.describe(
    `only ${what} of orders placed under this department (its id: one of the company's departments, or one deleted since whose orders remain), or \`none\` for orders placed under no department. 404 when the id is no department of the company's`,
  );

/**
 * `GET /billings`: the page, sort and created-at range; optionally one department's order
 * movements (issue 32; a top-up is no department's, so a filtered list holds none).
 */
export const BillingListQuerySchema = PageQuerySchema.extend({
  ...SortAndRangeShape,
  department_id: reportDepartment('the movements'),
}).superRefine(checkRange);
export type BillingListQuery = z.infer<typeof BillingListQuerySchema>;

export const ReferenceParamsSchema = z.object({ reference: z.string().min(1).max(100) });

/** A calendar month, 'YYYY-MM'. */
export const MonthSchema = z
  .string({ error: fieldError('Month') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Must be a month as YYYY-MM');

/** `GET /billings/statement`: the month (company time zone); an Admin names the company. */
export const StatementQuerySchema = z.object({
  month: MonthSchema,
  companyId: IdSchema.optional(),
});

export const StatementMovementSchema = z.object({
  id: IdSchema,
  /** When the wallet moved: a top-up when it was paid, a charge or refund when it was made. */
  date: TimestampSchema,
  type: z.enum(BILLING_TYPES),
  /** How a top-up was paid (card, bank transfer, auto top-up); null for every other movement. */
  method: z.enum(TOPUP_METHODS).nullable(),
  reference: z.string(),
  /** The company (top-ups) or the ordering employee. */
  email: z.string(),
  order_id: IdSchema.nullable(),
  /** Positive; its direction follows from `type` (charges take money out). */
  amount: MoneySchema,
  /** The wallet right after this movement. */
  balance: MoneySchema,
  /** An order's movement: the department it was placed under, named as then; null for top-ups and orders under none. */
  department: DepartmentRefSchema.nullable(),
  /** That department's cost centre as the order kept it; null when `department` is null. */
  cost_centre: z.string().nullable(),
});

/**
 * One department's section of a statement (issue 32): the month's movements of the orders placed
 * under it, grouped by the department's id, named with the name and cost centre the latest of
 * those orders kept. `id` null: the section of orders placed under no department.
 */
export const StatementDepartmentSchema = z.object({
  id: IdSchema.nullable(),
  name: z
    .string()
    .describe('The department’s name as its orders kept it; "No department" for the section of none'),
  cost_centre: z.string().describe('Its cost centre as its orders kept it ("" when none)'),
  /** Orders charged this month. */
  orders: z.number().int(),
  charges: MoneySchema,
  delivery_fees: MoneySchema,
  /** Order refunds, delivery fee refunds and refunds of reported problems. */
  refunds: MoneySchema,
  /** charges + delivery_fees − refunds: what the department's orders took from the wallet this month. */
  spent: MoneySchema,
  /** Each employee's orders in the section and net spend (charges, fees and refunds) from the wallet. */
  employees: z.array(
    z.object({ id: IdSchema, name: z.string(), orders: z.number().int(), spent: MoneySchema }),
  ),
});
export type StatementDepartment = z.infer<typeof StatementDepartmentSchema>;

export const StatementSchema = z.object({
  month: MonthSchema,
  time_zone: z.string(),
  company: z.object({ name: z.string(), address: z.string() }),
  opening_balance: MoneySchema,
  topups: MoneySchema,
  charges: MoneySchema,
  /** Delivery fees charged (issue 29): money out, like charges, but not the employees' budgets. */
  delivery_fees: MoneySchema,
  /** Order refunds and delivery fee refunds. */
  refunds: MoneySchema,
  /** opening_balance + topups + refunds − charges − delivery_fees: the wallet's ledger at the end of the month. */
  closing_balance: MoneySchema,
  movements: z.array(StatementMovementSchema),
  /**
   * What employees paid by card of their orders this month above the company's share (pay the
   * difference, issue 31), net of what went back to their cards: never in the wallet, so in no
   * movement nor balance.
   */
  employee_contributions: MoneySchema,
  employees: z.array(
    z.object({
      id: IdSchema,
      name: z.string(),
      orders: z.number().int(),
      spent: MoneySchema,
      /** What this employee paid by card of their orders (net of refunds), apart from `spent`. */
      contributed: MoneySchema,
    }),
  ),
  /**
   * A section per department (issue 32), by name, the orders under no department last: every order
   * movement of the month is in exactly one, so their charges, delivery fees and refunds add up to
   * the statement's. Empty for a company that has no department and whose month holds no order
   * placed under one.
   */
  departments: z.array(StatementDepartmentSchema),
});
export type Statement = z.infer<typeof StatementSchema>;

/** A statement's totals as they are shown (screen, PDF, email), in order: [label, amount]. */
export const statementTotals = (statement: Statement): Array<[string, string]> => [
  ['Opening balance', statement.opening_balance],
  ['Top-ups', statement.topups],
  ['Refunds', statement.refunds],
  ['Charges', statement.charges],
  ['Delivery fees', statement.delivery_fees],
  ['Closing balance', statement.closing_balance],
  ['Paid by employees by card', statement.employee_contributions],
];
