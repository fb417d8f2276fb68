import { z } from 'zod';
import { TimestampSchema } from './common.js';

/**
 * The consent an employee gives before we keep their allergies, conditions and diets (issue 33,
 * NDPA 2023: health data is sensitive personal data). A new wording gets a new version; the
 * version agreed to is stored with the time (`employees.health_consent_version`, `_at`).
 */
export const HEALTH_CONSENT_VERSION = '2026-11';
export const HEALTH_CONSENT_TEXT =
  'I agree that Lunch for remote teams keeps my allergies, medical conditions and diets to filter the menu and warn the kitchen, until I withdraw this consent or erase my data.';

/** An employee's consent to keep their health data: `given` false when none is (or it was withdrawn). */
export const HealthConsentSchema = z.object({
  given: z.boolean(),
  /** The consent text's version agreed to; null when none is given. */
  version: z.string().nullable(),
  given_at: TimestampSchema.nullable(),
});
export type HealthConsent = z.infer<typeof HealthConsentSchema>;

/** `PUT /profile/health-consent`: the version of the text the employee was shown (the current one). */
export const GiveHealthConsentSchema = z.strictObject({
  version: z.literal(HEALTH_CONSENT_VERSION, {
    message: `version must be the current consent text's version (${HEALTH_CONSENT_VERSION})`,
  }),
});
export type GiveHealthConsent = z.input<typeof GiveHealthConsentSchema>;

/** `GET /privacy` (public): what the privacy page shows besides its fixed text. */
export const PrivacyNoticeSchema = z.object({
  /** Whom to write to about one's data, set by the platform admin; '' while it is not set. */
  contact_email: z.string(),
  consent_version: z.string(),
  consent_text: z.string(),
});
export type PrivacyNotice = z.infer<typeof PrivacyNoticeSchema>;

/** `DELETE /users/employees/:id?erase=`: remove the employee, and erase them too when `true`. */
export const RemoveEmployeeQuerySchema = z.object({
  erase: z
    .enum(['true', 'false'], { message: 'erase must be true or false' })
    .optional()
    .transform((value) => value === 'true')
    .describe(
      '`true`: erase the person as `DELETE /profile` does (name, email, phone, addresses and health data replaced by a pseudonym). Otherwise their account stays, unable to sign in or order',
    ),
});

/**
 * What a platform admin opened (`data_access_records.kind`), as a person's data export names it:
 * the customers list (everyone's names and emails: neither subject nor date), the transactions
 * list (everyone's: neither), and a day's kitchen sheet, its CSV and its labels (the people with
 * an order that day: `delivery_date`).
 */
export const DATA_ACCESS_KINDS = [
  'customers_list',
  'transactions_list',
  'kitchen_sheet',
  'kitchen_csv',
  'kitchen_labels',
] as const;
export type DataAccessKind = (typeof DATA_ACCESS_KINDS)[number];

/** The 403 an employee their company removed gets when they sign in (issue 33). */
export const REMOVED_EMPLOYEE_MESSAGE =
  'Your company removed your account, so you can no longer sign in or order. Ask your company if you think this is a mistake.';

/** The 409 a company's last owner gets when they ask to be erased. */
export const ERASE_LAST_OWNER_MESSAGE =
  'You are the company’s last owner: make another member an owner first, then erase your data';
