import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/confirm-email — verifies the email with the emailed code. */
export function confirmEmail(body: { email: string; otp: string }) {
  return apiRequest<{ id: string }>('/auth/confirm-email', { method: 'POST', body, public: true });
}
