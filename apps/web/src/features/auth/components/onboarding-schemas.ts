import {
  COMPANY_SIZES,
  CompanyOnboardSchema,
  CompanySignupSchema,
  formatLunchTime,
  IanaTimeZoneSchema,
  IndividualOnboardSchema,
  nairaToKobo,
  parseLunchTime,
  splitList,
} from '@lunch/contract';
import { z } from 'zod';

const addressFields = {
  address_line_1: true,
  city: true,
  state: true,
  country: true,
  zip_code: true,
} as const;

/** Naira as typed ("50,000" or "50000.50"), checked with the contract's money parser. */
export const nairaText = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => {
      const kobo = nairaToKobo(value.replaceAll(',', ''));
      return kobo !== null && kobo > 0;
    }, 'Enter an amount in naira, for example 50000');

export const CompanyOnboardFormSchema = CompanyOnboardSchema.pick({
  ...addressFields,
  address_line_2: true,
}).extend({
  max_spend_amount_per_employee: nairaText('Max spend per employee'),
  size: z.enum(COMPANY_SIZES, { message: 'Select the company size' }),
  time_zone: IanaTimeZoneSchema,
});
export type CompanyOnboardForm = z.input<typeof CompanyOnboardFormSchema>;

/** The company profile form: name, website and phone as signup checks them, address and time zone as onboarding. */
export const CompanyProfileFormSchema = CompanySignupSchema.pick({
  name: true,
  website: true,
  phone_number: true,
})
  .extend(CompanyOnboardSchema.pick({ ...addressFields, address_line_2: true }).shape)
  .extend({ time_zone: IanaTimeZoneSchema });
export type CompanyProfileForm = z.input<typeof CompanyProfileFormSchema>;

/** Lunch time and health lists as the form holds them (part of the employee's onboarding and profile form). */
export const LunchAndHealthFormSchema = z.object({
  /** The time picker's value, "13:30"; sent as "01:30 PM". */
  lunch_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a lunch time'),
  allergies: z.string().max(2000),
  medical_conditions: z.string().max(2000),
  dietary_preferences: z.string().max(2000),
  /** The consent checkbox (issue 33): unticked by default; the lists are sent only with consent. */
  health_consent: z.boolean(),
});
type LunchAndHealthForm = z.output<typeof LunchAndHealthFormSchema>;

/**
 * The health part of what onboarding sends: the lists (and the consent given now, when ticked) with
 * consent; nothing without it, so the server keeps no health data. `given`: consent was given before.
 */
export function healthInput(values: LunchAndHealthForm, given: boolean) {
  if (!given && !values.health_consent) return {};
  return {
    ...(given ? {} : { health_consent: true }),
    allergies: splitList(values.allergies),
    medical_conditions: splitList(values.medical_conditions),
    dietary_preferences: splitList(values.dietary_preferences),
  };
}

export const IndividualOnboardFormSchema = IndividualOnboardSchema.pick(addressFields)
  .extend({ address_line_2: z.string().trim().max(200) })
  .extend(LunchAndHealthFormSchema.shape);

/** "13:30" (time picker) → "01:30 PM" (wire format). */
export function toLunchTime(value: string): string {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return formatLunchTime(hours * 60 + minutes);
}

/** "01:30 PM" (wire format) → "13:30" (time picker); 12:30 when there is none yet. */
export function fromLunchTime(lunchTime: string | null): string {
  const minutes = lunchTime === null ? null : parseLunchTime(lunchTime);
  if (minutes === null) return '12:30';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
