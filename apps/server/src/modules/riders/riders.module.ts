import type { AppContext } from '../../context.js';
import { MINUTE } from '../../lib/clock.js';
import type { ModuleManifest } from '../manifest.js';
import { tellLateOrders } from './lateness.js';
import { ridersRoutes } from './riders.routes.js';

/**
 * Lunch to the door: riders (`/api/admin/riders…`), dispatch (`/api/admin/dispatch…`), the rider's
 * run and hand-over (`/api/rider/…`), and the lateness pass each minute (orders still undelivered
 * when their slot ends are told once).
 */
export function ridersModule(ctx: AppContext): ModuleManifest {
  return {
    name: 'riders',
    api: [ridersRoutes(ctx)],
    recurring: [
      {
        name: 'orders.lateness',
        everyMs: MINUTE,
        run: async () => {
          await tellLateOrders(ctx);
        },
      },
    ],
  };
}
