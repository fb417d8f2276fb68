import { randomBytes } from 'node:crypto';
import { type Billing, type BillingListQuery, koboToNaira, type Page } from '@lunch/contract';
import { and, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { accounts, companies, employeePayments, ledger, orders } from '../../db/schema.js';
import { type Actor, PLATFORM, recordChange } from '../../domain/audit/audit.js';
import { ordersOfDepartment, reportDepartment } from '../../domain/departments/report-filter.js';
import { keepReusableCard, rearmAutoTopup } from '../../domain/wallet/auto-topup.js';
import { rearmLowBalanceAlert } from '../../domain/wallet/low-balance.js';
import { creditWallet } from '../../domain/wallet/wallet.js';
import { emails } from '../../lib/emails.js';
import { AppError, notFound, unauthorized } from '../../lib/errors.js';
import { sortAndRange } from '../../lib/list-order.js';
import { offsetOf, pageResult, totalOf } from '../../lib/paging.js';
import {
  type PaymentOutcome,
  type PaymentProvider,
  PaymentProviderError,
  paymentsConfigured,
} from '../../lib/payments/index.js';
import { applyTransferEvent } from '../payouts/payouts.service.js';
import { bankTransferReceivedEmail } from './bank-transfer.emails.js';

export const CONFIRM_TOPUP_JOB = 'billing.confirm-topup';

const providerUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The payment provider could not be reached. Try again shortly.');

type LedgerRow = typeof ledger.$inferSelect;
/** A movement with its company's name and, for an order's, the department the order kept (issue 32). */
type BillingRow = LedgerRow & {
  companyName: string;
  departmentId?: string | null;
  departmentName?: string | null;
  costCentre?: string | null;
};

export function presentBilling(row: BillingRow): Billing {
  const department = row.departmentId ? { id: row.departmentId, name: row.departmentName ?? '' } : null;
  return {
    _id: row.id,
    id: row.id,
    reference: row.reference,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    type: row.type,
    status: row.status,
    amount: koboToNaira(row.amountKobo),
    company_details: { name: row.companyName },
    order_id: row.orderId,
    method: row.method,
    department,
    cost_centre: department ? (row.costCentre ?? '') : null,
  };
}

/** A movement's columns, read from the ledger joined to its company and (left) to its order. */
function selectBillings() {
  return {
    row: ledger,
    companyName: companies.name,
    departmentId: orders.departmentId,
    departmentName: orders.departmentName,
    costCentre: orders.costCentre,
  };
}

type SelectedBilling = { row: LedgerRow } & Omit<BillingRow, keyof LedgerRow>;
const billingRowOf = ({ row, ...joined }: SelectedBilling): BillingRow => ({ ...row, ...joined });

/**
 * Starts a wallet top-up: a `pending` ledger row with a reference of our own, then the provider's
 * payment page. The wallet changes only when the provider later confirms the payment.
 */
export async function startTopup(
  ctx: AppContext,
  provider: PaymentProvider,
  companyId: string,
  amountKobo: number,
  actor: Actor,
): Promise<string> {
  if (!paymentsConfigured(ctx.config)) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Payments are not configured');
  }
  const now = ctx.clock.now();
  const [owner] = await ctx.db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, companyId));
  if (!owner) throw unauthorized();
  const reference = `topup-${randomBytes(12).toString('hex')}`;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(ledger).values({
      companyId,
      type: 'wallet_topup',
      status: 'pending',
      amountKobo,
      reference,
      email: owner.email,
      provider: provider.name,
      method: 'card',
      createdAt: now,
      updatedAt: now,
    });
    await recordChange(tx, {
      companyId,
      actor,
      action: 'topup.started',
      subject: reference,
      after: { amount: koboToNaira(amountKobo), method: 'card', reference },
      at: now,
    });
  });
  try {
    return await provider.initialize({
      reference,
      amountKobo,
      email: owner.email,
      callbackUrl: `${ctx.config.appUrl}/dashboard/billings?reference=${encodeURIComponent(reference)}`,
    });
  } catch (error) {
    ctx.log.error({ err: error, reference }, 'payment initialization failed');
    await ctx.db
      .update(ledger)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(ledger.reference, reference), eq(ledger.status, 'pending')));
    throw providerUnavailable();
  }
}

/**
 * Puts a paid top-up into the company's wallet: every top-up is credited here, whatever paid it (a
 * card, auto top-up, a bank transfer: bank-transfers.ts). Inside the transaction whose conditional
 * write made the ledger row `paid` (so once per reference), and only when that write changed a row:
 * the wallet credited, the low-balance alert and auto top-up re-armed when the wallet is back above
 * their levels, and the company's receipt queued. Answers the new balance.
 */
