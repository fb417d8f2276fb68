import { z } from 'zod';
import { IdSchema, MoneyInputSchema, MoneySchema, TimestampSchema } from './common.js';
import { BILLING_STATUSES, BILLING_TYPES, TOPUP_MAX_NAIRA, TOPUP_MIN_NAIRA } from './constants.js';

export const TopupSchema = z.object({
  amount: MoneyInputSchema.refine(
    (kobo) => kobo >= TOPUP_MIN_NAIRA * 100 && kobo <= TOPUP_MAX_NAIRA * 100,
    `Amount must be between ₦${TOPUP_MIN_NAIRA} and ₦${TOPUP_MAX_NAIRA.toLocaleString('en-NG')}`,
  ),
});
export type TopupInput = z.input<typeof TopupSchema>;

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
});
export type Billing = z.infer<typeof BillingSchema>;

export const ReferenceParamsSchema = z.object({ reference: z.string().min(1).max(100) });
