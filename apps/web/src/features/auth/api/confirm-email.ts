import { apiEnvelope } from '../../../lib/api-client';

/** POST /api/auth/confirm-email — verifies the email with the emailed code. */
export function confirmEmail(body: { email: string; otp: string }) {
  return apiEnvelope.post('/auth/confirm-email', { body, public: true });
}
