import { koboToNaira, type Page, type PageQuery, type UnmatchedTransfer } from '@lunch/contract';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, ledger, unmatchedTransfers, virtualAccounts } from '../../db/schema.js';
import { after, offsetOf, pageResult, totalOf } from '../../lib/paging.js';
import type { PaymentProvider } from '../../lib/payments/index.js';
import { creditTopup } from './billing.service.js';

/**
 * Bank transfers into a company's own account (issue 31, docs/bank-transfers.md). Paystack sends a
 * signed `charge.success` on channel `dedicated_nuban` for each; the webhook queues the
 * `billing.confirm-bank-transfer` job (billing.service `acceptWebhook`), which runs this.
 */

/**
 * The `billing.confirm-bank-transfer` job: asks Paystack's Verify Transaction about `reference` and
 * believes only its answer, never the event's body. A successful NGN transfer on channel
 * `dedicated_nuban` for the customer of one of our companies credits that company's wallet what
 * Paystack verified (a transfer has no amount we expected), exactly once per reference: its paid
 * `wallet_topup` row (method `bank_transfer`) is inserted `on conflict do nothing`, and the wallet is
 * credited (creditTopup) in the same transaction only when that insert wrote the row, so replayed
 * webhooks and jobs running at once credit nothing more. A transfer for a customer that is none of
 * our companies' is recorded once in `unmatched_transfers` for the platform admin and credits nobody.
 * Still pending at Paystack: thrown, so the job is tried again later; failed, or not a transfer into
 * a dedicated account: ignored.
 */
export async function confirmBankTransfer(ctx: AppContext, provider: PaymentProvider, reference: string) {
  const outcome = await provider.verify(reference);
  if (outcome.status === 'pending') {
    throw new Error(`bank transfer ${reference} is not final yet at the payment provider`);
  }
  if (outcome.status !== 'success' || outcome.channel !== 'dedicated_nuban') {
    ctx.log.warn(
      { reference, status: outcome.status, channel: outcome.channel },
      'bank transfer webhook not confirmed as a successful dedicated account transfer: ignored',
    );
    return;
  }
  if (outcome.currency !== 'NGN' || !Number.isSafeInteger(outcome.amountKobo) || outcome.amountKobo <= 0) {
    ctx.log.error(
      { reference, amount: outcome.amountKobo, currency: outcome.currency },
      'bank transfer verified with an amount or currency we cannot credit: ignored',
    );
    return;
  }
  const now = ctx.clock.now();
  const customerCode = outcome.customerCode ?? null;
  const [owner] = customerCode
    ? await ctx.db
        .select({ companyId: virtualAccounts.companyId, email: accounts.email })
        .from(virtualAccounts)
        .innerJoin(accounts, eq(accounts.id, virtualAccounts.companyId))
        .where(eq(virtualAccounts.customerCode, customerCode))
    : [];
  if (!owner) {
    const [recorded] = await ctx.db
      .insert(unmatchedTransfers)
      .values({ reference, customerCode, amountKobo: outcome.amountKobo, details: outcome, createdAt: now })
      .onConflictDoNothing({ target: unmatchedTransfers.reference })
      .returning({ id: unmatchedTransfers.id });
    if (recorded) {
      ctx.log.warn(
        { reference, customerCode, amount: outcome.amountKobo },
        'bank transfer for a customer that is none of our companies: recorded, credited to nobody',
      );
    }
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const [topup] = await tx
      .insert(ledger)
      .values({
        companyId: owner.companyId,
        type: 'wallet_topup',
        status: 'paid',
        amountKobo: outcome.amountKobo,
        reference,
        email: owner.email,
        provider: provider.name,
        method: 'bank_transfer',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: ledger.reference })
      .returning();
    if (topup) await creditTopup(ctx, tx, topup);
  });
}

/** The transfers no company claims, newest first, for the platform admin. */
export async function listUnmatchedTransfers(
  ctx: AppContext,
  query: PageQuery,
): Promise<Page<UnmatchedTransfer>> {
  const keyset = query.lastId
    ? after(unmatchedTransfers, unmatchedTransfers.createdAt, unmatchedTransfers.id, query.lastId)
    : undefined;
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(unmatchedTransfers)
      .where(keyset)
      .orderBy(desc(unmatchedTransfers.createdAt), desc(unmatchedTransfers.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    totalOf(ctx.database, ctx.db.select({ id: unmatchedTransfers.id }).from(unmatchedTransfers)),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    customer_code: row.customerCode,
    amount: koboToNaira(row.amountKobo),
    received_at: row.createdAt.toISOString(),
  }));
  return pageResult(list, total, query);
}
