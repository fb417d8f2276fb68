import { apiEnvelope } from '../../../lib/api-client';

/** POST /api/auth/request-password-reset — emails a reset code (same answer for unknown emails). */
export function requestPasswordReset(email: string) {
  return apiEnvelope.post('/auth/request-password-reset', { body: { email }, public: true });
}
