import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { teamRoutes } from './team.routes.js';

/** The members who run a company's account and their roles (`/api/company/members…`). */
export function teamModule(ctx: AppContext): ModuleManifest {
  return { name: 'team', api: [teamRoutes(ctx)] };
}
