import { TZDate } from '@date-fns/tz';
import { koboToNaira, type PayoutRun, PLATFORM_KITCHEN_ID } from '@lunch/contract';
import { format, startOfISOWeek } from 'date-fns';
import { and, eq, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { AppContext } from '../../context.js';
import { restaurantLedger, restaurants } from '../../db/schema.js';
import { activeAdminEmails } from '../../domain/accounts/accounts.repository.js';
import { platformRules } from '../../domain/delivery/platform-settings.js';
import { moneyFrom, restaurantMoney, restaurantMoneyColumns } from '../../domain/earnings/earnings.js';
import { zonedInstant } from '../../lib/clock.js';
import { emails } from '../../lib/emails.js';
import { AppError } from '../../lib/errors.js';
import { paymentsConfigured } from '../../lib/payments/index.js';
import type { TransferProvider } from '../../lib/payments/transfers.js';

/**
 * Payouts (issue 30, docs/payouts.md): each restaurant but the platform's kitchen is paid its
 * balance by a Paystack transfer, weekly and when the platform admin asks. The `payout` ledger row
 * is written `pending` under the restaurant row's lock, in the transaction that reads the balance
 * (pending payouts count as paid), so two runs at once never pay the same money twice; then the
 * transfer goes to Paystack with the row's reference, and its webhook (or the sandbox, at once)
 * settles the row: `paid`, or `failed` with the reason, whose money is owed again.
 */

export const PAYOUT_RUN_JOB = 'payouts.run';
/** The weekly run: Mondays at 09:00 in the platform's time zone. */
export const WEEKLY_RUN = { isoWeekDay: 1, minutes: 9 * 60 } as const;

/** What settles a payout: Paystack's webhook or the transfer's own answer. */
export type PayoutOutcome = { status: 'success' } | { status: 'failed' | 'reversed'; reason: string };

const notConfigured = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Payments are not configured: no payout can be made');

/**
 * The recipient code of the restaurant's current bank account: the one remembered when it was made
 * for this account (`recipient_account` = "bank_code:account_number"), else a new one from
 * `POST /transferrecipient`, remembered unless the account changed meanwhile.
 */
async function recipientFor(ctx: AppContext, transfers: TransferProvider, restaurantId: string) {
  const [row] = await ctx.db
    .select({
      code: restaurants.recipientCode,
      account: restaurants.recipientAccount,
      bankCode: restaurants.payoutBankCode,
      accountNumber: restaurants.payoutAccountNumber,
      accountName: restaurants.payoutAccountName,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw new Error(`no restaurant ${restaurantId}`);
  const account = `${row.bankCode}:${row.accountNumber}`;
  if (row.code && row.account === account) return row.code;
  const code = await transfers.createRecipient(row);
  await ctx.db
    .update(restaurants)
    .set({ recipientCode: code, recipientAccount: account })
    .where(
      and(
        eq(restaurants.id, restaurantId),
        eq(restaurants.payoutBankCode, row.bankCode),
        eq(restaurants.payoutAccountNumber, row.accountNumber),
      ),
    );
  return code;
}

/**
 * Writes a pending payout of the restaurant's whole balance, under its row's lock (FOR NO KEY
 * UPDATE: runs take turns, while orders and ledger rows naming the restaurant go on); null when
 * there is nothing to pay.
 */
async function startPayout(ctx: AppContext, restaurantId: string, now: Date) {
  return ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
      .for('no key update');
    const [sums] = await tx
      .select(restaurantMoneyColumns)
      .from(restaurantLedger)
      .where(eq(restaurantLedger.restaurantId, restaurantId));
    const { balance } = moneyFrom(sums);
    if (balance <= 0) return null;
    const id = uuidv7();
    const [payout] = await tx
      .insert(restaurantLedger)
      .values({
        id,
        restaurantId,
        type: 'payout',
        status: 'pending',
        amountKobo: balance,
        reference: `payout-${id}`,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return payout!;
  });
}

/**
 * Settles a payout once: `success` moves it from pending to paid (or from failed when Paystack never
 * answered our transfer call, which it took after all: the money is no longer owed); `failed` from
 * pending, and `reversed` from pending or paid, to failed with the reason (its money is owed
 * again). The transfer code, once known, is kept: so anything else (a replayed webhook, one about a
 * payout already settled) changes nothing. The restaurant is
 * emailed a paid payout, the platform admins a failed one, in the same transaction.
 */
export async function settlePayout(
  ctx: AppContext,
  reference: string,
  outcome: PayoutOutcome,
  transferCode?: string,
) {
  const now = ctx.clock.now();
  const settles: Record<PayoutOutcome['status'], SQL> = {
    success: sql`(${restaurantLedger.status} = 'pending' or (${restaurantLedger.status} = 'failed' and ${restaurantLedger.transferCode} is null))`,
    failed: sql`${restaurantLedger.status} = 'pending'`,
    reversed: sql`${restaurantLedger.status} in ('pending', 'paid')`,
  };
  await ctx.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(restaurantLedger)
      .set({
        status: outcome.status === 'success' ? 'paid' : 'failed',
        failureReason: outcome.status === 'success' ? null : outcome.reason.slice(0, 500),
        transferCode: sql`coalesce(${restaurantLedger.transferCode}, ${transferCode ?? null})`,
        updatedAt: now,
      })
      .where(
        and(
          eq(restaurantLedger.reference, reference),
          eq(restaurantLedger.type, 'payout'),
          settles[outcome.status],
        ),
      )
      .returning();
    if (!settled) return;
    const [restaurant] = await tx
      .select({ name: restaurants.name, email: restaurants.contactEmail })
      .from(restaurants)
      .where(eq(restaurants.id, settled.restaurantId));
    if (!restaurant) return;
    if (settled.status === 'paid') {
      const url = `${ctx.config.appUrl}/restaurant`;
      await ctx.sendMail(tx, emails.payoutPaid(restaurant.email, settled.amountKobo, reference, url));
      return;
    }
    const url = `${ctx.config.appUrl}/admin/payouts`;
    for (const admin of await activeAdminEmails(tx)) {
      await ctx.sendMail(
        tx,
        emails.payoutFailed(admin, restaurant.name, settled.amountKobo, settled.failureReason ?? '', url),
      );
    }
  });
}

/**
 * A signed Paystack `transfer.success`, `transfer.failed` or `transfer.reversed` event (billing's
 * webhook): settles the payout its reference names, when the amount is the payout's; an event
 * about anything else is ignored.
 */
export async function applyTransferEvent(ctx: AppContext, event: string, data: Record<string, unknown>) {
  const reference = data.reference;
  if (typeof reference !== 'string') return;
  const [payout] = await ctx.db
    .select({ amountKobo: restaurantLedger.amountKobo })
    .from(restaurantLedger)
    .where(and(eq(restaurantLedger.reference, reference), eq(restaurantLedger.type, 'payout')));
  if (!payout) return;
  if (Number(data.amount) !== payout.amountKobo) {
    ctx.log.error(
      { reference, expected: payout.amountKobo, event: data.amount },
      'transfer event for another amount than the payout: ignored',
    );
    return;
  }
  const transferCode = typeof data.transfer_code === 'string' ? data.transfer_code : undefined;
  if (event === 'transfer.success') return settlePayout(ctx, reference, { status: 'success' }, transferCode);
  if (event === 'transfer.failed' || event === 'transfer.reversed') {
    const said = [data.gateway_response, data.failures, data.message].find(
      (value) => typeof value === 'string' && value.trim() !== '',
    ) as string | undefined;
    const what = event === 'transfer.failed' ? 'failed' : 'was reversed';
    return settlePayout(
      ctx,
      reference,
      {
        status: event === 'transfer.failed' ? 'failed' : 'reversed',
        reason: said ? `The transfer ${what}: ${said}` : `The transfer ${what} at Paystack`,
      },
      transferCode,
    );
  }
}

/**
 * Pays one restaurant its balance: the recipient, the pending payout, then the transfer. A refused
 * recipient makes no payout; a transfer Paystack refuses, or could not be asked for, fails the
 * payout (owed again at the next run).
 */
async function payRestaurant(
  ctx: AppContext,
  transfers: TransferProvider,
  restaurant: { id: string; name: string; balance: number },
): Promise<PayoutRun['payouts'][number] | null> {
  const summary = { restaurant: { id: restaurant.id, name: restaurant.name } };
  let recipient: string;
  try {
    recipient = await recipientFor(ctx, transfers, restaurant.id);
  } catch (error) {
    ctx.log.error({ err: error, restaurantId: restaurant.id }, 'transfer recipient refused');
    return {
      ...summary,
      payout_id: null,
      amount: koboToNaira(restaurant.balance),
      status: 'failed',
      failure_reason: `The bank account was refused: ${(error as Error).message}`,
    };
  }
  const payout = await startPayout(ctx, restaurant.id, ctx.clock.now());
  if (!payout) return null;
  let failure: string | null = null;
  try {
    const answer = await transfers.transfer({
      recipientCode: recipient,
      amountKobo: payout.amountKobo,
      reference: payout.reference,
      reason: `Lunch payout to ${restaurant.name}`.slice(0, 100),
    });
    if (answer.transferCode)
      await ctx.db
        .update(restaurantLedger)
        .set({ transferCode: answer.transferCode })
        .where(eq(restaurantLedger.id, payout.id));
    if (answer.status === 'success') await settlePayout(ctx, payout.reference, { status: 'success' });
    if (answer.status === 'failed') failure = answer.reason;
  } catch (error) {
    ctx.log.error({ err: error, reference: payout.reference }, 'transfer refused');
    failure = `The transfer could not be made: ${(error as Error).message}`;
  }
  if (failure) await settlePayout(ctx, payout.reference, { status: 'failed', reason: failure });
  const [now] = await ctx.db
    .select({ status: restaurantLedger.status, failureReason: restaurantLedger.failureReason })
    .from(restaurantLedger)
    .where(eq(restaurantLedger.id, payout.id));
  return {
    ...summary,
    payout_id: payout.id,
    amount: koboToNaira(payout.amountKobo),
    status: now!.status,
    failure_reason: now!.failureReason,
  };
}

/** A pending payout this old has had its answer: Paystack took it, refused it, or never received it. */
export const STALE_PAYOUT_MS = 15 * 60_000;

/**
 * Asks Paystack where each payout left `pending` for STALE_PAYOUT_MS stands (its webhook lost, or
 * the server stopped between writing the payout and asking for the transfer) and settles it as
 * the webhook would: paid, failed (owed again), or failed because Paystack never received it.
 * Runs every 15 minutes and before each payout run. Answers how many were settled.
 */
export async function recheckPendingPayouts(ctx: AppContext, transfers: TransferProvider) {
  if (!paymentsConfigured(ctx.config)) return 0;
  const before = new Date(ctx.clock.now().getTime() - STALE_PAYOUT_MS);
  const stale = await ctx.db
    .select({ reference: restaurantLedger.reference })
    .from(restaurantLedger)
    .where(
      and(
        eq(restaurantLedger.type, 'payout'),
        eq(restaurantLedger.status, 'pending'),
        lt(restaurantLedger.createdAt, before),
      ),
    );
  let settled = 0;
  for (const { reference } of stale) {
    let state: Awaited<ReturnType<TransferProvider['verify']>>;
    try {
      state = await transfers.verify(reference);
    } catch (error) {
      ctx.log.error({ err: error, reference }, 'transfer verification failed: tried again later');
      continue;
    }
    if (state.status === 'pending') continue;
    if (state.status === 'success') {
      await settlePayout(ctx, reference, { status: 'success' }, state.transferCode);
    } else if (state.status === 'missing') {
      await settlePayout(ctx, reference, {
        status: 'failed',
        reason: 'The transfer never reached Paystack (the payout run stopped before asking for it)',
      });
    } else {
      const what = state.status === 'failed' ? 'failed' : 'was reversed';
      await settlePayout(
        ctx,
        reference,
        {
          status: state.status,
          reason: state.reason ? `The transfer ${what}: ${state.reason}` : `The transfer ${what} at Paystack`,
        },
        state.transferCode,
      );
    }
    settled++;
  }
  return settled;
}

/**
 * The payout run (weekly, and the platform admin's `POST /admin/payouts/run`): every restaurant
 * but the platform's kitchen with a positive balance, one after another. 503 without Paystack where
 * the sandbox is not allowed (`paymentsConfigured`).
 */
export async function runPayouts(ctx: AppContext, transfers: TransferProvider): Promise<PayoutRun> {
  if (!paymentsConfigured(ctx.config)) throw notConfigured();
  await recheckPendingPayouts(ctx, transfers);
  const money = await restaurantMoney(ctx.db, ne(restaurants.id, PLATFORM_KITCHEN_ID));
  const owed = [...money].filter(([, sums]) => sums.balance > 0).map(([id]) => id);
  if (owed.length === 0) return { payouts: [] };
  const names = await ctx.db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(inArray(restaurants.id, owed))
    .orderBy(sql`lower(${restaurants.name})`);
  const payouts: PayoutRun['payouts'] = [];
  for (const { id, name } of names) {
    const done = await payRestaurant(ctx, transfers, { id, name, balance: money.get(id)!.balance });
    if (done) payouts.push(done);
  }
  return { payouts };
}

/**
 * The recurring task, each minute: from Monday 09:00 in the platform's time zone, queues the week's
 * run once (dedupe key `payouts.run:<Monday>`, kept done for weeks; a server down on Monday morning
 * runs it when it is back), once a restaurant has earned anything. The run itself pays only
 * balances, so running twice pays nothing more.
 */
export async function queueWeeklyPayouts(ctx: AppContext): Promise<string | null> {
  if (!paymentsConfigured(ctx.config)) return null;
  const now = ctx.clock.now();
  const { timeZone } = await platformRules(ctx.db);
  const monday = format(startOfISOWeek(new TZDate(now, timeZone)), 'yyyy-MM-dd');
  if (now < zonedInstant(monday, WEEKLY_RUN.minutes, timeZone)) return null;
  // Until a restaurant has earned something there is nothing to pay: no weekly job.
  const [earned] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(restaurantLedger)
    .where(eq(restaurantLedger.type, 'earning'))
    .limit(1);
  if (!earned) return null;
  await ctx.jobs.enqueue(
    ctx.db,
    PAYOUT_RUN_JOB,
    { week: monday },
    { dedupeKey: `payouts.run:${monday}`, maxAttempts: 5 },
  );
  return monday;
}
