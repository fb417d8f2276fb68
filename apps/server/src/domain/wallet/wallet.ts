import { formatNaira } from '@lunch/contract';
import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.js';
import { companies, ledger, monthlySpend } from '../../db/schema.js';
import { releaseBudget, spentIn } from '../budget/budget.service.js';
import { type FeeGroup, feeGroupCtes, leaveFeeGroup } from '../delivery/delivery-fees.js';
import { reverseEarnings } from '../earnings/earnings.js';
import type { Hold } from '../holds/hold.js';
import { Refusal } from '../holds/refusals.js';
import { creditRefund } from '../invoices/credit-notes.js';
import { autoTopupCtes } from './auto-topup.js';

/**
 * Every movement of a company wallet goes through this module: top-up credits (billing), an
 * order's charge (chargeHold, one of its holds) and refund. Each runs inside the caller's
 * transaction, which also writes the ledger row, so the wallet always equals the sum of its paid
 * ledger rows.
 */

/** Adds `amount` to the wallet; the new balance. */
export async function creditWallet(ex: Executor, companyId: string, amount: number): Promise<number> {
  const [row] = await ex
    .update(companies)
    .set({ walletKobo: sql`${companies.walletKobo} + ${amount}` })
    .where(eq(companies.accountId, companyId))
    .returning({ wallet: companies.walletKobo });
  return row!.wallet;
}

/**
 * Who pays for an order: the employee (and their monthly budget: `budgetDepartment` names the
 * department whose budget it is, issue 32) and their company's wallet.
 */
export type OrderPayer = {
  employeeId: string;
  email: string;
  companyId: string;
  budgetKobo: number;
  budgetDepartment?: string | null;
};
/**
 * An order's money: its total, the budget month it counts in and its delivery fee group (null: in
 * no zone, no fee; domain/delivery/delivery-fees.ts).
 */
export type OrderMoney = { id: string; totalKobo: number; monthKey: string; feeGroup: FeeGroup | null };

/** The 409 for an order over the employee's budget, saying what is left this month. */
async function overBudget(ex: Executor, payer: OrderPayer, order: OrderMoney) {
  const left = Math.max(0, payer.budgetKobo - (await spentIn(ex, payer.employeeId, order.monthKey)));
  return new Refusal(
    'budget',
    payer.budgetDepartment
      ? `Your department (${payer.budgetDepartment}) pays up to ${formatNaira(payer.budgetKobo)} a month for you: this order (${formatNaira(order.totalKobo)}) is over it, ${formatNaira(left)} left this month.`
      : `This order (${formatNaira(order.totalKobo)}) is over your monthly budget: ${formatNaira(left)} left this month.`,
  );
}

const WALLET_SHORT = "Your company's wallet cannot cover this order. Ask your company to top up.";

/**
 * The company's "wallet charged" email, written when the job runs: checkout enqueues it in the
 * statement that debits the wallet, before the new balance is known to the server.
 */
export const WALLET_CHARGED_JOB = 'email.wallet-charged';
export type WalletChargedMail = {
  to: string;
  employeeName: string;
  totalKobo: number;
  walletKobo: number;
  /** The delivery fee charged with the order (absent in jobs queued before fees). */
  feeKobo?: number;
};

/**
 * An order's charge as one hold, the last an order takes (domain/holds): the employee's spend for
 * the month grows only while it stays within budget; then (only if it did) the order joins its
 * delivery fee group, whose fee it pays when it is the group's first live order; then the wallet is
 * debited only if it covers the total and that fee; then (only if it was) the ledger rows (the
 * charge, and the fee as its own `delivery_fee` row, written on the order too) and, with `mail`, the
 * company's "wallet charged" email job. The fee counts against the wallet only, never the budget. Otherwise it raises `checkout_refused('budget' | 'wallet')`. Budget
 * before wallet: the company row, which every order of a company updates, is locked last, so it is
 * held for as short a time as possible (to the end of COMMIT only, at checkout). Its one row holds
 * the wallet's new balance (`wallet`, text) and `crossed`: whether this charge took it below the
 * company's alert level (charges follow each other on the row lock, so one charge crosses the level
 * each time). With auto top-up on and armed, a charge that leaves the wallet below its threshold also
 * disarms it and queues the job that charges the saved card (auto-topup.ts `autoTopupCtes`). Its
 * values are sent inlined, so each one is cast to its type.
 */
