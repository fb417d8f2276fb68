import { formatDay, REFUNDED_ORDER_STATUSES } from '@lunch/contract';
import { and, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { menuDaySales, orderLines, orders } from '../../db/schema.js';
import type { Hold } from '../holds/hold.js';
import { Refusal, writtenOrRefused } from '../holds/refusals.js';

/**
 * Daily portions of dishes with a daily_limit: `menu_day_sales` counters raised by a conditional
 * upsert inside the caller's transaction (an order's holds, domain/holds), so concurrent orders
 * cannot pass a limit together.
 */

export type PricedLine = {
  item: { id: string; name: string; availableDays: string[]; dailyLimit: number | null };
  quantity: number;
};

/** The limited lines of an order, in item id order (the order their counters are locked in). */
const limitedLines = (lines: PricedLine[]) =>
  [...lines].filter((line) => line.item.dailyLimit !== null).sort((a, b) => (a.item.id < b.item.id ? -1 : 1));

/** Whether a limited line alone fits its daily limit (the upsert refuses only what it adds to). */
const withinLimit = (line: PricedLine) => line.quantity <= line.item.dailyLimit!;

/** Raises a limited line's portions sold only while they stay within its daily_limit; a row when it did. */
function portionsUpsert(ex: Executor, date: string, line: PricedLine) {
  return ex
    .insert(menuDaySales)
    .values({ menuItemId: line.item.id, deliveryDate: date, sold: line.quantity })
    .onConflictDoUpdate({
      target: [menuDaySales.menuItemId, menuDaySales.deliveryDate],
      set: { sold: sql`${menuDaySales.sold} + excluded.sold` },
      setWhere: sql`${menuDaySales.sold} + excluded.sold <= ${line.item.dailyLimit}`,
    })
    .returning({ sold: menuDaySales.sold });
}

/** The 409 for a line asking more portions for `date` than are left: sold out, or how many are left. */
async function soldOut(ex: Executor, line: PricedLine, date: string) {
  const left = Math.max(0, line.item.dailyLimit! - (await soldOn(ex, line.item.id, date)));
  if (left === 0) return new Refusal('portions', `${line.item.name} is sold out for ${formatDay(date)}.`);
  const portions = left === 1 ? 'Only 1 portion' : `Only ${left} portions`;
  return new Refusal(
    'portions',
    `${portions} of ${line.item.name} ${left === 1 ? 'is' : 'are'} left for ${formatDay(date)}; you asked for ${line.quantity}.`,
  );
}

/**
 * The order's portions, one hold per limited line in item id order: raises the portions sold only
 * while they stay within the item's daily_limit, refused (soldOut) otherwise. Lines without a limit
 * hold no counter (every order of a popular dish would queue on it); when a limit is set,
 * countPortionsSold counts what is already sold.
 */
export function portionsHolds(ex: Executor, date: string, lines: PricedLine[]): Hold[] {
  return limitedLines(lines).map((line) => {
    const reason = `portions ${line.item.id}`;
    return {
      statement: writtenOrRefused(withinLimit(line) ? portionsUpsert(ex, date, line).getSQL() : null, reason),
      refusal: (raised, after) => (raised === reason ? soldOut(after, line, date) : null),
    };
  });
}

/** An order is declined or cancelled: its limited lines' portions are given back (other dishes keep no counter). */
export async function givePortionsBack(tx: Executor, date: string, lines: PricedLine[]) {
  for (const line of limitedLines(lines)) {
    await tx
      .update(menuDaySales)
      .set({ sold: sql`greatest(0, ${menuDaySales.sold} - ${line.quantity})` })
      .where(and(eq(menuDaySales.menuItemId, line.item.id), eq(menuDaySales.deliveryDate, date)));
  }
}

/**
 * Sets an item's portions sold from its orders, for every delivery date from `since` on: called in
 * the transaction that gives the item a daily limit, after its row is updated. Checkouts read the
 * item FOR SHARE, so those already under way have committed (and are counted here) and later ones
 * wait for this transaction and then see the limit.
 */
export async function countPortionsSold(tx: Executor, menuItemId: string, since: string) {
  await tx
    .update(menuDaySales)
    .set({ sold: 0 })
    .where(and(eq(menuDaySales.menuItemId, menuItemId), gte(menuDaySales.deliveryDate, since)));
  await tx.execute(sql`
    insert into ${menuDaySales} (menu_item_id, delivery_date, sold)
    select ${orderLines.menuItemId}, ${orders.deliveryDate}, sum(${orderLines.quantity})
    from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
    where ${orderLines.menuItemId} = ${menuItemId} and ${orders.deliveryDate} >= ${since}
      and ${notInArray(orders.status, [...REFUNDED_ORDER_STATUSES])}
    group by 1, 2
    on conflict (menu_item_id, delivery_date) do update set sold = excluded.sold`);
}

async function soldOn(ex: Executor, menuItemId: string, date: string) {
  const [row] = await ex
    .select({ sold: menuDaySales.sold })
    .from(menuDaySales)
    .where(and(eq(menuDaySales.menuItemId, menuItemId), eq(menuDaySales.deliveryDate, date)));
  return row?.sold ?? 0;
}

/** Portions left per item for a date (null: no limit). */
export async function remainingPortions(
  ex: Executor,
  items: { id: string; dailyLimit: number | null }[],
  date: string,
): Promise<Map<string, number | null>> {
  const limited = items.filter((item) => item.dailyLimit !== null);
  const sold =
    limited.length === 0
      ? []
      : await ex
          .select({ id: menuDaySales.menuItemId, sold: menuDaySales.sold })
          .from(menuDaySales)
          .where(
            and(
              eq(menuDaySales.deliveryDate, date),
              inArray(
                menuDaySales.menuItemId,
                limited.map((item) => item.id),
              ),
            ),
          );
  const soldBy = new Map(sold.map((row) => [row.id, row.sold]));
  return new Map(
    items.map((item) => [
      item.id,
      item.dailyLimit === null ? null : Math.max(0, item.dailyLimit - (soldBy.get(item.id) ?? 0)),
    ]),
  );
}
