import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { authRoutes } from './auth.routes.js';

/** Sign-up, sign-in, sessions, email verification and password reset (`/api/auth/…`). */
export function authModule(ctx: AppContext): ModuleManifest {
  return { name: 'auth', api: [authRoutes(ctx)] };
}
