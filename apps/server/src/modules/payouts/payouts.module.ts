import type { AppContext } from '../../context.js';
import { MINUTE } from '../../lib/clock.js';
import { transferProvider } from '../../lib/payments/transfers.js';
import type { ModuleManifest } from '../manifest.js';
import { payoutsRoutes } from './payouts.routes.js';
import {
  PAYOUT_RUN_JOB,
  queueWeeklyPayouts,
  recheckPendingPayouts,
  runPayouts,
  STALE_PAYOUT_MS,
} from './payouts.service.js';

/**
 * Restaurants' money (docs/payouts.md): a restaurant's earnings and payout statements
 * (`/api/restaurant/earnings`, `/api/restaurant/payouts/…`), the platform admin's balances, payout
 * run and reconciliation (`/api/admin/payouts…`, `/api/admin/reconciliation`), and the weekly run:
 * checked each minute, queued once a week (Monday 09:00, platform time zone) as the
 * `payouts.run` job with the dedupe key `payouts.run:<Monday>`; every 15 minutes, payouts left
 * pending for 15 minutes are checked with Paystack (`recheckPendingPayouts`). Paystack's transfer webhooks come
 * in through billing's webhook (`applyTransferEvent`).
 */
export function payoutsModule(ctx: AppContext): ModuleManifest {
  const transfers = transferProvider(ctx.config);
  return {
    name: 'payouts',
    api: [payoutsRoutes(ctx, transfers)],
    jobs: {
      [PAYOUT_RUN_JOB]: {
        run: async () => {
          await runPayouts(ctx, transfers);
        },
      },
    },
    recurring: [
      {
        name: 'payouts.schedule',
        everyMs: MINUTE,
        run: async () => {
          await queueWeeklyPayouts(ctx);
        },
      },
      {
        name: 'payouts.recheck',
        everyMs: STALE_PAYOUT_MS,
        run: async () => {
          await recheckPendingPayouts(ctx, transfers);
        },
      },
    ],
  };
}
