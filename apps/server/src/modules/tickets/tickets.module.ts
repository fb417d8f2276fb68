import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { ticketsRoutes } from './tickets.routes.js';

/**
 * A restaurant's ticket board (`/api/restaurant/tickets…`, `/api/restaurant/orders/:id/…`): its
 * orders of a day by slot, accepted, declined with a reason and marked ready for pickup.
 */
export function ticketsModule(ctx: AppContext): ModuleManifest {
  return { name: 'tickets', api: [ticketsRoutes(ctx)] };
}
