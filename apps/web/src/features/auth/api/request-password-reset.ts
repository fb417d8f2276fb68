import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/request-password-reset — emails a reset code (same answer for unknown emails). */
export function requestPasswordReset(email: string) {
  return apiRequest<null>('/auth/request-password-reset', { method: 'POST', body: { email }, public: true });
}
