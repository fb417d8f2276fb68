import { z } from 'zod';
import { isValidTimeZone } from './auth.js';
import { EmailSchema, MoneySchema } from './common.js';
import {
  DELIVERY_SLOTS_LIMIT,
  MAX_DAYS_AHEAD_LIMIT,
  MIN_LEAD_MINUTES_LIMIT,
  WEEK_DAYS,
  type WeekDay,
} from './constants.js';
import { LegalNameSchema, TaxAddressSchema, TinSchema, VatRateInputSchema } from './invoices.js';

/** A calendar day, 'YYYY-MM-DD' (a real date). */
export const DateSchema = z
  .string({ message: 'Must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Must be a real date (YYYY-MM-DD)');

/** A time of day, 'HH:MM' on a 24-hour clock. */
export const TimeOfDaySchema = z
  .string({ message: 'Must be a time (HH:MM, 24 h)' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time (HH:MM, 24 h)');

/** 'HH:MM' → minutes after midnight. */
export function timeToMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Minutes after midnight → 'HH:MM'. */
export function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * MON…SUN of a calendar day 'YYYY-MM-DD'. A calendar day has no time zone: it is counted as a UTC
 * date (the server's checkout and the web cart alike).
 */
export function weekDayOf(day: string): WeekDay {
  // getUTCDay(): 0 is Sunday; WEEK_DAYS starts on Monday.
  return WEEK_DAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

export const WeekDaySchema = z.enum(WEEK_DAYS, { message: `Days must be among ${WEEK_DAYS.join(', ')}` });

/** A list of week days, without repeats, in week order. */
export const WeekDayListSchema = z
  .array(WeekDaySchema, { message: 'Must be a list of days' })
  .max(WEEK_DAYS.length, `At most ${WEEK_DAYS.length} days`)
  .transform((days) => WEEK_DAYS.filter((day) => days.includes(day)));

/** Platform ordering rules (admin). */
export const PlatformSettingsSchema = z.object({
  order_cutoff: z
    .string()
    .describe('When ordering for a delivery date closes on that date, HH:MM in time_zone'),
  time_zone: z.string(),
  max_days_ahead: z.number().int().describe('How many days ahead of today employees may order'),
  min_lead_minutes: z
    .number()
    .int()
    .describe('Ordering for a slot closes this many minutes before it (cooking and delivery)'),
  slots: z
    .array(z.string())
    .describe("The delivery slots offered, HH:MM in each company's time zone, in time order"),
  legal_name: z.string().describe("The seller's registered name on every tax invoice"),
  tin: z.string().describe("The seller's tax identification number on every tax invoice"),
  address: z.string().describe("The seller's address on every tax invoice"),
  vat_rate: z.number().describe('The VAT rate in percent (7.5)'),
  prices_include_vat: z
    .boolean()
    .describe('Whether menu prices and fees include VAT (invoices then take it out of them)'),
  privacy_contact_email: z
    .string()
    .describe('Whom a person writes to about their data, shown on the privacy page; "" while not set'),
});
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>;

const leadMessage = `min_lead_minutes must be a whole number of minutes from 0 to ${MIN_LEAD_MINUTES_LIMIT}`;
const slotsMessage = `slots must list 1 to ${DELIVERY_SLOTS_LIMIT} times (HH:MM)`;

/** The delivery slots offered: 1 to DELIVERY_SLOTS_LIMIT distinct times, answered in time order. */
export const DeliverySlotListSchema = z
  .array(TimeOfDaySchema, { message: slotsMessage })
  .min(1, slotsMessage)
  .max(DELIVERY_SLOTS_LIMIT, slotsMessage)
  .refine((slots) => new Set(slots).size === slots.length, 'slots must not repeat a time')
  .transform((slots) => [...slots].sort());

export const UpdatePlatformSettingsSchema = z.strictObject({
  order_cutoff: TimeOfDaySchema.optional(),
  time_zone: z.string().trim().refine(isValidTimeZone, 'Must be a valid IANA time zone').optional(),
  max_days_ahead: z
    .number({ message: `max_days_ahead must be a whole number from 0 to ${MAX_DAYS_AHEAD_LIMIT}` })
    .int(`max_days_ahead must be a whole number from 0 to ${MAX_DAYS_AHEAD_LIMIT}`)
    .min(0, `max_days_ahead must be a whole number from 0 to ${MAX_DAYS_AHEAD_LIMIT}`)
    .max(MAX_DAYS_AHEAD_LIMIT, `max_days_ahead must be a whole number from 0 to ${MAX_DAYS_AHEAD_LIMIT}`)
    .optional(),
  min_lead_minutes: z
    .number({ message: leadMessage })
    .int(leadMessage)
    .min(0, leadMessage)
    .max(MIN_LEAD_MINUTES_LIMIT, leadMessage)
    .optional(),
  slots: DeliverySlotListSchema.optional(),
  legal_name: LegalNameSchema.optional(),
  tin: TinSchema.optional(),
  address: TaxAddressSchema.optional(),
  vat_rate: VatRateInputSchema.optional(),
  prices_include_vat: z.boolean({ message: 'prices_include_vat must be true or false' }).optional(),
  privacy_contact_email: z.union([z.literal(''), EmailSchema]).optional(),
});
export type UpdatePlatformSettings = z.input<typeof UpdatePlatformSettingsSchema>;

/** One delivery slot of a day, and whether it can still be ordered for. */
export const DeliverySlotSchema = z.object({
  time: z.string().describe('HH:MM, company time zone'),
  open: z
    .boolean()
    .describe("Orderable now: before the day's cut-off and at least min_lead_minutes before the slot"),
  closes_at: z
    .string()
    .describe(
      "ISO instant at which ordering for this slot closes (the day's cut-off or the lead time, the earlier)",
    ),
});
export type DeliverySlot = z.infer<typeof DeliverySlotSchema>;

/** One day an employee may order for, and what is left of their company's day cap for it. */
export const DeliveryDaySchema = z.object({
  date: z.string(),
  week_day: WeekDaySchema,
  cutoff_at: z.string().describe('ISO instant at which ordering for this date closes'),
  slots: z.array(DeliverySlotSchema).describe("The platform's slots on this day; at least one is open"),
  left: MoneySchema.nullable().describe("What is left of the company's day cap for this date; null: no cap"),
});
export type DeliveryDay = z.infer<typeof DeliveryDaySchema>;

/** What applies to an employee before they order (GET /orders/delivery-options). */
export const DeliveryOptionsSchema = z.object({
  default_date: z.string().nullable().describe('The first day ordering is open for; null: none'),
  slot: z
    .string()
    .describe("HH:MM: the slot nearest the employee's lunch time (on default_date: the nearest still open)"),
  slots: z
    .array(z.string())
    .describe(
      "The slots offered to the address (its zone's, else the platform's), HH:MM in the company's time zone",
    ),
  min_lead_minutes: z.number().int().describe('How long before a slot ordering for it closes'),
  address: z
    .string()
    .describe(
      "Where the lunch is delivered: the chosen address, on one line ('' when the employee has none)",
    ),
  address_id: z
    .string()
    .nullable()
    .describe(
      "The address these options are for (the one asked, else the default for default_date's week day, else the first); null: the employee has none",
    ),
  served: z
    .boolean()
    .describe(
      'False when the platform has delivery zones and none holds the address: orders to it are refused',
    ),
  zone: z
    .object({ id: z.string(), name: z.string(), delivery_fee: MoneySchema })
    .nullable()
    .describe("The address's delivery zone; its slots and cut-off replace the platform's when it sets them"),
  delivery_fee: MoneySchema.describe(
    "The zone's fee, charged to the company wallet (not the budget) once per day, slot and address; 0.00 without a zone",
  ),
  days: z.array(DeliveryDaySchema),
  time_zone: z.string().describe("The company's time zone (order window and delivery dates)"),
  order_days: z.array(WeekDaySchema),
  order_window_start: z.string(),
  order_window_end: z.string(),
  window_open: z.boolean(),
  order_cutoff: z.string(),
  cutoff_time_zone: z.string(),
  per_order_cap: MoneySchema.nullable(),
  per_day_cap: MoneySchema.nullable(),
  left_this_month: MoneySchema,
  employees_may_pay_difference: z
    .boolean()
    .describe(
      "Whether the employee's company lets them pay by card what an order costs above what it pays (POST /orders with pay_difference)",
    ),
  budget_left: MoneySchema.describe(
    "What is left of the employee's monthly budget (not limited by the wallet, unlike left_this_month): the most the company pays this month when the employee pays the difference",
  ),
});
export type DeliveryOptions = z.infer<typeof DeliveryOptionsSchema>;

export const DeliveryOptionsQuerySchema = z.strictObject({
  address_id: z
    .uuid({ message: 'address_id must be a valid id' })
    .optional()
    .describe(
      "One of the employee's addresses (404 for any other); absent: the default for the first open day",
    ),
});
