import type { SignupInput } from '@lunch/contract';
import { apiRequest } from '../../../lib/api-client';

export type SignupResult = { id: string; email: string };

/** POST /api/auth/signup — 201 with `{id, email}`; a verification code is emailed. */
export function signup(input: SignupInput) {
  return apiRequest<SignupResult>('/auth/signup', { method: 'POST', body: input, public: true });
}
