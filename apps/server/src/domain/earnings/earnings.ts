import { commissionOf } from '@lunch/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ledger, orders, restaurantLedger, restaurants } from '../../db/schema.js';

/**
 * What a restaurant earns (issue 30, docs/payouts.md), as rows of `restaurant_ledger`, inside the
 * caller's transaction, which holds the order's row lock (a status change, a problem's resolution):
 * so the rows of one order are written one transaction after another.
 *
 * - An order delivered earns its meal total (`orders.total_kobo`; delivery fees are the
 *   platform's) less the commission, `commissionOf(total, basis points)`: an `earning` row and a
 *   `commission` row (a 0-kobo row is not written).
 * - A refund after that takes back the same proportion: `commission_reversal` =
 *   `commissionOf(refund, basis points)`, `earning_reversal` = the rest, each never more than what
 *   the order still has of it.
 *
 * Every row's reference is unique (restaurant_ledger_reference_key) and written `on conflict do
 * nothing`, so nothing is ever earned or taken back twice.
 */

type Row = typeof restaurantLedger.$inferInsert;

async function insertRows(tx: Executor, rows: Row[]) {
  const kept = rows.filter((row) => row.amountKobo > 0);
  if (kept.length > 0)
    await tx
      .insert(restaurantLedger)
      .values(kept)
      .onConflictDoNothing({ target: restaurantLedger.reference });
}

/** What an order still has of its earning and its commission: written less taken back (kobo). */
async function heldBy(tx: Executor, orderId: string): Promise<{ earning: number; commission: number }> {
  const [row] = await tx
    .select({
      earning: sql<string>`coalesce(sum(case ${restaurantLedger.type}
        when 'earning' then ${restaurantLedger.amountKobo}
        when 'earning_reversal' then -${restaurantLedger.amountKobo} else 0 end), 0)`,
      commission: sql<string>`coalesce(sum(case ${restaurantLedger.type}
        when 'commission' then ${restaurantLedger.amountKobo}
        when 'commission_reversal' then -${restaurantLedger.amountKobo} else 0 end), 0)`,
    })
    .from(restaurantLedger)
    .where(eq(restaurantLedger.orderId, orderId));
  return { earning: Number(row?.earning ?? 0), commission: Number(row?.commission ?? 0) };
}

/** The order's restaurant and its commission (basis points). */
async function restaurantOf(tx: Executor, orderId: string) {
  const [row] = await tx
    .select({ restaurantId: orders.restaurantId, basisPoints: restaurants.commissionBasisPoints })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * Takes back what a refund of `refundKobo` of an order's meal owes the restaurant (nothing when the
 * order has not earned: a refund before delivery is taken back when it is delivered,
 * `recordDeliveryEarnings`). References: `earning_reversal:<refund reference>` and
 * `commission_reversal:<refund reference>`.
 */
export async function reverseEarnings(
  tx: Executor,
  refund: { orderId: string; refundKobo: number; reference: string },
  now: Date,
) {
  const restaurant = await restaurantOf(tx, refund.orderId);
  if (!restaurant) return;
  const held = await heldBy(tx, refund.orderId);
  if (held.earning <= 0 && held.commission <= 0) return;
  const commissionBack = commissionOf(refund.refundKobo, restaurant.basisPoints);
  const row = { restaurantId: restaurant.restaurantId, orderId: refund.orderId, status: 'paid' as const };
  await insertRows(tx, [
    {
      ...row,
      type: 'earning_reversal',
      amountKobo: Math.min(refund.refundKobo - commissionBack, Math.max(0, held.earning)),
      reference: `earning_reversal:${refund.reference}`,
      createdAt: now,
      updatedAt: now,
    },
    {
      ...row,
      type: 'commission_reversal',
      amountKobo: Math.min(commissionBack, Math.max(0, held.commission)),
      reference: `commission_reversal:${refund.reference}`,
      createdAt: now,
      updatedAt: now,
    },
  ]);
}

/**
 * An order has just become DELIVERED (orders `changeStatus`, the rider's hand-over and the admin's
 * change): its restaurant earns it, once per charge of the order. An order delivered, moved back
 * and delivered again earns nothing more; one cancelled after delivery (its earning taken back) and
 * charged again earns again. The n-th charge's rows are `earning:<order id>` and
 * `commission:<order id>` for the first, with `:<n>` after them. Then a problem refunded before the
 * delivery (a failed or late delivery) is taken back.
 */
