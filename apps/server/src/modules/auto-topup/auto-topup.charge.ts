import { AUTO_TOPUP_MAX_FAILURES, cardLabel, koboToNaira } from '@lunch/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, autoTopups, companies, ledger } from '../../db/schema.js';
import { PLATFORM, recordChange } from '../../domain/audit/audit.js';
import type { AutoTopupJob } from '../../domain/wallet/auto-topup.js';
import { type PaymentOutcome, type PaymentProvider, PaymentProviderError } from '../../lib/payments/index.js';
import { settleTopup } from '../billing/billing.service.js';
import { autoTopupFailedEmail } from './auto-topup.emails.js';

type Topup = typeof ledger.$inferSelect;
type Card = { authorizationCode: string; brand: string; last4: string };

/** Paystack answered, refusing the request (4xx): as opposed to not being reached, or failing itself. */
const refused = (error: unknown) =>
  error instanceof PaymentProviderError &&
  error.httpStatus !== undefined &&
  error.httpStatus >= 400 &&
  error.httpStatus < 500;

/**
 * What Paystack says about our reference, or null when it has no such transaction (Verify
 * Transaction refuses an unknown reference). Not reached, or failing itself: thrown, so the job is
 * tried again later.
 */
async function verified(provider: PaymentProvider, reference: string): Promise<PaymentOutcome | null> {
  try {
    return await provider.verify(reference);
  } catch (error) {
    if (refused(error)) return null;
    throw error;
  }
}

/**
 * The `auto-topup.charge` job: one charge of the saved card for one crossing of the threshold, under
 * the reference the crossing fixed (autoTopupCtes). The pending `wallet_topup` row (method
 * `auto_topup`) is written before Paystack is called, then Paystack's Verify Transaction decides:
 * a success is credited by settleTopup, once, like any top-up (the webhook's confirmation may get
 * there first); a failure is counted and emailed. Safe to run again: a settled row ends it, and a
 * pending one (Paystack not reached last time) is first asked of Paystack, which also refuses a
 * second charge under the same reference, so one crossing never charges twice. Paystack not
 * reached, or the charge still in progress: thrown, the row stays pending and the job is retried.
 */
export async function chargeSavedCard(ctx: AppContext, provider: PaymentProvider, job: AutoTopupJob) {
  const { companyId, reference } = job;
  const [settings] = await ctx.db.select().from(autoTopups).where(eq(autoTopups.companyId, companyId));
  const card: Card | null =
    settings?.enabled && settings.authorizationCode && settings.cardEmail && settings.cardLast4
      ? {
          authorizationCode: settings.authorizationCode,
          brand: settings.cardBrand ?? '',
          last4: settings.cardLast4,
        }
      : null;
  const [found] = await ctx.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.reference, reference), eq(ledger.companyId, companyId)));
  if (found && found.status !== 'pending') return;
  let topup: Topup;
  if (found) {
    // An earlier run wrote the row and may have reached Paystack before it stopped: ask first.
    const known = await verified(provider, reference);
    if (known) return applyOutcome(ctx, found, known, card);
    if (!card) return failCharge(ctx, found, null);
    topup = found;
  } else {
    // Switched off, or the card forgotten, since the crossing: nothing to charge.
    if (!card || !settings?.cardEmail) return;
    const now = ctx.clock.now();
    const [written] = await ctx.db
      .insert(ledger)
      .values({
        companyId,
        type: 'wallet_topup',
        status: 'pending',
        amountKobo: settings.amountKobo,
        reference,
        email: settings.cardEmail,
        provider: provider.name,
        method: 'auto_topup',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    topup = written!;
  }
  try {
    await provider.chargeAuthorization({
      authorizationCode: card.authorizationCode,
      email: topup.email,
      amountKobo: topup.amountKobo,
      reference,
    });
  } catch (error) {
    // Refused outright (an expired or unknown authorization, our reference already used): Verify
    // below says whether anything was charged.
    if (!refused(error)) throw error;
    ctx.log.warn({ err: error, reference }, 'auto top-up charge refused by the payment provider');
  }
  return applyOutcome(ctx, topup, await verified(provider, reference), card);
}

/** A verified outcome (null: Paystack has no transaction, so nothing was charged) applied to the row. */
async function applyOutcome(
  ctx: AppContext,
  topup: Topup,
  outcome: PaymentOutcome | null,
  card: Card | null,
) {
  if (outcome?.status === 'pending') {
    throw new Error(`auto top-up ${topup.reference} is still in progress at the payment provider`);
  }
  if (outcome?.status !== 'success') return failCharge(ctx, topup, card);
  await settleTopup(ctx, topup.reference, outcome);
  // A success ends the run of failures (once its row is paid, whoever settled it).
  await ctx.db
    .update(autoTopups)
    .set({ failures: 0, updatedAt: ctx.clock.now() })
    .where(
      and(
        eq(autoTopups.companyId, topup.companyId),
        sql`exists (select 1 from ${ledger} where ${ledger.id} = ${topup.id} and ${ledger.status} = 'paid')`,
      ),
    );
}

/**
 * A charge that failed: its row `failed` (only from pending, so a failure counts once), one more
 * failure in a row, armed again so that the next order charge below the threshold tries again, and
 * switched off at AUTO_TOPUP_MAX_FAILURES; the company is emailed. Without a card (forgotten while
 * the charge was pending) the row is closed and nothing else changes.
 */
async function failCharge(ctx: AppContext, topup: Topup, card: Card | null) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(ledger)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(ledger.id, topup.id), eq(ledger.status, 'pending')))
      .returning({ id: ledger.id });
    if (!failed || !card) return;
    const [counted] = await tx
      .update(autoTopups)
      .set({
        failures: sql`${autoTopups.failures} + 1`,
        armed: true,
        enabled: sql`${autoTopups.enabled} and ${autoTopups.failures} + 1 < ${AUTO_TOPUP_MAX_FAILURES}`,
        updatedAt: now,
      })
      .where(eq(autoTopups.companyId, topup.companyId))
      .returning({
        failures: autoTopups.failures,
        enabled: autoTopups.enabled,
        threshold: autoTopups.thresholdKobo,
      });
    const [company] = await tx
      .select({ email: accounts.email, wallet: companies.walletKobo })
      .from(companies)
      .innerJoin(accounts, eq(accounts.id, companies.accountId))
      .where(eq(companies.accountId, topup.companyId));
    if (!counted || !company) return;
    const switchedOff = !counted.enabled && counted.failures === AUTO_TOPUP_MAX_FAILURES;
    // Who did what: the platform's failed charge, and auto top-up switching itself off.
    const change = { companyId: topup.companyId, actor: PLATFORM, subject: topup.reference, at: now };
    await recordChange(tx, {
      ...change,
      action: 'auto_topup.failed',
      after: {
        amount: koboToNaira(topup.amountKobo),
        card: cardLabel(card),
        reference: topup.reference,
        failures: counted.failures,
      },
    });
    if (switchedOff) {
      await recordChange(tx, {
        ...change,
        action: 'auto_topup.disabled',
        before: { enabled: true },
        after: { enabled: false, failures: counted.failures },
      });
    }
    const email = autoTopupFailedEmail(
      company.email,
      {
        amountKobo: topup.amountKobo,
        card,
        walletKobo: company.wallet,
        thresholdKobo: counted.threshold,
        reference: topup.reference,
        failures: counted.failures,
        switchedOff,
      },
      ctx.config.appUrl,
    );
    await ctx.sendMail(tx, email);
  });
}
