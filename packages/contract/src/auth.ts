import { z } from 'zod';
import {
  EmailSchema,
  fieldError,
  IdSchema,
  moneyInputSchema,
  requiredText,
  TextListSchema,
} from './common.js';
import { ACCOUNT_STATES, ACCOUNT_TYPES, COMPANY_SIZES, OTP_LENGTH } from './constants.js';
import { COMPANY_ROLES } from './endpoints/endpoint.js';

export const PasswordSchema = z
  .string({ error: fieldError('Password') })
  .min(1, { message: 'Password is required', abort: true })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The company's and the employee's time zone when none is given (the product serves Nigeria first). */
export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

/**
 * An IANA time zone ("Africa/Lagos"), spelt as the zone database spells it ("africa/lagos" is kept
 * as "Africa/Lagos"): the company's clock (budget month, order window, statement) runs in it.
 */
export const IanaTimeZoneSchema = z
  .string({ error: fieldError('Time zone') })
  .trim()
  .refine(isValidTimeZone, 'Must be a valid IANA time zone')
  .transform((zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone);

export const TimeZoneSchema = IanaTimeZoneSchema.default(DEFAULT_TIME_ZONE);

const PhoneSchema = z
  .string({ error: fieldError('Phone number') })
  .trim()
  .min(1, { message: 'Phone number is required', abort: true })
  .regex(/^[0-9 ]{6,15}$/, 'Phone number must be 6 to 15 digits');
const DialCodeSchema = z.literal('+234', { message: 'Dial code must be +234' }).default('+234');

export const CompanySignupSchema = z.strictObject({
  account_type: z.literal('Company'),
  email: EmailSchema,
  password: PasswordSchema,
  name: requiredText('Company name', 200),
  website: requiredText('Website', 300),
  dial_code: DialCodeSchema,
  phone_number: PhoneSchema,
  time_zone: TimeZoneSchema,
});

export const IndividualSignupSchema = z.strictObject({
  account_type: z.literal('Individual'),
  email: EmailSchema,
  password: PasswordSchema,
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
  phone_number: PhoneSchema,
  invitation_code: z
    .string({ error: fieldError('Invitation code') })
    .trim()
    .toUpperCase()
    .min(1, { message: 'Invitation code is required', abort: true })
    .regex(/^[A-Z0-9]{8}$/, 'Invalid or expired invitation code'),
  dial_code: DialCodeSchema,
  time_zone: TimeZoneSchema,
});

/**
 * A restaurant signs up with the code a platform admin's invitation mailed to its contact email
 * (issue 30), and that email; the email counts as verified, since the code reached it.
 */
export const RestaurantSignupSchema = z.strictObject({
  account_type: z.literal('Restaurant'),
  email: EmailSchema,
  password: PasswordSchema,
  invitation_code: z
    .string({ error: fieldError('Invitation code') })
    .trim()
    .toUpperCase()
    .min(1, { message: 'Invitation code is required', abort: true })
    .regex(/^[A-Z0-9]{8}$/, 'Invalid or expired invitation code'),
  dial_code: DialCodeSchema,
  time_zone: TimeZoneSchema,
});

/** The code of a team invitation (8 letters and digits), as `team_invitation_code` and `?team_code=`. */
export const TeamInvitationCodeSchema = z
  .string({ error: fieldError('Team invitation code') })
  .trim()
  .toUpperCase()
  .min(1, { message: 'Team invitation code is required', abort: true })
  .regex(/^[A-Z0-9]{8}$/, 'Invalid or expired team invitation code');

/**
 * A company member signs up with the code an owner's invitation mailed them (issue 32): a Company
 * account of their own, for the email the invitation was sent to, which joins the company's team
 * (already onboarded) once the email is verified like anyone's. Told apart from a company's own
 * sign-up by `team_invitation_code` (`isTeamSignup`).
 */
export const TeamSignupSchema = z.strictObject({
  account_type: z.literal('Company'),
  team_invitation_code: TeamInvitationCodeSchema,
  email: EmailSchema,
  password: PasswordSchema,
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
  phone_number: PhoneSchema,
  dial_code: DialCodeSchema,
  time_zone: TimeZoneSchema,
});
export type TeamSignupInput = z.input<typeof TeamSignupSchema>;

/** Whether a sign-up body is a company member's (checked with `TeamSignupSchema`, not `SignupSchema`). */
export function isTeamSignup(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    'team_invitation_code' in body &&
    (body as { account_type?: unknown }).account_type === 'Company'
  );
}

/** `account_type: "Admin"` is answered 403 by the server before this schema is applied. */
export const SignupSchema = z.discriminatedUnion(
  'account_type',
  [CompanySignupSchema, IndividualSignupSchema, RestaurantSignupSchema],
  {
    error: 'account_type must be Company, Individual or Restaurant',
  },
);
/** Any sign-up body: an account type's, or a company member's with its team code. */
export type SignupInput = z.input<typeof SignupSchema> | TeamSignupInput;
/**
 * What `POST /auth/signup` lets through to its handler: any object. The handler answers
 * `account_type: "Admin"` with 403 first, then checks the body against `SignupSchema`, or
 * `TeamSignupSchema` for a company member's (`isTeamSignup`).
 */
