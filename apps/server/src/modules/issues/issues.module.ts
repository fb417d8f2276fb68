import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { issuesRoutes } from './issues.routes.js';

/** Problems put right: the employee's report of a problem with an order, the admin's list and resolution. */
export function issuesModule(ctx: AppContext): ModuleManifest {
  return { name: 'issues', api: [issuesRoutes(ctx)] };
}
