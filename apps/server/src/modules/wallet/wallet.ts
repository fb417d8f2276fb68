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
async function overBudget(tx: Executor, payer: OrderPayer, order: OrderMoney) {
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
 * Checkout's charge in one statement, the last of its transaction: the employee's spend for the
 * month grows only while it stays within budget; then (only if it did) the wallet is debited only
 * if it covers the total; then (only if it was) the ledger row, the company's "wallet charged"
 * email job and `announce` (the order event). So the company row, which every order of a company
 * updates, is locked only from this statement to COMMIT, with nothing sent in between. Budget
 * before wallet, as in chargeOrder. Throws the same 409s as chargeOrder (the caller's transaction
 * then rolls back, undoing the spend). Returns the wallet's new balance.
 */
export async function chargeOrderAtCheckout(
  tx: Executor,
  payer: OrderPayer,
  order: OrderMoney,
  extra: { mail: Pick<WalletChargedMail, 'to' | 'employeeName'>; announce: SQL; now: Date },
): Promise<number> {
  if (order.totalKobo > payer.budgetKobo) throw await overBudget(tx, payer, order);
  const now = extra.now.toISOString();
  const result = (await tx.execute(sql`
    with spend as (
      insert into monthly_spend (employee_id, month_key, spent_kobo)
      values (${payer.employeeId}, ${order.monthKey}, ${order.totalKobo})
      on conflict (employee_id, month_key) do update set spent_kobo = monthly_spend.spent_kobo + excluded.spent_kobo
      where monthly_spend.spent_kobo + excluded.spent_kobo <= ${payer.budgetKobo}
      returning spent_kobo),
    wallet as (
      update companies set wallet_kobo = wallet_kobo - ${order.totalKobo}
      where account_id = ${payer.companyId} and wallet_kobo >= ${order.totalKobo} and exists (select 1 from spend)
      returning wallet_kobo),
    movement as (
      insert into ledger (id, company_id, order_id, type, status, amount_kobo, reference, email, created_at, updated_at)
      select ${uuidv7()}, ${payer.companyId}, ${order.id}, 'order_charge', 'paid', ${order.totalKobo},
        ${`chg_${crypto.randomUUID()}`}, ${payer.email}, ${now}, ${now}
      from wallet),
    mail as (
      insert into jobs (id, kind, payload, run_at)
      select ${uuidv7()}, ${WALLET_CHARGED_JOB},
        ${JSON.stringify({ ...extra.mail, totalKobo: order.totalKobo })}::jsonb
          || jsonb_build_object('walletKobo', wallet.wallet_kobo),
        ${now}
      from wallet),
    announced as (select ${extra.announce} from wallet)
    select (select count(*) from spend)::int as within_budget, (select wallet_kobo from wallet)::text as wallet,
      (select count(*) from announced)::int as announced`)) as unknown as {
    rows: Array<{ within_budget: number; wallet: string | null }>;
  };
  const [row] = result.rows;
  if (!(Number(row?.within_budget) > 0)) throw await overBudget(tx, payer, order);
  if (row?.wallet == null) throw conflict(WALLET_SHORT);
  return Number(row.wallet);
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