export const SignupBodySchema = z.looseObject({ account_type: z.string().optional() });
export const SignupResultSchema = z.object({ id: IdSchema, email: z.string() });

export const OtpSchema = z
  .string({ error: fieldError('OTP') })
  .trim()
  .min(1, { message: 'OTP is required', abort: true })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP must be ${OTP_LENGTH} digits`);

export const ConfirmEmailSchema = z.object({ email: EmailSchema, otp: OtpSchema });
/** `POST /auth/confirm-email`: the account whose email is now verified. */
export const ConfirmEmailResultSchema = z.object({ id: z.string() });
export const EmailOnlySchema = z.object({ email: EmailSchema });

export const LoginSchema = z.object({
  identifier: EmailSchema,
  password: z
    .string({ error: fieldError('Password') })
    .min(1, 'Password is required')
    .max(128, 'Password must be at most 128 characters'),
});
export type LoginInput = z.input<typeof LoginSchema>;
export const LoginResultSchema = z.object({
  /** The session token itself, not a hash: the field keeps the name clients already read. */
  accessTokenHash: z
    .string()
    .describe(
      'The session token (not a hash, despite the name): send it as `Authorization: Bearer <token>`.',
    ),
  onboarded: z.boolean(),
  account_type: z.enum(ACCOUNT_TYPES),
});

export const MeSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  account_state: z.enum(ACCOUNT_STATES),
  onboarded: z.boolean(),
  email_verified: z.boolean(),
  time_zone: z.string(),
  company_role: z
    .enum(COMPANY_ROLES)
    .nullable()
    .describe("A company member's role in its company (issue 32); null for every other account"),
});
export type Me = z.infer<typeof MeSchema>;

const address = {
  address_line_1: requiredText('Address line 1', 200),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  country: requiredText('Country', 100),
  zip_code: requiredText('Zip code', 20),
};

export const CompanyOnboardSchema = z.strictObject({
  ...address,
  address_line_2: requiredText('Address line 2', 200),
  max_spend_amount_per_employee: moneyInputSchema('Max spend per employee').refine(
    (kobo) => kobo > 0,
    'Max spend must be more than 0',
  ),
  size: z.enum(COMPANY_SIZES, { message: `Size must be one of ${COMPANY_SIZES.join(', ')}` }),
  /** The company's clock; absent: the one it has (its signup's). */
  time_zone: IanaTimeZoneSchema.optional(),
});
export type CompanyOnboardInput = z.input<typeof CompanyOnboardSchema>;

/** "hh:mm AM/PM" → minutes after midnight. */
export function parseLunchTime(value: string): number | null {
  const match = /^(0?[1-9]|1[0-2]):([0-5]\d)\s*(AM|PM)$/i.exec(value.trim());
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

/** minutes after midnight → "hh:mm AM/PM". */
export function formatLunchTime(minutes: number): string {
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${String(h12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

export const LunchTimeSchema = z
  .string({ error: fieldError('Lunch time') })
  .min(1, { message: 'Lunch time is required', abort: true })
  .refine((value) => parseLunchTime(value) !== null, 'Lunch time must look like 12:30 PM');

export const IndividualOnboardSchema = z.strictObject({
  ...address,
  address_line_2: z
    .string({ error: fieldError('Address line 2') })
    .trim()
    .max(200, 'Address line 2 must be at most 200 characters')
    .optional()
    .default(''),
  lunch_time: LunchTimeSchema,
  allergies: TextListSchema,
  medical_conditions: TextListSchema,
  dietary_preferences: TextListSchema,
  /**
   * The employee's explicit consent to keep the three lists above (issue 33): `true` gives it for
   * the current text, `false` withdraws it (erasing them); left out, the consent stays as it is.
   * Without consent, sending any of the three lists non-empty is refused (400 naming `health_consent`).
   */
  health_consent: z.boolean({ message: 'health_consent must be true or false' }).optional(),
});
export type IndividualOnboardInput = z.input<typeof IndividualOnboardSchema>;
/**
 * What `POST /auth/onboard` lets through to its handler: any object, checked there against
 * `CompanyOnboardSchema` or `IndividualOnboardSchema` by the signed-in account's type.
 */
export const OnboardBodySchema = z.record(z.string(), z.unknown());
export const OnboardResultSchema = z.object({ id: IdSchema, onboarded: z.literal(true) });

export const ResetPasswordSchema = z
  .object({ email: EmailSchema, otp: OtpSchema, password: PasswordSchema, confirmPassword: z.string() })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords must match',
  });
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;
