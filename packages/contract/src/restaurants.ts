import { z } from 'zod';
import { MenuRatingSchema } from './autopilot.js';
import {
  EmailSchema,
  fieldError,
  IdSchema,
  MoneySchema,
  PageQuerySchema,
  pageOf,
  requiredText,
  TimestampSchema,
} from './common.js';
import { ACCOUNT_STATES, ORDER_STATUSES } from './constants.js';
import { DateSchema, TimeOfDaySchema, WeekDayListSchema, WeekDaySchema } from './delivery.js';

/**
 * Restaurant partners (issue 30): `/admin/restaurants…`, `/restaurant/…` (a restaurant's own area),
 * `/restaurants` (what an employee filters the menu by), tickets, earnings and payouts.
 */

/** The platform's own kitchen: the restaurant of the dishes made before restaurants existed. */
export const PLATFORM_KITCHEN_ID = '00000000-0000-7000-8000-000000000001';

/** Cuisines a restaurant lists (free text, e.g. "Nigerian", "Lebanese"): 1 to 10. */
export const CUISINES_MAX = 10;

/** The platform's commission on a delivered order, percent with at most 2 decimals (12.5 → 12.5 %). */
const CommissionPercentSchema = z
  .number({ error: fieldError('Commission', 'a percentage from 0 to 100') })
  .min(0, 'Commission must be from 0 to 100 percent')
  .max(100, 'Commission must be from 0 to 100 percent')
  .refine(
    (value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6),
    'Commission may have at most 2 decimals',
  );

/** Percent ↔ basis points (the database keeps basis points: 12.5 % = 1250). */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

/**
 * The platform's commission on an amount (kobo), rounded half up to the kobo; the restaurant earns
 * the rest. A refund of part of an order takes back the same proportion, so the two always add up.
 */
export function commissionOf(amountKobo: number, basisPoints: number): number {
  return Math.floor((amountKobo * basisPoints + 5000) / 10000);
}

const CuisinesSchema = z
  .array(requiredText('Cuisine', 50), { error: fieldError('Cuisines', 'a list of cuisines') })
  .min(1, 'Cuisines must list at least one cuisine')
  .max(CUISINES_MAX, `Cuisines must list at most ${CUISINES_MAX} cuisines`);

const ZoneIdsSchema = z
  .array(IdSchema, { error: fieldError('Zones', 'a list of zone ids') })
  .max(50, 'A restaurant serves at most 50 zones')
  .refine((ids) => new Set(ids).size === ids.length, 'Each zone may be given once')
  .describe('The delivery zones the restaurant serves');

/** Where the restaurant's payouts go: a Nigerian bank account (NUBAN, 10 digits). */
export const PayoutBankSchema = z.strictObject(
  {
    bank_code: z
      .string({ error: fieldError('Bank code') })
      .trim()
      .regex(/^[0-9]{3,6}$/, "Bank code must be 3 to 6 digits (the bank's code at Paystack)"),
    account_number: z
      .string({ error: fieldError('Account number') })
      .trim()
      .regex(/^[0-9]{10}$/, 'Account number must be 10 digits'),
    account_name: requiredText('Account name', 200),
  },
  { error: fieldError('Payout bank', 'an object with bank_code, account_number and account_name') },
);
export type PayoutBank = z.infer<typeof PayoutBankSchema>;

const restaurantFields = {
  name: requiredText('Name', 200),
  cuisines: CuisinesSchema,
  address: requiredText('Address', 500),
  zones: ZoneIdsSchema,
  commission_percent: CommissionPercentSchema,
  contact_email: EmailSchema,
  payout_bank: PayoutBankSchema,
};

/** `POST /admin/restaurants`: the contact email receives an invitation code to sign up with. */
export const CreateRestaurantSchema = z.strictObject(restaurantFields);
export type CreateRestaurant = z.input<typeof CreateRestaurantSchema>;

/** `PATCH /admin/restaurants/:id`: only the fields sent change; `state: SUSPENDED` stops it being offered. */
export const UpdateRestaurantSchema = z
  .strictObject({
    ...restaurantFields,
    state: z.enum(ACCOUNT_STATES, { message: `state must be one of ${ACCOUNT_STATES.join(', ')}` }),
  })
  .partial();
export type UpdateRestaurant = z.input<typeof UpdateRestaurantSchema>;

const CapacitySchema = z
  .number({ error: fieldError('Slot capacity', 'a whole number of orders, or null') })
  .int('Slot capacity must be a whole number of orders')
  .min(1, 'Slot capacity must be at least 1 order')
  .max(100_000, 'Slot capacity must be at most 100000 orders')
  .nullable();

/**
 * `PATCH /restaurant/profile`: a restaurant's own hours. `order_cutoff` (HH:MM in the platform's
 * time zone, on the delivery day) may not be later than the platform's; null: the platform's.
 */
export const UpdateRestaurantHoursSchema = z
  .strictObject({
    opening_days: WeekDayListSchema.describe('Delivery days it cooks; empty: every day'),
    order_cutoff: TimeOfDaySchema.nullable(),
    slot_capacity: CapacitySchema.describe('Orders it takes per delivery slot; null: no limit'),
  })
  .partial();
