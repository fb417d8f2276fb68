import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { restaurantsRoutes } from './restaurants.routes.js';

/**
 * Restaurant partners (issue 30): the platform admin's restaurants (`/api/admin/restaurants…`), a
 * restaurant's own profile and hours (`/api/restaurant/profile`) and the restaurants an employee
 * filters the menu by (`/api/restaurants`). Which restaurants are offered on a day is
 * domain/restaurants/offering.ts; their dishes are the menu module's.
 */
export function restaurantsModule(ctx: AppContext): ModuleManifest {
  return { name: 'restaurants', api: [restaurantsRoutes(ctx)] };
}
