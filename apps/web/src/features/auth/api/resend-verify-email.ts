import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/resend-verify-email — sends a fresh verification code. */
export function resendVerifyEmail(email: string) {
  return apiRequest<null>('/auth/resend-verify-email', { method: 'POST', body: { email }, public: true });
}
