import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { emails } from '../../lib/emails.js';

/**
 * After an order charge (inside a status change's transaction; right after checkout's commit, by
 * the charge that crossed the level): when the wallet is below the company's alert level and the
 * alert is armed, disarms it and queues the email with `wallet`, the balance the charge left. The
 * disarming update is conditional, so one crossing sends one email. `threshold` is the level read
 * before the charge; null (no alert) costs no query.
 */
export async function alertOnLowBalance(
  ctx: AppContext,
  tx: Executor,
  company: { id: string; email: string; threshold: number | null },
  wallet: number,
) {
  if (company.threshold === null || wallet >= company.threshold) return;
  const [crossed] = await tx
    .update(companies)
    .set({ lowBalanceAlerted: true })
    .where(
      and(
        eq(companies.accountId, company.id),
        eq(companies.lowBalanceAlerted, false),
        isNotNull(companies.lowBalanceAlertKobo),
        sql`${companies.walletKobo} < ${companies.lowBalanceAlertKobo}`,
      ),
    )
    .returning({ threshold: companies.lowBalanceAlertKobo });
  if (crossed) {
    await ctx.sendMail(tx, emails.lowBalance(company.email, wallet, crossed.threshold!, ctx.config.appUrl));
  }
}

/** After a top-up, inside its transaction: re-arms the alert once the wallet is back at or above the level. */
export async function rearmLowBalanceAlert(tx: Executor, companyId: string) {
  await tx
    .update(companies)
    .set({ lowBalanceAlerted: false })
    .where(
      and(
        eq(companies.accountId, companyId),
        eq(companies.lowBalanceAlerted, true),
        sql`${companies.walletKobo} >= ${companies.lowBalanceAlertKobo}`,
      ),
    );
}