export function chargeHold(
  payer: OrderPayer,
  order: OrderMoney,
  extra: { mail: Pick<WalletChargedMail, 'to' | 'employeeName'> | null; now: Date },
): Hold {
  const now = extra.now.toISOString();
  const total = sql`${order.totalKobo}::bigint`;
  const mail = extra.mail && { ...extra.mail, totalKobo: order.totalKobo };
  const statement = sql`
    with spend as (
      insert into monthly_spend (employee_id, month_key, spent_kobo)
      select ${payer.employeeId}::uuid, ${order.monthKey}::text, ${total} where ${total} <= ${payer.budgetKobo}::bigint
      on conflict (employee_id, month_key) do update set spent_kobo = monthly_spend.spent_kobo + excluded.spent_kobo
      where monthly_spend.spent_kobo + excluded.spent_kobo <= ${payer.budgetKobo}::bigint
      returning spent_kobo),
    ${feeGroupCtes(order.feeGroup, 'spend')},
    wallet as (
      update companies set wallet_kobo = wallet_kobo - ${total} - (select kobo from fee)
      where account_id = ${payer.companyId}::uuid and wallet_kobo >= ${total} + (select kobo from fee)
        and exists (select 1 from spend)
      returning wallet_kobo, low_balance_alert_kobo),
    movement as (
      insert into ledger (id, company_id, order_id, type, status, amount_kobo, reference, email, created_at, updated_at)
      select ${uuidv7()}::uuid, ${payer.companyId}::uuid, ${order.id}::uuid, 'order_charge', 'paid', ${total},
        ${`chg_${crypto.randomUUID()}`}::text, ${payer.email}::text, ${now}::timestamptz, ${now}::timestamptz
      from wallet
      union all
      select ${uuidv7()}::uuid, ${payer.companyId}::uuid, ${order.id}::uuid, 'delivery_fee', 'paid', fee.kobo,
        ${`fee_${crypto.randomUUID()}`}::text, ${payer.email}::text, ${now}::timestamptz, ${now}::timestamptz
      from wallet, fee where fee.kobo > 0),${
        order.feeGroup
          ? sql`
    order_fee as (
      update orders set delivery_fee_kobo = fee.kobo from wallet, fee where orders.id = ${order.id}::uuid),`
          : sql``
      }
    mail as (
      insert into jobs (id, kind, payload, run_at)
      select ${uuidv7()}::uuid, ${WALLET_CHARGED_JOB}::text,
        ${JSON.stringify(mail)}::jsonb
          || jsonb_build_object('walletKobo', wallet.wallet_kobo, 'feeKobo', (select kobo from fee)),
        ${now}::timestamptz
      from wallet where ${mail !== null}::boolean),
    ${autoTopupCtes(payer.companyId, now)}
    select case
        when not exists (select 1 from spend) then checkout_refused('budget')
        when not exists (select 1 from wallet) then checkout_refused('wallet')
        else (select wallet_kobo from wallet) end::text as wallet,
      (select kobo from fee)::text as fee,
      coalesce((select wallet_kobo < low_balance_alert_kobo
          and wallet_kobo + ${total} + (select kobo from fee) >= low_balance_alert_kobo
        from wallet), false) as crossed`;
  return {
    statement,
    refusal: (reason, after) => {
      if (reason === 'budget') return overBudget(after, payer, order);
      return reason === 'wallet' ? Promise.resolve(new Refusal('wallet', WALLET_SHORT)) : null;
    },
  };
}

/**
 * Gives an order's total back to the wallet and the employee's spend for its month, with the ledger
 * row; the order leaves its delivery fee group, and when it was the group's last live order the fee
 * goes back too (its own `delivery_fee_refund` row). An order that had earned (delivered, then
 * cancelled or declined by the platform admin) has its restaurant's earning and commission taken
 * back (domain/earnings `reverseEarnings`). An order on a tax invoice gets its credit note for what
 * went back (domain/invoices `creditRefund`).
 */
export async function refundOrder(tx: Executor, payer: OrderPayer, order: OrderMoney, now: Date) {
  await releaseBudget(tx, payer.employeeId, order.monthKey, order.totalKobo);
  const feeKobo = await leaveFeeGroup(tx, order.feeGroup);
  await creditWallet(tx, payer.companyId, order.totalKobo + feeKobo);
  const row = { companyId: payer.companyId, orderId: order.id, status: 'paid' as const, email: payer.email };
  const reference = `rfd_${crypto.randomUUID()}`;
  await tx.insert(ledger).values([
    {
      ...row,
      type: 'order_refund',
      amountKobo: order.totalKobo,
      reference,
      createdAt: now,
      updatedAt: now,
    },
    ...(feeKobo > 0
      ? [
          {
            ...row,
            type: 'delivery_fee_refund' as const,
            amountKobo: feeKobo,
            reference: `fee_rfd_${crypto.randomUUID()}`,
            createdAt: now,
            updatedAt: now,
          },
        ]
      : []),
  ]);
  await reverseEarnings(tx, { orderId: order.id, refundKobo: order.totalKobo, reference }, now);
  await creditRefund(tx, { orderId: order.id, mealsKobo: order.totalKobo, feeKobo, cause: 'order' }, now);
}

/**
 * Puts right a reported problem with money (issue 29, modules/issues): `amount` goes back to the
 * company's wallet with an `issue_refund` ledger row whose reference is `issue:<issueId>` (the
 * ledger's references are unique, so one problem can never be credited twice), and the employee's
 * spend for the order's month is lowered by it (never below 0). The order keeps its status and its
 * delivery fee. Inside the caller's transaction, in the lock order of decision 010: the monthly
 * spend, then the company row.
 * The restaurant's earning on the order gives back the same proportion (domain/earnings
 * `reverseEarnings`). An order on a tax invoice gets its credit note for the amount (domain/invoices
 * `creditRefund`).
 */
export async function refundIssue(
  tx: Executor,
  payer: Pick<OrderPayer, 'employeeId' | 'email' | 'companyId'>,
  issue: { id: string; orderId: string; monthKey: string },
  amount: number,
  now: Date,
): Promise<number> {
  await tx
    .update(monthlySpend)
    .set({ spentKobo: sql`greatest(0, ${monthlySpend.spentKobo} - ${amount})` })
    .where(and(eq(monthlySpend.employeeId, payer.employeeId), eq(monthlySpend.monthKey, issue.monthKey)));
  const wallet = await creditWallet(tx, payer.companyId, amount);
  await tx.insert(ledger).values({
    companyId: payer.companyId,
    orderId: issue.orderId,
    type: 'issue_refund',
    status: 'paid',
    amountKobo: amount,
    reference: `issue:${issue.id}`,
    email: payer.email,
    createdAt: now,
    updatedAt: now,
  });
  await reverseEarnings(
    tx,
    { orderId: issue.orderId, refundKobo: amount, reference: `issue:${issue.id}` },
    now,
  );
  await creditRefund(tx, { orderId: issue.orderId, mealsKobo: amount, feeKobo: 0, cause: 'issue' }, now);
  return wallet;
}
