import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { customerRoutes } from './customers.routes.js';

/** Platform admin views of accounts (`/api/users`, `/api/users/account-state`). */
export function customersModule(ctx: AppContext): ModuleManifest {
  return { name: 'customers', api: [customerRoutes(ctx)] };
}
