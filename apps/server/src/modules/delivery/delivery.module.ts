import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { deliveryRoutes } from './delivery.routes.js';
import { KITCHEN_SHEET_JOB, MINUTE, queueKitchenSheet, sendKitchenSheet } from './kitchen.service.js';

/** Platform ordering settings, delivery options, the kitchen sheet (and its email at the cut-off) and meal labels. */
export function deliveryModule(ctx: AppContext): ModuleManifest {
  return {
    name: 'delivery',
    api: [deliveryRoutes(ctx)],
    jobs: { [KITCHEN_SHEET_JOB]: (payload) => sendKitchenSheet(ctx, String(payload.date)) },
    recurring: [
      {
        name: 'kitchen.sheet.queue',
        everyMs: MINUTE,
        run: async () => {
          await queueKitchenSheet(ctx);
        },
      },
    ],
  };
}
