import { formatNaira } from '@lunch/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.js';
import { companies, ledger } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { releaseBudget, spendBudget, spentIn } from '../budget/budget.service.js';

/**
 * Every movement of a company wallet goes through this module: top-up credits (billing), order
 * charges and refunds (orders). Each runs inside the caller's transaction, which also writes the
 * ledger row, so the wallet always equals the sum of its paid ledger rows.
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

/** Takes `amount` from the wallet only if it covers it; the new balance, or null when it does not. */
async function debitWallet(ex: Executor, companyId: string, amount: number): Promise<number | null> {
  const [row] = await ex
    .update(companies)
    .set({ walletKobo: sql`${companies.walletKobo} - ${amount}` })
    .where(and(eq(companies.accountId, companyId), sql`${companies.walletKobo} >= ${amount}`))
    .returning({ wallet: companies.walletKobo });
  return row ? row.wallet : null;
}

type OrderMovement = {
  companyId: string;
  orderId: string;
  type: 'order_charge' | 'order_refund';
  amountKobo: number;
  email: string;
  now: Date;
};

async function recordOrderMovement(ex: Executor, movement: OrderMovement) {
  await ex.insert(ledger).values({
    companyId: movement.companyId,
    orderId: movement.orderId,
    type: movement.type,
    status: 'paid',
    amountKobo: movement.amountKobo,
    reference: `${movement.type === 'order_charge' ? 'chg' : 'rfd'}_${crypto.randomUUID()}`,
    email: movement.email,
    createdAt: movement.now,
    updatedAt: movement.now,
  });
}

/** Who pays for an order: the employee (and their monthly budget) and their company's wallet. */
export type OrderPayer = { employeeId: string; email: string; companyId: string; budgetKobo: number };
/** An order's money: its total and the budget month it counts in. */
export type OrderMoney = { id: string; totalKobo: number; monthKey: string };

/** The 409 for an order over the employee's budget, saying what is left this month. */
export async function overBudget(tx: Executor, payer: OrderPayer, order: OrderMoney) {
  const left = Math.max(0, payer.budgetKobo - (await spentIn(tx, payer.employeeId, order.monthKey)));
  return conflict(
    `This order (${formatNaira(order.totalKobo)}) is over your monthly budget: ${formatNaira(left)} left this month.`,
  );
}

export const WALLET_SHORT = "Your company's wallet cannot cover this order. Ask your company to top up.";

/**
 * Charges an order's total to the company wallet and the employee's spend for its month, with the
 * ledger row, inside the caller's transaction. Throws 409 (the caller's transaction then changes
 * nothing) when the budget or the wallet cannot cover it. Budget before wallet: every money
 * transaction locks the employee's monthly_spend row before the company row, so concurrent ones
 * cannot deadlock. Returns the wallet's new balance.
 */
export async function chargeOrder(tx: Executor, payer: OrderPayer, order: OrderMoney, now: Date) {
  if (!(await spendBudget(tx, payer.employeeId, order.monthKey, order.totalKobo, payer.budgetKobo))) {
    throw await overBudget(tx, payer, order);
  }
  await recordOrderMovement(tx, {
    companyId: payer.companyId,
    orderId: order.id,
    type: 'order_charge',
    amountKobo: order.totalKobo,
    email: payer.email,
    now,
  });
  // The company row is the hottest lock: taken last, so it is held for as short a time as possible.
  const wallet = await debitWallet(tx, payer.companyId, order.totalKobo);
  if (wallet === null) throw conflict(WALLET_SHORT);
  return wallet;
}

/**
 * The company's "wallet charged" email, written when the job runs: checkout enqueues it in the
 * statement that debits the wallet, before the new balance is known to the server.
 */
export const WALLET_CHARGED_JOB = 'email.wallet-charged';
export type WalletChargedMail = { to: string; employeeName: string; totalKobo: number; walletKobo: number };

