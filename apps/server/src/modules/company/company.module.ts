import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { companyRoutes } from './company.routes.js';

/** A company's own profile and settings (`/api/company/profile`, `/api/company/settings`). */
export function companyModule(ctx: AppContext): ModuleManifest {
  return { name: 'company', api: [companyRoutes(ctx)] };
}