export async function creditTopup(
  ctx: AppContext,
  tx: Executor,
  topup: Pick<LedgerRow, 'companyId' | 'amountKobo' | 'email' | 'reference' | 'method'>,
  actor: Actor = PLATFORM,
): Promise<number> {
  const wallet = await creditWallet(tx, topup.companyId, topup.amountKobo);
  // Who did what: the credit (the platform's, or the member's whose check credited it), and for an
  // auto top-up the platform's charge of the card that paid it.
  const credited = {
    amount: koboToNaira(topup.amountKobo),
    method: topup.method,
    reference: topup.reference,
  };
  const at = ctx.clock.now();
  const change = { companyId: topup.companyId, subject: topup.reference, at };
  if (topup.method === 'auto_topup') {
    await recordChange(tx, { ...change, actor: PLATFORM, action: 'auto_topup.charged', after: credited });
  }
  await recordChange(tx, {
    ...change,
    actor,
    action: 'topup.credited',
    after: { ...credited, wallet: koboToNaira(wallet) },
  });
  await rearmLowBalanceAlert(tx, topup.companyId);
  await rearmAutoTopup(tx, topup.companyId);
  const receipt = topup.method === 'bank_transfer' ? bankTransferReceivedEmail : emails.topupReceived;
  await ctx.sendMail(tx, receipt(topup.email, topup.amountKobo, wallet, topup.reference));
  return wallet;
}

/**
 * Applies what the provider said about a top-up. Credits the wallet exactly once: the ledger row
 * moves to `paid` with a conditional update, and the wallet is credited (creditTopup) in the same
 * transaction only when that update changed the row. Only a success for the same amount in NGN credits; a
 * mismatch is marked failed. A top-up that was failed or abandoned can still be paid later (Paystack
 * lets the customer retry on the same reference).
 */
export async function settleTopup(
  ctx: AppContext,
  reference: string,
  outcome: PaymentOutcome,
  actor: Actor = PLATFORM,
) {
  if (outcome.status === 'pending') return;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(ledger)
      .where(and(eq(ledger.reference, reference), eq(ledger.type, 'wallet_topup')));
    if (!row || row.status === 'paid') return;
    const unsettled = and(eq(ledger.id, row.id), ne(ledger.status, 'paid'));
    const confirmed =
      outcome.status === 'success' && outcome.amountKobo === row.amountKobo && outcome.currency === 'NGN';
    if (!confirmed) {
      if (outcome.status === 'success') {
        ctx.log.error(
          { reference, expected: row.amountKobo, paid: outcome.amountKobo, currency: outcome.currency },
          'top-up paid with a different amount or currency: not credited, marked failed',
        );
      }
      const status = outcome.status === 'abandoned' ? 'abandoned' : 'failed';
      await tx.update(ledger).set({ status, updatedAt: now }).where(unsettled);
      return;
    }
    const [paid] = await tx
      .update(ledger)
      .set({ status: 'paid', updatedAt: now })
      .where(unsettled)
      .returning({ id: ledger.id });
    if (!paid) return;
    await creditTopup(ctx, tx, row, actor);
    await keepReusableCard(tx, row, outcome.authorization);
  });
}

/**
 * Asks the provider about a top-up and applies the answer (the webhook job and the return page):
 * a credit is recorded as `actor`'s (the platform's, or the member's whose check it was).
 */
export async function confirmTopup(
  ctx: AppContext,
  provider: PaymentProvider,
  reference: string,
  actor: Actor = PLATFORM,
) {
  await settleTopup(ctx, reference, await provider.verify(reference), actor);
}

export async function findBilling(ctx: AppContext, where: SQL | undefined): Promise<BillingRow | undefined> {
  const [found] = await ctx.db
    .select(selectBillings())
    .from(ledger)
    .innerJoin(companies, eq(companies.accountId, ledger.companyId))
    .leftJoin(orders, eq(orders.id, ledger.orderId))
    .where(where);
  return found && billingRowOf(found);
}

/** The company's top-up after asking the provider (the payment page returns here); 404 for others'. */
export async function verifyTopup(
  ctx: AppContext,
  provider: PaymentProvider,
  companyId: string,
  reference: string,
  actor: Actor,
): Promise<Billing> {
  const mine = and(
    eq(ledger.reference, reference),
    eq(ledger.companyId, companyId),
    eq(ledger.type, 'wallet_topup'),
  );
  const before = await findBilling(ctx, mine);
  if (!before) throw notFound('Billing not found');
  if (before.status === 'paid') return presentBilling(before);
  try {
    await confirmTopup(ctx, provider, reference, actor);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.error({ err: error, reference }, 'payment verification failed');
    throw providerUnavailable();
  }
  return presentBilling((await findBilling(ctx, mine))!);
}

