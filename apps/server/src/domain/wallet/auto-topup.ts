import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.js';
import { autoTopups, companies } from '../../db/schema.js';
import type { CardAuthorization } from '../../lib/payments/index.js';

/**
 * Auto top-up's rules that live with the wallet (issue 31; the job, the settings and the emails are
 * modules/auto-topup): when it is armed by a paid top-up, how a charge disarms it and queues the one
 * job that charges the saved card, and which card is saved.
 */

/** The job that charges a company's saved card once for one crossing of its threshold. */
export const AUTO_TOPUP_JOB = 'auto-topup.charge';
export type AutoTopupJob = { companyId: string; reference: string };

/**
 * Two CTEs for an order's charge statement (chargeHold), after its `wallet` CTE: when the wallet
 * the charge left is below the company's threshold while auto top-up is on, armed and has a card,
 * disarm it and queue the job that charges the card, with the top-up's reference fixed here. The
 * disarming update is conditional and every charge of a company waits for the row lock of the one
 * before (its wallet row, then this row, in that order), so one crossing queues one job, whatever
 * the number of charges made at once. Re-armed by a paid top-up that lifts the wallet back
 * (rearmAutoTopup), or by a failed charge (the next order tries again).
 */
export function autoTopupCtes(companyId: string, now: string) {
  return sql`
    auto_topup as (
      update auto_topups set armed = false, updated_at = ${now}::timestamptz
      where company_id = ${companyId}::uuid and enabled and armed and authorization_code is not null
        and (select wallet_kobo from wallet) < threshold_kobo
      returning company_id),
    auto_topup_job as (
      insert into jobs (id, kind, payload, run_at)
      select ${uuidv7()}::uuid, ${AUTO_TOPUP_JOB}::text,
        jsonb_build_object('companyId', company_id, 'reference', ${`auto-${crypto.randomUUID().replaceAll('-', '')}`}::text),
        ${now}::timestamptz
      from auto_topup)`;
}

/**
 * After a top-up, inside its transaction (after the wallet was credited: the wallet row is locked
 * before this one, as in an order's charge): re-arms auto top-up once the wallet is back at or
 * above the threshold. The count of failed charges is kept.
 */
export async function rearmAutoTopup(tx: Executor, companyId: string) {
  await tx
    .update(autoTopups)
    .set({ armed: true, updatedAt: sql`now()` })
    .where(
      and(
        eq(autoTopups.companyId, companyId),
        eq(autoTopups.armed, false),
        sql`${autoTopups.thresholdKobo} <= (select ${companies.walletKobo} from ${companies} where ${companies.accountId} = ${companyId})`,
      ),
    );
}

/**
 * After a card top-up was paid, inside its transaction: keeps the card when Paystack says its
 * authorization can be charged again, with the email it was paid with (Paystack charges an
 * authorization only with its customer's email). The settings (on or off, threshold, amount) and
 * the failed charges in a row stay as they are. An auto top-up's own charge, and a bank transfer,
 * change nothing.
 */
export async function keepReusableCard(
  tx: Executor,
  topup: { companyId: string; email: string; method: string | null },
  authorization: CardAuthorization | null | undefined,
) {
  if (topup.method === 'auto_topup' || topup.method === 'bank_transfer' || !authorization?.reusable) return;
  const card = {
    authorizationCode: authorization.code,
    cardBrand: authorization.brand,
    cardLast4: authorization.last4,
    cardExpMonth: authorization.expMonth,
    cardExpYear: authorization.expYear,
    cardEmail: topup.email,
    updatedAt: sql`now()`,
  };
  await tx
    .insert(autoTopups)
    .values({ companyId: topup.companyId, ...card })
    .onConflictDoUpdate({ target: autoTopups.companyId, set: card });
}
