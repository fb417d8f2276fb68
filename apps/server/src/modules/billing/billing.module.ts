import type { AppContext } from '../../context.js';
import { paymentProvider } from '../../lib/payments/index.js';
import type { ModuleManifest } from '../manifest.js';
import { confirmBankTransfer } from './bank-transfers.js';
import { billingRoutes } from './billing.routes.js';
import { CONFIRM_BANK_TRANSFER_JOB, CONFIRM_TOPUP_JOB, confirmTopup } from './billing.service.js';
import { sandboxCheckoutRoutes } from './sandbox.routes.js';

/**
 * Wallet top-ups (`/api/billings…`, Paystack's webhook), the company's own bank account for
 * transfers and the transfers no company claims (`/api/admin/bank-transfers/unmatched`) and, without
 * a Paystack key, the sandbox checkout pages (`/sandbox/checkout/…`). A webhook is confirmed by a
 * job that asks Paystack: `billing.confirm-topup` for a top-up we are waiting for (also tried again
 * later when verification could not be reached), `billing.confirm-bank-transfer` for a transfer into
 * a company's account (docs/bank-transfers.md).
 */
export function billingModule(ctx: AppContext): ModuleManifest {
  const provider = paymentProvider(ctx.config);
  return {
    name: 'billing',
    api: [billingRoutes(ctx, provider)],
    root: [sandboxCheckoutRoutes(ctx)],
    jobs: {
      [CONFIRM_TOPUP_JOB]: { run: (payload) => confirmTopup(ctx, provider, String(payload.reference)) },
      [CONFIRM_BANK_TRANSFER_JOB]: {
        run: (payload) => confirmBankTransfer(ctx, provider, String(payload.reference)),
      },
    },
  };
}
