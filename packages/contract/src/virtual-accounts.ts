import { z } from 'zod';
import { TopupSchema } from './billing.js';
import { IdSchema, MoneySchema, TimestampSchema } from './common.js';

/**
 * A company's own bank account for transfers (issue 31): a Paystack dedicated virtual account. Every
 * transfer into it credits the company's wallet once Paystack confirms it.
 */
export const VirtualAccountSchema = z.object({
  bank_name: z.string(),
  account_number: z.string().describe('The NUBAN (10 digits) to transfer to'),
  account_name: z.string(),
  status: z
    .enum(['active', 'pending'])
    .describe('`active` once the bank has assigned the account, `pending` until then'),
  test_mode: z
    .boolean()
    .describe(
      'true in the sandbox (no PAYSTACK_SECRET_KEY): the account is made up, and transfers into it are simulated with `POST /billings/virtual-account/simulate-transfer`',
    ),
});
export type VirtualAccount = z.infer<typeof VirtualAccountSchema>;

/** The sandbox's "simulate a transfer of ₦X": an amount within the limits of a top-up. */
export const SimulateTransferSchema = z.object({ amount: TopupSchema.shape.amount });
export type SimulateTransferInput = z.input<typeof SimulateTransferSchema>;

/** A bank transfer into a Paystack customer that is none of our companies: credited to nobody. */
export const UnmatchedTransferSchema = z.object({
  id: IdSchema,
  reference: z.string().describe("Paystack's reference of the transfer"),
  customer_code: z
    .string()
    .nullable()
    .describe('The Paystack customer the transfer was for, when it named one'),
  amount: MoneySchema.describe('What Paystack verified'),
  received_at: TimestampSchema,
});
export type UnmatchedTransfer = z.infer<typeof UnmatchedTransferSchema>;
