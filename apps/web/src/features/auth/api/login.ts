import type { LoginInput } from '@lunch/contract';
import { apiEnvelope } from '../../../lib/api-client';

/** POST /api/auth/login — the server also sets the HttpOnly session cookie. */
export function login(input: LoginInput) {
  return apiEnvelope.post('/auth/login', { body: input, public: true });
}

export type LoginResult = Awaited<ReturnType<typeof login>>['data'];
