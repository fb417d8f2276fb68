import { DIAL_CODE, type SignupInput } from '@lunch/contract';
import { apiEnvelope } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/format-date';

/** A signup as the forms fill it in (either account type); `signup` adds the rest. */
export type SignupFields = SignupInput extends infer Input
  ? Input extends unknown
    ? Omit<Input, 'dial_code' | 'time_zone'>
    : never
  : never;

/**
 * POST /api/auth/signup — 201 with `{id, email}`; a verification code is emailed. Sent with the one
 * dial code the app takes and the browser's time zone.
 */
export function signup(input: SignupFields) {
  const body: SignupInput = { ...input, dial_code: DIAL_CODE, time_zone: browserTimeZone() };
  return apiEnvelope.post('/auth/signup', { body, public: true });
}

export type SignupResult = Awaited<ReturnType<typeof signup>>['data'];
