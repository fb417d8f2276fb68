import { apiEnvelope } from '../../../lib/api-client';

/** POST /api/auth/resend-verify-email — sends a fresh verification code. */
export function resendVerifyEmail(email: string) {
  return apiEnvelope.post('/auth/resend-verify-email', { body: { email }, public: true });
}
