import type { AppContext } from '../../context.js';
import { WALLET_CHARGED_JOB, type WalletChargedMail } from '../../domain/wallet/wallet.js';
import { emails } from '../../lib/emails.js';
import { inRecipientOrder } from '../../lib/mailer.js';
import type { ModuleManifest } from '../manifest.js';
import { orderRoutes } from './orders.routes.js';

/** Checkout, order lists, status changes and the live order stream (`/api/orders…`). */
export function ordersModule(ctx: AppContext): ModuleManifest {
  return {
    name: 'orders',
    api: [orderRoutes(ctx)],
    jobs: {
      [WALLET_CHARGED_JOB]: {
        run: (payload) => {
          const mail = payload as WalletChargedMail;
          return ctx.mailer.send(
            emails.walletCharged(
              mail.to,
              mail.employeeName,
              mail.totalKobo,
              mail.walletKobo,
              mail.feeKobo ?? 0,
            ),
          );
        },
        inOrderOf: inRecipientOrder,
      },
    },
  };
}