export type UpdateRestaurantHours = z.input<typeof UpdateRestaurantHoursSchema>;

export const RestaurantIdParamsSchema = z.object({ id: IdSchema });

/** What an employee sees of a restaurant: on every menu item, every order and the filter list. */
export const RestaurantSummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  cuisines: z.array(z.string()),
});
export type RestaurantSummary = z.infer<typeof RestaurantSummarySchema>;

/** `GET /restaurants`: the restaurants an employee may filter the menu by (active, with dishes), with their rating. */
export const RestaurantCardSchema = RestaurantSummarySchema.extend({ rating: MenuRatingSchema });
export type RestaurantCard = z.infer<typeof RestaurantCardSchema>;
export const RestaurantCardListSchema = z.array(RestaurantCardSchema);

/** A restaurant as the platform admin and the restaurant itself see it. */
export const RestaurantSchema = RestaurantSummarySchema.extend({
  address: z.string(),
  zones: z.array(z.object({ id: IdSchema, name: z.string() })),
  commission_percent: z.number(),
  contact_email: z.string(),
  payout_bank: PayoutBankSchema,
  state: z.enum(ACCOUNT_STATES),
  signed_up: z.boolean().describe('The restaurant has signed up with its invitation code'),
  platform_kitchen: z.boolean().describe("The platform's own kitchen (its dishes are the platform admin's)"),
  opening_days: z.array(WeekDaySchema).describe('Delivery days it cooks; empty: every day'),
  order_cutoff: z
    .string()
    .nullable()
    .describe(
      "Its own order cut-off, HH:MM in the platform's time zone on the delivery day; null: the platform's",
    ),
  slot_capacity: z.number().int().nullable().describe('Orders it takes per delivery slot; null: no limit'),
  rating: MenuRatingSchema,
  balance: MoneySchema.describe('What it has earned and not yet been paid (payouts pending count as paid)'),
  created_at: TimestampSchema,
});
export type Restaurant = z.infer<typeof RestaurantSchema>;
export const RestaurantListSchema = z.array(RestaurantSchema);

/** `POST /auth/signup` for a restaurant: the code mailed to its contact email, and that email. */
export const RESTAURANT_INVITATION_CODE = /^[A-Z0-9]{8}$/;

/** A day's tickets (`GET /restaurant/tickets?date=`): default today in the platform's time zone. */
export const TicketsQuerySchema = z.object({ date: DateSchema.optional() });

export const TicketSchema = z.object({
  id: IdSchema,
  ref: z.string().describe("The order's short reference (orderRef)"),
  status: z.enum(ORDER_STATUSES),
  slot: z.string(),
  time_zone: z.string().describe("The company's time zone, the slot's clock"),
  employee_first_name: z.string(),
  items: z.array(z.object({ food_menu: IdSchema, name: z.string(), quantity: z.number().int() })),
  notes: z
    .array(z.string())
    .describe(
      "What the kitchen must know: the order's health conflicts and the address's delivery instructions",
    ),
  decline_reason: z.string().nullable(),
  created_at: TimestampSchema,
});
export type Ticket = z.infer<typeof TicketSchema>;

export const TicketBoardSchema = z.object({
  date: z.string(),
  slots: z.array(
    z.object({
      slot: z.string(),
      capacity: z.number().int().nullable(),
      tickets: z.array(TicketSchema),
    }),
  ),
});
export type TicketBoard = z.infer<typeof TicketBoardSchema>;

export const DeclineTicketSchema = z.strictObject({
  reason: requiredText('Reason', 500),
});
export const SlotReadySchema = z.strictObject({
  date: DateSchema,
  slot: TimeOfDaySchema,
});
export const SlotReadyResultSchema = z.object({ ready: z.number().int().describe('Orders marked ready') });

/** A restaurant's ledger, newest first. */
export const RESTAURANT_LEDGER_TYPES = [
  'earning',
  'commission',
  'earning_reversal',
  'commission_reversal',
  'payout',
] as const;
export type RestaurantLedgerType = (typeof RESTAURANT_LEDGER_TYPES)[number];
export const RESTAURANT_LEDGER_LABELS: Record<RestaurantLedgerType, string> = {
  earning: 'Earning',
  commission: 'Platform commission',
  earning_reversal: 'Earning taken back (refund)',
  commission_reversal: 'Commission given back (refund)',
  payout: 'Payout',
};
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const RestaurantLedgerEntrySchema = z.object({
  id: IdSchema,
  type: z.enum(RESTAURANT_LEDGER_TYPES),
  status: z.enum(PAYOUT_STATUSES),
  amount: MoneySchema,
  reference: z.string(),
  order_ref: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: TimestampSchema,
});
export type RestaurantLedgerEntry = z.infer<typeof RestaurantLedgerEntrySchema>;
export const RestaurantLedgerQuerySchema = PageQuerySchema.extend({
  type: z.enum(RESTAURANT_LEDGER_TYPES).optional(),
});
export const RestaurantLedgerPageSchema = pageOf(RestaurantLedgerEntrySchema);
