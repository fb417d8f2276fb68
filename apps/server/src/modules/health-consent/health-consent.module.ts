import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { healthConsentRoutes } from './health-consent.routes.js';

/** The privacy notice and the employee's consent to keep their health data (`/api/privacy`, `/api/profile/health-consent`). */
export function healthConsentModule(ctx: AppContext): ModuleManifest {
  return { name: 'health-consent', api: [healthConsentRoutes(ctx)] };
}
