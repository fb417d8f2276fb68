import type { AppContext } from '../../context.js';
import { paymentProvider } from '../../lib/payments/index.js';
import type { ModuleManifest } from '../manifest.js';
import { billingRoutes } from './billing.routes.js';
import { CONFIRM_TOPUP_JOB, confirmTopup } from './billing.service.js';
import { sandboxCheckoutRoutes } from './sandbox.routes.js';

/**
 * Wallet top-ups (`/api/billings…`, Paystack's webhook) and, without a Paystack key, the sandbox
 * checkout pages (`/sandbox/checkout/…`). A webhook whose verification could not be reached is
 * confirmed later by the `billing.confirm-topup` job.
 */
export function billingModule(ctx: AppContext): ModuleManifest {
  const provider = paymentProvider(ctx.config);
  return {
    name: 'billing',
    api: [billingRoutes(ctx, provider)],
    root: [sandboxCheckoutRoutes(ctx)],
    jobs: {
      [CONFIRM_TOPUP_JOB]: { run: (payload) => confirmTopup(ctx, provider, String(payload.reference)) },
    },
  };
}
