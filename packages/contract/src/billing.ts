import { z } from 'zod';
import { fieldError, IdSchema, MoneyInputSchema, MoneySchema, TimestampSchema } from './common.js';
import {
  BILLING_STATUSES,
  BILLING_TYPES,
  TOPUP_MAX_NAIRA,
  TOPUP_METHODS,
  TOPUP_MIN_NAIRA,
} from './constants.js';

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
});
export type Billing = z.infer<typeof BillingSchema>;

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
});

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
