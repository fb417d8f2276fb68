import type { AccountType, LoginInput } from '@lunch/contract';
import { apiRequest } from '../../../lib/api-client';

export type LoginResult = { accessTokenHash: string; onboarded: boolean; account_type: AccountType };

/** POST /api/auth/login — the server also sets the HttpOnly session cookie. */
export function login(input: LoginInput) {
  return apiRequest<LoginResult>('/auth/login', { method: 'POST', body: input, public: true });
}
