import type { AppContext } from '../../context.js';
import { AUTO_TOPUP_JOB } from '../../domain/wallet/auto-topup.js';
import { paymentProvider } from '../../lib/payments/index.js';
import type { ModuleManifest } from '../manifest.js';
import { chargeSavedCard } from './auto-topup.charge.js';
import { autoTopupRoutes } from './auto-topup.routes.js';

/**
 * Auto top-up from a saved card (`/api/billings/auto-topup`) and the job that charges the card once
 * for each crossing of the threshold (queued by the order charge that crossed it, domain/wallet).
 */
export function autoTopupModule(ctx: AppContext): ModuleManifest {
  const provider = paymentProvider(ctx.config);
  return {
    name: 'auto-topup',
    api: [autoTopupRoutes(ctx)],
    jobs: {
      [AUTO_TOPUP_JOB]: {
        run: (payload) =>
          chargeSavedCard(ctx, provider, {
            companyId: String(payload.companyId),
            reference: String(payload.reference),
          }),
      },
    },
  };
}
