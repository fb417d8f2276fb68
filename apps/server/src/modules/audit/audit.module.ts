import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { auditRoutes } from './audit.routes.js';

/**
 * Who did what to a company's affairs (`/api/company/audit`, its CSV): the records every change by a
 * member or a platform admin writes in its own transaction (domain/audit), read newest first.
 */
export function auditModule(ctx: AppContext): ModuleManifest {
  return { name: 'audit', api: [auditRoutes(ctx)] };
}
