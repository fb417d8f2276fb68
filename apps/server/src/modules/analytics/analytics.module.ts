import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { adminAnalyticsRoutes } from './admin.routes.js';
import { companyAnalyticsRoutes } from './company.routes.js';
import { employeeAnalyticsRoutes } from './employee.routes.js';

/** Dashboards' figures for platform admins, companies and employees (`/api/analytics/…`). */
export function analyticsModule(ctx: AppContext): ModuleManifest {
  return {
    name: 'analytics',
    api: [adminAnalyticsRoutes(ctx), companyAnalyticsRoutes(ctx), employeeAnalyticsRoutes(ctx)],
  };
}
