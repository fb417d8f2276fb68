import type { AppContext } from '../../context.js';
import { MINUTE } from '../../lib/clock.js';
import type { ModuleManifest } from '../manifest.js';
import { deliveryRoutes } from './delivery.routes.js';
import { KITCHEN_SHEET_JOB, queueKitchenSheet, sendKitchenSheet } from './kitchen.service.js';

/**
 * Delivery days and ordering rules (`/api/admin/settings`, `/api/orders/delivery-options`), the
 * kitchen sheet (`/api/kitchen…`) and its email at the cut-off: checked once a minute, queued with
 * the dedupe key `kitchen-sheet:<date>`, so each date's sheet goes out once.
 */
export function deliveryModule(ctx: AppContext): ModuleManifest {
  return {
    name: 'delivery',
    api: [deliveryRoutes(ctx)],
    jobs: { [KITCHEN_SHEET_JOB]: { run: (payload) => sendKitchenSheet(ctx, String(payload.date)) } },
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
