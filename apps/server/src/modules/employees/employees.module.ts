import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { employeeRoutes } from './employees.routes.js';

/** A company's employees and settings (`/api/users/employees…`, `/api/company/settings`). */
export function employeesModule(ctx: AppContext): ModuleManifest {
  return { name: 'employees', api: [employeeRoutes(ctx)] };
}
