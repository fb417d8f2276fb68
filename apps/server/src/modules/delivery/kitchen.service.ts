import { setImmediate } from 'node:timers/promises';
import {
  formatDay,
  type KitchenSheet,
  orderRef,
  TO_COOK_ORDER_STATUSES,
  UNSERVED_ORDER_STATUSES,
} from '@lunch/contract';
import { stringify } from 'csv-stringify/sync';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { activeAdminEmails, employeeName } from '../../domain/accounts/accounts.repository.js';
import { orderAddressLine } from '../../domain/delivery/addresses.js';
import { cutoffAt } from '../../domain/delivery/delivery-rules.js';
import { platformRules } from '../../domain/delivery/platform-settings.js';
import { dayKey, HOUR } from '../../lib/clock.js';
import { emails } from '../../lib/emails.js';

type Dish = KitchenSheet['dishes'][number];
type SheetRow = {
  id: string;
  slot: string;
  status: KitchenSheet['deliveries'][number]['status'];
  healthConflicts: string[];
  employeeName: string;
  companyName: string;
  restaurant: string;
  timeZone: string;
  /** The address the order keeps (orders.delivery_address). */
  address: Record<string, string>;
};

function addDishes(into: Map<string, Dish>, items: Dish[]) {
  for (const item of items) {
    const dish = into.get(item.food_menu);
    if (dish) dish.quantity += item.quantity;
    else into.set(item.food_menu, { ...item });
  }
}
const byName = (dishes: Map<string, Dish>) =>
  [...dishes.values()].sort((a, b) => a.name.localeCompare(b.name));

/**
 * Deliveries built or written between two turns of the event loop: a busy day has 10,000 (4 MB of
 * JSON), which would otherwise hold every other request for a tenth of a second.
 */
const DELIVERIES_AT_ONCE = 500;

/** Whether the kitchen has still to cook an order of this status (not yet out for delivery). */
export const toCook = (status: KitchenSheet['deliveries'][number]['status']) =>
  TO_COOK_ORDER_STATUSES.includes(status);

/**
 * What the kitchen cooks and delivers on a date: every order for it that is not declined,
 * cancelled or still waiting for the employee's payment (UNSERVED_ORDER_STATUSES) is a delivery (with its status, short reference, restaurant and health conflicts); the
 * dishes, in all and per slot, count only the orders left to cook (toCook), so a meal out for
 * delivery or delivered is not cooked again. With `restaurantId` only that restaurant's orders (a
 * restaurant's own sheet, or the platform admin's filter), read through orders_restaurant_day_idx
 * (restaurant, date, slot…); without, every restaurant's (orders_delivery_date_idx).
 */
export async function kitchenSheet(
  database: Database,
  date: string,
  restaurantId?: string,
): Promise<KitchenSheet> {
  const sheetOrders = and(
    restaurantId === undefined ? undefined : eq(orders.restaurantId, restaurantId),
    eq(orders.deliveryDate, date),
    notInArray(orders.status, [...UNSERVED_ORDER_STATUSES]),
  );
  // The orders and, beside them, every line of those orders: joined on the same date and statuses
  // (not a list of thousands of ids), by name as before, then grouped per order in one pass. Read
  // as the driver's rows: mapping 10,000 rows through the ORM cost more than the queries.
  const [rows, lines] = await Promise.all([
    database.rows<SheetRow>(
      sql`select orders.id, orders.delivery_slot as slot, orders.status, orders.health_conflicts as "healthConflicts",
        ${employeeName} as "employeeName", companies.name as "companyName", restaurants.name as restaurant,
        company_account.time_zone as "timeZone", orders.delivery_address as address
      from orders
      join restaurants on restaurants.id = orders.restaurant_id
      join employees on employees.account_id = orders.employee_id
      join companies on companies.account_id = orders.company_id
      join accounts company_account on company_account.id = orders.company_id
      where ${sheetOrders}
      order by orders.delivery_slot, companies.name, employees.last_name, orders.id`,
    ),
    database.rows<Dish & { orderId: string }>(
      sql`select l.order_id as "orderId", l.menu_item_id as food_menu, l.name, l.quantity
      from order_lines l join orders on orders.id = l.order_id
      where ${sheetOrders}
      order by l.name`,
    ),
  ]);
  const itemsByOrder = new Map<string, Dish[]>();
  for (const { orderId, ...item } of lines) {
    const items = itemsByOrder.get(orderId);
    if (items) items.push(item);
    else itemsByOrder.set(orderId, [item]);
  }
  const itemsOf = (orderId: string) => itemsByOrder.get(orderId) ?? [];
  const all = new Map<string, Dish>();
  const slots = new Map<string, { orders: number; dishes: Map<string, Dish> }>();
  const deliveries: KitchenSheet['deliveries'] = [];
  for (let at = 0; at < rows.length; at += DELIVERIES_AT_ONCE) {
    // A few hundred deliveries at a time, the event loop turning between them (10,000 on a busy day).
    if (at > 0) await setImmediate();
    for (const row of rows.slice(at, at + DELIVERIES_AT_ONCE)) {
      const items = itemsOf(row.id);
      const slot = slots.get(row.slot) ?? { orders: 0, dishes: new Map() };
      slots.set(row.slot, slot);
      if (toCook(row.status)) {
        addDishes(all, items);
        slot.orders += 1;
        addDishes(slot.dishes, items);
      }
      deliveries.push({
        order_id: row.id,
        ref: orderRef(row.id),
        slot: row.slot,
        time_zone: row.timeZone,
        status: row.status,
        employee_name: row.employeeName,
        company_name: row.companyName,
        restaurant: row.restaurant,
        address: orderAddressLine(row.address),
        items,
        health_conflicts: row.healthConflicts,
      });
    }
  }
  return {
    date,
    dishes: byName(all),
    slots: [...slots.entries()].map(([slot, value]) => ({
      slot,
      orders: value.orders,
      dishes: byName(value.dishes),
    })),
    deliveries,
  };
}

