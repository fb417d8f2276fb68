import type { AppContext } from '../../context.js';
import { WALLET_CHARGED_JOB, type WalletChargedMail } from '../../domain/wallet/wallet.js';
import { MINUTE } from '../../lib/clock.js';
import { emails } from '../../lib/emails.js';
import { inRecipientOrder } from '../../lib/mailer.js';
import { CONFIRM_EMPLOYEE_PAYMENT_JOB } from '../billing/billing.service.js';
import type { ModuleManifest } from '../manifest.js';
import { confirmContribution, lapseUnpaidOrders } from './awaiting-orders.js';
import { REFUND_EMPLOYEE_PAYMENT_JOB, refundEmployeePayment } from './employee-payments.js';
import { orderRoutes } from './orders.routes.js';

/**
 * Checkout, order lists, status changes and the live order stream (`/api/orders…`), and employees'
 * card payments of the difference: confirmed after a signed webhook, refunded, and lapsed unpaid
 * (the expiry pass, every minute).
 */
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
      [CONFIRM_EMPLOYEE_PAYMENT_JOB]: {
        run: (payload) => confirmContribution(ctx, String(payload.reference)),
      },
      [REFUND_EMPLOYEE_PAYMENT_JOB]: {
        run: (payload) => refundEmployeePayment(ctx, String(payload.reference)),
      },
    },
    recurring: [
      {
        name: 'orders.payment-expiry',
        everyMs: MINUTE,
        run: async () => {
          await lapseUnpaidOrders(ctx);
        },
      },
    ],
  };
}
