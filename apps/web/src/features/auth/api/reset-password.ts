import type { ResetPasswordInput } from '@lunch/contract';
import { apiEnvelope } from '../../../lib/api-client';

/** POST /api/auth/reset-password — sets a new password with the emailed reset code. */
export function resetPassword(input: ResetPasswordInput) {
  return apiEnvelope.post('/auth/reset-password', { body: input, public: true });
}