/** Deliveries a few hundred at a time, the event loop turning between two. */
async function* inTurns(deliveries: KitchenSheet['deliveries']) {
  for (let at = 0; at < deliveries.length; at += DELIVERIES_AT_ONCE) {
    if (at > 0) await setImmediate();
    yield { first: at === 0, deliveries: deliveries.slice(at, at + DELIVERIES_AT_ONCE) };
  }
}

/**
 * Deliveries as JSON arrays of a few hundred each, written between turns of the event loop: the
 * sheet's answer, and the meal labels' input to their documents thread (a few strings cross to the
 * thread at the cost of a copy, where 10,000 objects would be cloned one by one).
 */
export async function* deliveriesInJson(deliveries: KitchenSheet['deliveries']): AsyncGenerator<string> {
  for await (const part of inTurns(deliveries)) yield JSON.stringify(part.deliveries);
}

/**
 * The sheet's answer (the API envelope, as `ok` writes it) in pieces of JSON: every field of the
 * sheet is one the contract declares, so JSON.stringify writes what the route's serializer would,
 * a few hundred deliveries at a time instead of 4 MB at once.
 */
export async function* kitchenSheetAnswer(sheet: KitchenSheet): AsyncGenerator<string> {
  const { deliveries, ...head } = sheet;
  yield `{"success":true,"message":"Success","data":${JSON.stringify(head).slice(0, -1)},"deliveries":[`;
  let first = true;
  for await (const part of deliveriesInJson(deliveries)) {
    // Each part is an array: its brackets dropped, the parts joined by commas.
    yield `${first ? '' : ','}${part.slice(1, -1)}`;
    first = false;
  }
  yield ']}}';
}

const CSV_OPTIONS = {
  columns: [
    'date',
    'slot',
    'status',
    'ref',
    'employee',
    'company',
    'restaurant',
    'address',
    'items',
    'health conflicts',
    'order id',
  ],
  record_delimiter: 'windows',
  // A spreadsheet never reads a cell as a formula.
  cast: { string: (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
  quoted_string: true,
} as const;

/**
 * The sheet as CSV, in pieces: the header, then one row per delivery, with its short reference and
 * health conflicts ("; " between them).
 */
export async function* kitchenCsv(sheet: KitchenSheet): AsyncGenerator<string> {
  if (sheet.deliveries.length === 0) yield stringify([], { ...CSV_OPTIONS, header: true });
  for await (const { first, deliveries } of inTurns(sheet.deliveries)) {
    const rows = deliveries.map((delivery) => [
      sheet.date,
      delivery.slot,
      delivery.status,
      delivery.ref,
      delivery.employee_name,
      delivery.company_name,
      delivery.restaurant,
      delivery.address,
      delivery.items.map((item) => `${item.quantity} × ${item.name}`).join('; '),
      delivery.health_conflicts.join('; '),
      delivery.order_id,
    ]);
    yield stringify(rows, { ...CSV_OPTIONS, header: first });
  }
}

export const KITCHEN_SHEET_JOB = 'kitchen.sheet';
/** After a restart, the sheet still goes out if the cut-off passed at most this long ago. */
const GRACE = HOUR;

/** Queues the sheet of the date whose cut-off has just passed (platform time zone). */
export async function queueKitchenSheet(ctx: AppContext): Promise<string | null> {
  const now = ctx.clock.now();
  const platform = await platformRules(ctx.db);
  const date = dayKey(now, platform.timeZone);
  const cutoff = cutoffAt(date, platform).getTime();
  if (now.getTime() < cutoff || now.getTime() > cutoff + GRACE) return null;
  await ctx.jobs.enqueue(
    ctx.db,
    KITCHEN_SHEET_JOB,
    { date },
    { dedupeKey: `kitchen-sheet:${date}`, maxAttempts: 5 },
  );
  return date;
}

/** Emails a date's sheet to every active platform admin. */
export async function sendKitchenSheet(ctx: AppContext, date: string) {
  const sheet = await kitchenSheet(ctx.database, date);
  const admins = await activeAdminEmails(ctx.db);
  const dishes = sheet.dishes.map((dish): [string, string] => [dish.name, String(dish.quantity)]);
  const toCookCount = sheet.slots.reduce((sum, slot) => sum + slot.orders, 0);
  const url = `${ctx.config.appUrl}/admin/kitchen?date=${date}`;
  await ctx.db.transaction(async (tx) => {
    for (const admin of admins) {
      await ctx.sendMail(tx, emails.kitchenSheet(admin, formatDay(date), toCookCount, dishes, url));
    }
  });
}
