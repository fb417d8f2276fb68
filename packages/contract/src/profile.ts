import { z } from 'zod';
import { HealthConsentSchema } from './privacy.js';

/** `GET /profile` (Individual): what the employee gave at onboarding, to prefill the profile form. */
export const EmployeeProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip_code: z.string(),
  /** "hh:mm AM/PM", or null when none was given. */
  lunch_time: z.string().nullable(),
  time_zone: z.string(),
  allergies: z.array(z.string()),
  medical_conditions: z.array(z.string()),
  dietary_preferences: z.array(z.string()),
  /** Whether the employee consented to keep the three lists above (issue 33). */
  health_consent: HealthConsentSchema,
});
export type EmployeeProfile = z.infer<typeof EmployeeProfileSchema>;
