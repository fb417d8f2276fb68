import type { AppContext } from '../../context.js';
import { MINUTE } from '../../lib/clock.js';
import type { ModuleManifest } from '../manifest.js';
import { autoOrderRoutes } from './auto-order.routes.js';
import { runAutoOrders } from './auto-order.run.js';
import { AUTO_ORDER_JOB, queueDueAutoOrders } from './auto-order.schedule.js';

/**
 * Auto-ordering (`/api/auto-order`, `/api/admin/auto-orders/run`, `/api/admin/auto-orders/runs/:date`)
 * and its run before each cut-off (one job per date, in one job slot).
 */
export function autoOrderModule(ctx: AppContext): ModuleManifest {
  return {
    name: 'auto-order',
    api: [autoOrderRoutes(ctx)],
    jobs: {
      [AUTO_ORDER_JOB]: {
        run: async (payload) => {
          await runAutoOrders(ctx, String(payload.date));
        },
      },
    },
    recurring: [
      {
        name: 'auto-order.queue',
        everyMs: MINUTE,
        run: async () => {
          await queueDueAutoOrders(ctx);
        },
      },
    ],
  };
}
