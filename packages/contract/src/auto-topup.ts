import { z } from 'zod';
import { TopupSchema } from './billing.js';
import { fieldError, MoneySchema, moneyInputSchema } from './common.js';
import { TOPUP_MAX_NAIRA } from './constants.js';

/** Auto top-up from a saved card (issue 31): settings, the card kept, and what they may be changed to. */

/** Failed charges in a row after which auto top-up switches itself off. */
export const AUTO_TOPUP_MAX_FAILURES = 3;

/** The card a card top-up kept (Paystack's reusable authorization), as the company may see it. */
export const AutoTopupCardSchema = z.object({
  brand: z.string().describe('As Paystack names it: visa, mastercard, verve…'),
  last4: z.string(),
  exp_month: z.string().describe('01–12'),
  exp_year: z.string().describe('Four digits'),
});
export type AutoTopupCard = z.infer<typeof AutoTopupCardSchema>;

export const AutoTopupSchema = z.object({
  enabled: z.boolean(),
  threshold: MoneySchema.describe('An order charge leaving the wallet below this charges the card'),
  amount: MoneySchema.describe('What the card is charged each time'),
  card: AutoTopupCardSchema.nullable().describe('null until a card top-up keeps a card'),
  failures: z
    .number()
    .int()
    .describe(
      `Failed charges in a row since the last success; at ${AUTO_TOPUP_MAX_FAILURES} auto top-up switches off`,
    ),
});
export type AutoTopup = z.infer<typeof AutoTopupSchema>;

export const AutoTopupThresholdSchema = moneyInputSchema('Threshold').refine(
  (kobo) => kobo > 0 && kobo <= TOPUP_MAX_NAIRA * 100,
  `The threshold must be more than ₦0 and at most ₦${TOPUP_MAX_NAIRA.toLocaleString('en-NG')}`,
);
/** What the card is charged: within the limits of any top-up. */
export const AutoTopupAmountSchema = TopupSchema.shape.amount;

/** Any of the settings; only the fields sent change. `card: null` forgets the card and switches auto top-up off. */
export const UpdateAutoTopupSchema = z
  .strictObject({
    enabled: z.boolean({ error: fieldError('Enabled', 'true or false') }).optional(),
    threshold: AutoTopupThresholdSchema.optional(),
    amount: AutoTopupAmountSchema.optional(),
    card: z.null({ error: 'Card can only be null, to forget the saved card' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one setting to change');
export type UpdateAutoTopup = z.input<typeof UpdateAutoTopupSchema>;

/** How a kept card is named to a person (screens and emails): "Visa ending 4081". */
export function cardLabel(card: Pick<AutoTopupCard, 'brand' | 'last4'>): string {
  const brand = card.brand.trim();
  const name = brand ? `${brand.charAt(0).toUpperCase()}${brand.slice(1)}` : 'Card';
  return `${name} ending ${card.last4}`;
}
