import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { profileRoutes } from './profile.routes.js';

/** The signed-in employee's profile (`/api/profile`). */
export function profileModule(ctx: AppContext): ModuleManifest {
  return { name: 'profile', api: [profileRoutes(ctx)] };
}
