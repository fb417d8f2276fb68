import { REFUNDED_ORDER_STATUSES } from '@lunch/contract';
import { and, eq, gte, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { writtenOrRefused } from '../../db/refusals.js';
import { menuDaySales, orderLines, orders } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { longDay } from './calendar.js';

/**
 * Daily portions of dishes with a daily_limit: `menu_day_sales` counters raised by a conditional
 * upsert inside the caller's transaction (delivery-rules.ts), so concurrent orders cannot pass a
 * limit together. Locked in item id order, before day_spend, the budget and the wallet.
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
function portionsUpsert(tx: Executor, date: string, line: PricedLine) {
  return tx
    .insert(menuDaySales)
    .values({ menuItemId: line.item.id, deliveryDate: date, sold: line.quantity })
    .onConflictDoUpdate({
      target: [menuDaySales.menuItemId, menuDaySales.deliveryDate],
      set: { sold: sql`${menuDaySales.sold} + excluded.sold` },
      setWhere: sql`${menuDaySales.sold} + excluded.sold <= ${line.item.dailyLimit}`,
    })
    .returning({ sold: menuDaySales.sold });
}

/** The 409 for a line whose portions for `date` are sold out, saying how many are left. */
async function soldOut(ex: Executor, line: PricedLine, date: string) {
  const left = Math.max(0, line.item.dailyLimit! - (await soldOn(ex, line.item.id, date)));
  return conflict(
    `${line.item.name} is sold out for ${longDay(date)}: ${left} ${left === 1 ? 'portion' : 'portions'} left, ${line.quantity} asked.`,
  );
}

/**
 * Raises the portions sold for each limited line, only while they stay within the item's
 * daily_limit. Lines without a limit lock no counter (every order of a popular dish would queue on
 * it); when a limit is set, countPortionsSold counts what is already sold.
 */
export async function takePortions(tx: Executor, date: string, lines: PricedLine[]) {
  for (const line of limitedLines(lines)) {
    const taken = withinLimit(line) && (await portionsUpsert(tx, date, line)).length > 0;
    if (!taken) throw await soldOut(tx, line, date);
  }
}

/**
 * takePortions as statements for the end of checkout's transaction (Database.transactionEndingWith),
 * each refused with `portions <item id>` when its line is sold out (checkout then answers soldOut).
 */
export function portionsStatements(tx: Executor, date: string, lines: PricedLine[]): SQL[] {
  return limitedLines(lines).map((line) =>
    writtenOrRefused(withinLimit(line) ? portionsUpsert(tx, date, line).getSQL() : null, refusedAs(line)),
  );
}

const refusedAs = (line: PricedLine) => `portions ${line.item.id}`;

/** The 409 for a portionsStatements statement refused with `reason` (after the rollback), or null for another reason. */
export function portionsRefusal(ex: Executor, reason: string, date: string, lines: PricedLine[]) {
  const line = lines.find((candidate) => refusedAs(candidate) === reason);
  return line ? soldOut(ex, line, date) : null;
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
