import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { zonesRoutes } from './zones.routes.js';

/** The platform's delivery zones, their fees, slots and cut-offs (`/api/admin/zones…`). */
export function zonesModule(ctx: AppContext): ModuleManifest {
  return { name: 'zones', api: [zonesRoutes(ctx)] };
}
