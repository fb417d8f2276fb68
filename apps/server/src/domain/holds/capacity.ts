import { formatDay, REFUNDED_ORDER_STATUSES } from '@lunch/contract';
import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, restaurantSlotOrders, restaurants } from '../../db/schema.js';
import type { Hold } from './hold.js';
import { Refusal, writtenOrRefused } from './refusals.js';

/**
 * A restaurant's capacity per delivery slot (issue 30): `restaurants.slot_capacity` orders per
 * delivery day and slot (null: no limit), counted in `restaurant_slot_orders` like a dish's daily
 * portions in `menu_day_sales` (domain/delivery/portions.ts): a conditional upsert inside the
 * order's transaction raises the count only while it stays within the capacity, under the row's
 * lock, so concurrent orders cannot pass it together. A restaurant without a capacity holds no
 * counter (each of its orders would queue on one row); when it is given one, countSlotOrders counts
 * what it already holds. The counter is locked after the employee's day spend and before their
 * monthly spend (decision 010's lock order, domain/holds/holds.ts).
 */

/** An order's place in its restaurant's slot: the restaurant (with its capacity now) and the slot. */
export type SlotPlace = {
  restaurant: { id: string; name: string; slotCapacity: number | null };
  deliveryDate: string;
  deliverySlot: string;
};

/** The reason the slot hold raises when the slot is full. */
const FULL = 'capacity';

/** Raises the slot's orders by one only while they stay within the capacity; a row when it did. */
function slotUpsert(ex: Executor, place: SlotPlace, capacity: number) {
  return ex
    .insert(restaurantSlotOrders)
    .values({
      restaurantId: place.restaurant.id,
      deliveryDate: place.deliveryDate,
      deliverySlot: place.deliverySlot,
      orders: 1,
    })
    .onConflictDoUpdate({
      target: [
        restaurantSlotOrders.restaurantId,
        restaurantSlotOrders.deliveryDate,
        restaurantSlotOrders.deliverySlot,
      ],
      set: { orders: sql`${restaurantSlotOrders.orders} + 1` },
      setWhere: sql`${restaurantSlotOrders.orders} + 1 <= ${capacity}`,
    })
    .returning({ orders: restaurantSlotOrders.orders });
}

/** The 409 for a full slot. */
export const slotFull = (place: SlotPlace) =>
  new Refusal(
    'capacity',
    `${place.restaurant.name} is full for the ${place.deliverySlot} slot on ${formatDay(place.deliveryDate)}.`,
  );

/**
 * The order's place in its restaurant's slot as a hold (none when the restaurant has no capacity):
 * one more order only while the slot stays within the capacity, refused (slotFull) otherwise.
 */
export function slotHolds(ex: Executor, place: SlotPlace): Hold[] {
  const capacity = place.restaurant.slotCapacity;
  if (capacity === null) return [];
  return [
    {
      statement: writtenOrRefused(slotUpsert(ex, place, capacity).getSQL(), FULL),
      refusal: (raised) => (raised === FULL ? Promise.resolve(slotFull(place)) : null),
    },
  ];
}

/**
 * An order is declined or cancelled: its place in the slot is given back. Whatever the capacity is
 * now: a counter kept from an earlier capacity stays right for the next one (countSlotOrders sets
 * it again anyway).
 */
export async function giveSlotBack(tx: Executor, place: SlotPlace) {
  await tx
    .update(restaurantSlotOrders)
    .set({ orders: sql`greatest(0, ${restaurantSlotOrders.orders} - 1)` })
    .where(
      and(
        eq(restaurantSlotOrders.restaurantId, place.restaurant.id),
        eq(restaurantSlotOrders.deliveryDate, place.deliveryDate),
        eq(restaurantSlotOrders.deliverySlot, place.deliverySlot),
      ),
    );
}

/**
 * Sets a restaurant's orders per slot from its live orders, for every delivery date from `since`
 * on: called in the transaction that gives the restaurant a capacity (or changes it), after its row
 * is updated. Checkout reads the restaurant FOR SHARE, so the checkouts under way have committed
 * (and are counted here) and later ones wait for this transaction and then see the capacity.
 */
export async function countSlotOrders(tx: Executor, restaurantId: string, since: string) {
  await tx
    .update(restaurantSlotOrders)
    .set({ orders: 0 })
    .where(
      and(eq(restaurantSlotOrders.restaurantId, restaurantId), gte(restaurantSlotOrders.deliveryDate, since)),
    );
  await tx.execute(sql`
    insert into ${restaurantSlotOrders} (restaurant_id, delivery_date, delivery_slot, orders)
    select ${orders.restaurantId}, ${orders.deliveryDate}, ${orders.deliverySlot}, count(*)
    from ${orders}
    where ${orders.restaurantId} = ${restaurantId} and ${orders.deliveryDate} >= ${since}
      and ${notInArray(orders.status, [...REFUNDED_ORDER_STATUSES])}
    group by 1, 2, 3
    on conflict (restaurant_id, delivery_date, delivery_slot) do update set orders = excluded.orders`);
}

/**
 * The restaurant of an order taking its holds again (a status change out of DECLINED/CANCELLED),
 * read FOR SHARE like checkout reads it: its capacity now.
 */
export async function restaurantForHold(
  tx: Executor,
  restaurantId: string,
): Promise<SlotPlace['restaurant']> {
  const [row] = await tx
    .select({ id: restaurants.id, name: restaurants.name, slotCapacity: restaurants.slotCapacity })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('share');
  return row!;
}
