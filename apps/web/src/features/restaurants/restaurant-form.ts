import { CreateRestaurantSchema, PayoutBankSchema, type Restaurant } from '@lunch/contract';
import { z } from 'zod';

const { shape } = CreateRestaurantSchema;

/**
 * The cuisines as typed, "Nigerian, Lebanese": separated by commas, checked as the server checks
 * them (1 to 10, each at most 50 characters).
 */
const cuisinesText = z.string().transform((text, ctx) => {
  const cuisines = text
    .split(',')
    .map((cuisine) => cuisine.trim())
    .filter((cuisine) => cuisine !== '');
  const parsed = shape.cuisines.safeParse(cuisines);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Cuisines are not valid' });
  return z.NEVER;
});

/** The commission as typed ("12.5"), checked as the server checks it and sent as a number. */
const commissionText = z.string().transform((text, ctx) => {
  const trimmed = text.trim();
  const parsed = /^\d+(\.\d+)?$/.test(trimmed) ? shape.commission_percent.safeParse(Number(trimmed)) : null;
  if (parsed?.success) return parsed.data;
  ctx.addIssue({
    code: 'custom',
    message:
      trimmed === ''
        ? 'Commission is required'
        : (parsed?.error.issues[0]?.message ?? 'Commission must be a percentage from 0 to 100'),
  });
  return z.NEVER;
});

/** The restaurant form's text, checked as the server checks `POST /admin/restaurants`. */
export const RestaurantFormSchema = z.object({
  name: shape.name,
  cuisines: cuisinesText,
  address: shape.address,
  zones: z.array(z.string()),
  commission_percent: commissionText,
  contact_email: shape.contact_email,
  payout_bank: PayoutBankSchema,
});
export type RestaurantFormValues = z.input<typeof RestaurantFormSchema>;

/**
 * The fields the server's refusals land on: the bank account's own fields first (a refusal of
 * `payout_bank.account_number` goes under the account number), then the others.
 */
export const RESTAURANT_FORM_FIELDS = [
  'payout_bank.bank_code',
  'payout_bank.account_number',
  'payout_bank.account_name',
  'payout_bank',
  'name',
  'cuisines',
  'address',
  'zones',
  'commission_percent',
  'contact_email',
] as const;

/** The form's values for a restaurant (to edit it), or empty ones (to add one). */
export const restaurantFormValues = (restaurant?: Restaurant): RestaurantFormValues => ({
  name: restaurant?.name ?? '',
  cuisines: restaurant?.cuisines.join(', ') ?? '',
  address: restaurant?.address ?? '',
  zones: restaurant?.zones.map((zone) => zone.id) ?? [],
  commission_percent: restaurant ? String(restaurant.commission_percent) : '',
  contact_email: restaurant?.contact_email ?? '',
  payout_bank: {
    bank_code: restaurant?.payout_bank.bank_code ?? '',
    account_number: restaurant?.payout_bank.account_number ?? '',
    account_name: restaurant?.payout_bank.account_name ?? '',
  },
});
