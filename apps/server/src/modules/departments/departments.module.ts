import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { departmentsRoutes } from './departments.routes.js';

/**
 * A company's departments, their rules and who is in them (`/api/company/departments…`, and
 * `PATCH /api/users/employees/:id` to move an employee; issue 32).
 */
export function departmentsModule(ctx: AppContext): ModuleManifest {
  return { name: 'departments', api: [departmentsRoutes(ctx)] };
}
