import type { ResetPasswordInput } from '@lunch/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/reset-password — sets a new password with the emailed reset code. */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest<null>('/auth/reset-password', { method: 'POST', body: input, public: true });
}
