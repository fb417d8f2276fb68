import { apiEnvelope } from '../../../lib/api-client';

/**
 * POST /api/auth/logout — revokes the session and clears the cookie. Marked public so that an
 * already-ended session (401) is handled by the caller rather than bouncing to /login.
 */
export function logout() {
  return apiEnvelope.post('/auth/logout', { public: true });
}
