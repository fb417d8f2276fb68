import type { AppContext } from '../../context.js';
import { HOUR } from '../../lib/clock.js';
import type { ModuleManifest } from '../manifest.js';
import { authRoutes } from './auth.routes.js';
import { purgeEndedSessions } from './auth.service.js';

/**
 * Sign-up, sign-in, sessions, email verification and password reset (`/api/auth/…`); every hour,
 * the sessions that ended more than 30 days ago are deleted (docs/privacy.md).
 */
export function authModule(ctx: AppContext): ModuleManifest {
  return {
    name: 'auth',
    api: [authRoutes(ctx)],
    recurring: [{ name: 'auth.sessions.purge', everyMs: HOUR, run: () => purgeEndedSessions(ctx) }],
  };
}
