import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { orderRoutes } from './orders.routes.js';

/** Checkout, order lists, status changes and the live order stream (`/api/orders…`). */
export function ordersModule(ctx: AppContext): ModuleManifest {
  return { name: 'orders', api: [orderRoutes(ctx)] };
}