export async function recordDeliveryEarnings(
  tx: Executor,
  order: { id: string; totalKobo: number },
  now: Date,
) {
  const restaurant = await restaurantOf(tx, order.id);
  if (!restaurant) return;
  const [charges] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(ledger)
    .where(and(eq(ledger.orderId, order.id), eq(ledger.type, 'order_charge')));
  const nth = Math.max(1, Number(charges?.n ?? 0));
  const suffix = nth === 1 ? '' : `:${nth}`;
  const commission = commissionOf(order.totalKobo, restaurant.basisPoints);
  const row = { restaurantId: restaurant.restaurantId, orderId: order.id, status: 'paid' as const };
  await insertRows(tx, [
    {
      ...row,
      type: 'earning',
      amountKobo: order.totalKobo - commission,
      reference: `earning:${order.id}${suffix}`,
      createdAt: now,
      updatedAt: now,
    },
    {
      ...row,
      type: 'commission',
      amountKobo: commission,
      reference: `commission:${order.id}${suffix}`,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  const issueRefunds = await tx
    .select({ reference: ledger.reference, amountKobo: ledger.amountKobo })
    .from(ledger)
    .where(and(eq(ledger.orderId, order.id), eq(ledger.type, 'issue_refund'), eq(ledger.status, 'paid')));
  for (const refund of issueRefunds) {
    const [taken] = await tx
      .select({ id: restaurantLedger.id })
      .from(restaurantLedger)
      .where(
        inArray(restaurantLedger.reference, [
          `earning_reversal:${refund.reference}`,
          `commission_reversal:${refund.reference}`,
        ]),
      );
    if (!taken)
      await reverseEarnings(
        tx,
        { orderId: order.id, refundKobo: refund.amountKobo, reference: refund.reference },
        now,
      );
  }
}

/** A restaurant's money in kobo (docs/payouts.md). */
export type RestaurantMoney = {
  /** earnings − earning reversals − payouts pending or paid: what a payout would pay now. */
  balance: number;
  /** Earnings less earning reversals. */
  earned: number;
  /** Commission less commission reversals. */
  commission: number;
  paid: number;
  pending: number;
};

/** The sums of `restaurant_ledger` that make a restaurant's money, as SQL columns (kobo, bigint). */
export const restaurantMoneyColumns = {
  earned: sql<string>`coalesce(sum(case
      when ${restaurantLedger.type} = 'earning' then ${restaurantLedger.amountKobo}
      when ${restaurantLedger.type} = 'earning_reversal' then -${restaurantLedger.amountKobo} else 0 end), 0)`,
  commission: sql<string>`coalesce(sum(case
      when ${restaurantLedger.type} = 'commission' then ${restaurantLedger.amountKobo}
      when ${restaurantLedger.type} = 'commission_reversal' then -${restaurantLedger.amountKobo} else 0 end), 0)`,
  paid: sql<string>`coalesce(sum(${restaurantLedger.amountKobo}) filter (
      where ${restaurantLedger.type} = 'payout' and ${restaurantLedger.status} = 'paid'), 0)`,
  pending: sql<string>`coalesce(sum(${restaurantLedger.amountKobo}) filter (
      where ${restaurantLedger.type} = 'payout' and ${restaurantLedger.status} = 'pending'), 0)`,
};

export const moneyFrom = (
  row: { earned: string; commission: string; paid: string; pending: string } | undefined,
): RestaurantMoney => {
  const earned = Number(row?.earned ?? 0);
  const paid = Number(row?.paid ?? 0);
  const pending = Number(row?.pending ?? 0);
  return {
    balance: earned - paid - pending,
    earned,
    commission: Number(row?.commission ?? 0),
    paid,
    pending,
  };
};

/**
 * The money of the restaurants `where` selects (all of them without it), by restaurant id: every
 * restaurant is there, with zeros when it has no ledger rows. The restaurants' `balance` on the
 * wire (modules/restaurants) reads it too.
 */
export async function restaurantMoney(ex: Executor, where?: SQL): Promise<Map<string, RestaurantMoney>> {
  const rows = await ex
    .select({ id: restaurants.id, ...restaurantMoneyColumns })
    .from(restaurants)
    .leftJoin(restaurantLedger, eq(restaurantLedger.restaurantId, restaurants.id))
    .where(where)
    .groupBy(restaurants.id);
  return new Map(rows.map((row) => [row.id, moneyFrom(row)]));
}
