import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { personalDataRoutes } from './personal-data.routes.js';

/** A person's data: a copy of it, erasing them, a company removing an employee (`/api/profile/export`, `DELETE /api/profile`, `DELETE /api/users/employees/:id`). */
export function personalDataModule(ctx: AppContext): ModuleManifest {
  return { name: 'personal-data', api: [personalDataRoutes(ctx)] };
}
