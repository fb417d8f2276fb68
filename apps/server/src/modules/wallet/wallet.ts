import { formatNaira } from '@lunch/contract';
import { and, eq, sql } from 'drizzle-orm';
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
    const left = Math.max(0, payer.budgetKobo - (await spentIn(tx, payer.employeeId, order.monthKey)));
    throw conflict(
      `This order (${formatNaira(order.totalKobo)}) is over your monthly budget: ${formatNaira(left)} left this month.`,
    );
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
