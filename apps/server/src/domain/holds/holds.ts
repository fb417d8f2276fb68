import type { Executor } from '../../db/client.js';
import { type FeeFacts, feeGroupOf } from '../delivery/delivery-fees.js';
import { daySpendHold, releaseDaySpend } from '../delivery/delivery-rules.js';
import { givePortionsBack, type PricedLine, portionsHolds } from '../delivery/portions.js';
import { chargeHold, type OrderPayer, refundOrder, type WalletChargedMail } from '../wallet/wallet.js';
import { giveSlotBack, type SlotPlace, slotHolds } from './capacity.js';
import type { Hold } from './hold.js';
import { type Refusal, refusedBecause } from './refusals.js';

/**
 * What an order holds while it is not refunded (any status but DECLINED and CANCELLED), taken by
 * checkout and by a status change out of DECLINED/CANCELLED, given back by a status change into
 * them (a refund, a cancellation, bulk status): the portions of its limited dishes, the employee's
 * spend for the delivery day (day cap), its place in its restaurant's slot (the restaurant's
 * capacity: capacity.ts), the employee's spend for the month (budget), their delivery's fee group
 * (one fee per day, slot and address: domain/delivery/delivery-fees.ts) and the company's wallet
 * with the ledger rows. Each counter has one statement, written by the rule that owns it; this
 * module is the one place that orders them. The lock order, the same for every transaction that
 * takes or gives back: menu_day_sales rows by item id, then day_spend, then restaurant_slot_orders,
 * then monthly_spend, then delivery_fee_groups, then the company row (the hottest, every order of
 * the company updates it: locked last, held shortest). Anything else an order's transaction locks
 * comes before: the order's own row, and (checkout, a status change taking the holds again) its
 * menu items and its restaurant FOR SHARE.
 */

export type HeldOrder = FeeFacts &
  SlotPlace & {
    id: string;
    employeeId: string;
    deliveryDate: string;
    monthKey: string;
    totalKobo: number;
    lines: PricedLine[];
    /** The day cap (null: none): the company's, or its department's (`dayCapDepartment`, named in its refusal). */
    dayCapKobo: number | null;
    dayCapDepartment?: string | null;
  };

/** Every hold of an order, in the lock order. `mail`: the company's "wallet charged" email, if any. */
export function holdsOf(
  ex: Executor,
  order: HeldOrder,
  payer: OrderPayer,
  charge: { mail: Pick<WalletChargedMail, 'to' | 'employeeName'> | null; now: Date },
): Hold[] {
  return [
    ...portionsHolds(ex, order.deliveryDate, order.lines),
    daySpendHold(ex, {
      employeeId: order.employeeId,
      date: order.deliveryDate,
      amount: order.totalKobo,
      cap: order.dayCapKobo,
      department: order.dayCapDepartment,
    }),
    ...slotHolds(ex, order),
    chargeHold(payer, { ...order, feeGroup: feeGroupOf(order) }, charge),
  ];
}

/**
 * The charge's answer: the wallet's new balance, whether it crossed the company's alert level, and
 * the delivery fee charged with the order.
 */
export type Charged = { wallet: number; crossed: boolean; feeKobo: number };

export const chargedFrom = (row: Record<string, unknown>): Charged => ({
  wallet: Number(row.wallet),
  crossed: row.crossed === true,
  feeKobo: Number(row.fee ?? 0),
});

/**
 * The 409 for a statement of `holds` refused with the error `error` (after its transaction or
 * savepoint rolled back: `ex` reads what is left), or null for any other error.
 */
export function refusalOf(holds: Hold[], error: unknown, ex: Executor): Promise<Refusal> | null {
  const reason = refusedBecause(error);
  if (reason === null) return null;
  for (const hold of holds) {
    const refusal = hold.refusal(reason, ex);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * Takes an order's holds inside the caller's transaction, in one savepoint: all of them, or none
 * and the 409 of the one refused. Checkout sends the same statements with its COMMIT instead
 * (Database.transactionEndingWith).
 */
export async function takeHolds(tx: Executor, holds: Hold[]): Promise<Charged> {
  try {
    return await tx.transaction(async (savepoint) => {
      let last: Record<string, unknown>[] = [];
      for (const hold of holds) {
        last = ((await savepoint.execute(hold.statement)) as unknown as { rows: Record<string, unknown>[] })
          .rows;
      }
      return chargedFrom(last[0]!);
    });
  } catch (error) {
    throw (await refusalOf(holds, error, tx)) ?? error;
  }
}

/** Gives back what an order holds, inside the caller's transaction, in the same lock order. */
export async function releaseHolds(tx: Executor, order: HeldOrder, payer: OrderPayer, now: Date) {
  await givePortionsBack(tx, order.deliveryDate, order.lines);
  await releaseDaySpend(tx, {
    employeeId: order.employeeId,
    date: order.deliveryDate,
    amount: order.totalKobo,
    cap: order.dayCapKobo,
  });
  await giveSlotBack(tx, order);
  await refundOrder(tx, payer, { ...order, feeGroup: feeGroupOf(order) }, now);
}