/**
 * Checkout's charge as one statement, the last of its transaction (sent with COMMIT by
 * Database.transactionEndingWith): the employee's spend for the month grows only while it stays
 * within budget; then (only if it did) the wallet is debited only if it covers the total; then
 * (only if it was) the ledger row and the company's "wallet charged" email job. Otherwise it raises
 * `checkout_refused('budget' | 'wallet')`, so nothing commits (chargeRefusal gives the 409). So
 * the company row, which every order of a company updates, is locked from this statement to the end
 * of COMMIT only. Budget before wallet, as in chargeOrder. Its one row holds the wallet's new
 * balance (`wallet`, text) and `crossed`: whether this charge took it below the company's alert
 * level (charges follow each other on the row lock, so one charge crosses the level each time).
 * Its values are sent inlined, so each one is cast to its type.
 */
export function checkoutCharge(
  payer: OrderPayer,
  order: OrderMoney,
  extra: { mail: Pick<WalletChargedMail, 'to' | 'employeeName'>; now: Date },
): SQL {
  const now = extra.now.toISOString();
  const total = sql`${order.totalKobo}::bigint`;
  return sql`
    with spend as (
      insert into monthly_spend (employee_id, month_key, spent_kobo)
      select ${payer.employeeId}::uuid, ${order.monthKey}::text, ${total} where ${total} <= ${payer.budgetKobo}::bigint
      on conflict (employee_id, month_key) do update set spent_kobo = monthly_spend.spent_kobo + excluded.spent_kobo
      where monthly_spend.spent_kobo + excluded.spent_kobo <= ${payer.budgetKobo}::bigint
      returning spent_kobo),
    wallet as (
      update companies set wallet_kobo = wallet_kobo - ${total}
      where account_id = ${payer.companyId}::uuid and wallet_kobo >= ${total} and exists (select 1 from spend)
      returning wallet_kobo, low_balance_alert_kobo),
    movement as (
      insert into ledger (id, company_id, order_id, type, status, amount_kobo, reference, email, created_at, updated_at)
      select ${uuidv7()}::uuid, ${payer.companyId}::uuid, ${order.id}::uuid, 'order_charge', 'paid', ${total},
        ${`chg_${crypto.randomUUID()}`}::text, ${payer.email}::text, ${now}::timestamptz, ${now}::timestamptz
      from wallet),
    mail as (
      insert into jobs (id, kind, payload, run_at)
      select ${uuidv7()}::uuid, ${WALLET_CHARGED_JOB}::text,
        ${JSON.stringify({ ...extra.mail, totalKobo: order.totalKobo })}::jsonb
          || jsonb_build_object('walletKobo', wallet.wallet_kobo),
        ${now}::timestamptz
      from wallet)
    select case
        when not exists (select 1 from spend) then checkout_refused('budget')
        when not exists (select 1 from wallet) then checkout_refused('wallet')
        else (select wallet_kobo from wallet) end::text as wallet,
      coalesce((select wallet_kobo < low_balance_alert_kobo and wallet_kobo + ${total} >= low_balance_alert_kobo
        from wallet), false) as crossed`;
}

/** The 409 for checkout's charge refused with `reason` (checkoutCharge), or null for another reason. */
export function chargeRefusal(ex: Executor, reason: string, payer: OrderPayer, order: OrderMoney) {
  if (reason === 'budget') return overBudget(ex, payer, order);
  return reason === 'wallet' ? Promise.resolve(conflict(WALLET_SHORT)) : null;
}

/** Gives an order's total back to the wallet and the employee's spend for its month, with the ledger row. */
export async function refundOrder(tx: Executor, payer: OrderPayer, order: OrderMoney, now: Date) {
  await releaseBudget(tx, payer.employeeId, order.monthKey, order.totalKobo);
  await creditWallet(tx, payer.companyId, order.totalKobo);
  await recordOrderMovement(tx, {
    companyId: payer.companyId,
    orderId: order.id,
    type: 'order_refund',
    amountKobo: order.totalKobo,
    email: payer.email,
    now,
  });
}