/** The job that verifies a bank transfer into a company's own account and credits it (bank-transfers.ts). */
export const CONFIRM_BANK_TRANSFER_JOB = 'billing.confirm-bank-transfer';
/** The job that verifies an employee's payment of the difference (modules/orders, issue 31). */
export const CONFIRM_EMPLOYEE_PAYMENT_JOB = 'orders.confirm-employee-payment';

/**
 * A signed provider event. A charge's queues a check of what it names, and the provider's verify
 * call decides, never the event body: a top-up we are waiting for (card or auto top-up), an
 * employee's payment of the difference (also one whose order lapsed unpaid: it is refunded), or, on channel `dedicated_nuban`, a bank transfer into a
 * company's own account (credited once per reference). A transfer's (`transfer.success`,
 * `transfer.failed`, `transfer.reversed`) settles the restaurant payout it names (modules/payouts
 * `applyTransferEvent`). Unsigned or forged events are refused; events about nothing we are waiting
 * for are accepted and ignored.
 */
export async function acceptWebhook(
  ctx: AppContext,
  provider: PaymentProvider,
  rawBody: Buffer,
  signature: string | undefined,
) {
  if (!provider.isSignedEvent(rawBody, signature)) throw unauthorized('Invalid signature');
  let event: { event?: unknown; data?: Record<string, unknown> };
  try {
    event = JSON.parse(rawBody.toString('utf8')) as typeof event;
  } catch {
    return;
  }
  if (typeof event?.event === 'string' && event.event.startsWith('transfer.')) {
    if (event.data && typeof event.data === 'object') await applyTransferEvent(ctx, event.event, event.data);
    return;
  }
  const reference = event?.data?.reference;
  if (typeof reference !== 'string') return;
  const [waiting] = await ctx.db
    .select({ id: ledger.id })
    .from(ledger)
    .where(and(eq(ledger.reference, reference), eq(ledger.type, 'wallet_topup'), ne(ledger.status, 'paid')));
  if (waiting) return void (await ctx.jobs.enqueue(ctx.db, CONFIRM_TOPUP_JOB, { reference }));
  const [contribution] = await ctx.db
    .select({ id: employeePayments.id })
    .from(employeePayments)
    .where(
      and(
        eq(employeePayments.reference, reference),
        eq(employeePayments.type, 'contribution'),
        inArray(employeePayments.status, ['pending', 'abandoned']),
      ),
    );
  if (contribution) return void (await ctx.jobs.enqueue(ctx.db, CONFIRM_EMPLOYEE_PAYMENT_JOB, { reference }));
  if (event.event === 'charge.success' && event.data?.channel === 'dedicated_nuban') {
    await ctx.jobs.enqueue(ctx.db, CONFIRM_BANK_TRANSFER_JOB, { reference });
  }
}

/**
 * Every wallet movement, newest first: one company's, or all of them for a platform admin. Each
 * order's movement names the department the order was placed under (issue 32); `department_id`
 * keeps only the movements of that department's orders (`none`: of orders under none), so no
 * top-up; a department that is not the company's is 404 (reportDepartment).
 */
export async function listBillings(
  ctx: AppContext,
  companyId: string | null,
  query: BillingListQuery,
): Promise<Page<Billing>> {
  const department = await reportDepartment(ctx.db, companyId, query.department_id);
  const scope = companyId ? eq(ledger.companyId, companyId) : undefined;
  const { range, keyset, orderBy } = sortAndRange(
    ledger,
    { id: ledger.id, createdAt: ledger.createdAt, amount: ledger.amountKobo },
    query,
  );
  const where = and(scope, range, ordersOfDepartment(department));
  // Filtered: only movements with an order of that department (an inner join); else every movement.
  const counted = ctx.db.select({ id: ledger.id }).from(ledger);
  const [rows, total] = await Promise.all([
    ctx.db
      .select(selectBillings())
      .from(ledger)
      .innerJoin(companies, eq(companies.accountId, ledger.companyId))
      .leftJoin(orders, eq(orders.id, ledger.orderId))
      .where(and(where, department === undefined ? undefined : isNotNull(orders.id), keyset))
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(offsetOf(query)),
    totalOf(
      ctx.database,
      department === undefined
        ? counted.where(where)
        : counted.innerJoin(orders, eq(orders.id, ledger.orderId)).where(where),
    ),
  ]);
  return pageResult(rows.map(billingRowOf).map(presentBilling), total, query);
}

/** A top-up waiting for the sandbox checkout, with what its page shows. */
export async function findSandboxTopup(ctx: AppContext, reference: string) {
  return findBilling(
    ctx,
    and(eq(ledger.reference, reference), eq(ledger.type, 'wallet_topup'), eq(ledger.provider, 'sandbox')),
  );
}
