import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { employeeRoutes } from './employees.routes.js';

/** A company's employees: the list, its CSV export and each one's budget (`/api/users/employees…`). */
export function employeesModule(ctx: AppContext): ModuleManifest {
  return { name: 'employees', api: [employeeRoutes(ctx)] };
}
