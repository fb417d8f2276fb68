import { orderRef, type Ticket, type TicketBoard } from '@lunch/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { type Executor, rowsOf } from '../../db/client.js';
import { accounts, employees, orderLines, orders, restaurants } from '../../db/schema.js';
import { restaurantIdOf } from '../../domain/restaurants/restaurants.js';
import { conflict, notFound } from '../../lib/errors.js';
import { changeStatus } from '../orders/orders.service.js';

/**
 * A restaurant's ticket board (issue 30): its orders of a day slot by slot, which it accepts
 * (CONFIRMED), declines with a reason (DECLINED, refunded as any decline) and marks ready for
 * pickup a slot at a time (READY). Every read and change is scoped to the signed-in restaurant's
 * own orders (orders_restaurant_day_idx: restaurant, date, slot, created_at, id); another
 * restaurant's order is 404. Statuses change through orders' `changeStatus` only, which emails the
 * employee and tells the live order views (`order.updated`).
 */

/*
 * The subqueries name the order's columns in full (`orders.id`): in a query on `orders` alone the
 * ORM writes its columns unqualified, which inside a subquery would name the subquery's own.
 */

/** An order's dishes as one JSON array, read with it. */
const itemsOfOrder = sql<Ticket['items']>`(
  select coalesce(json_agg(json_build_object('food_menu', l.menu_item_id, 'name', l.name,
    'quantity', l.quantity) order by l.id), '[]'::json)
  from ${orderLines} l where l.order_id = orders.id)`;

/** The order's company's time zone (the slot's clock), read as a subquery like the rest. */
const timeZoneOfOrder = sql<string>`(select a.time_zone from ${accounts} a where a.id = orders.company_id)`;

const firstNameOfOrder = sql<string>`(select e.first_name from ${employees} e where e.account_id = orders.employee_id)`;

/** Tickets as the board shows them. */
function selectTickets(ex: Executor) {
  return ex
    .select({
      id: orders.id,
      status: orders.status,
      slot: orders.deliverySlot,
      timeZone: timeZoneOfOrder,
      firstName: firstNameOfOrder,
      items: itemsOfOrder,
      healthConflicts: orders.healthConflicts,
      instructions: sql<string | null>`${orders.deliveryAddress}->>'instructions'`,
      declineReason: orders.declineReason,
      createdAt: orders.createdAt,
    })
    .from(orders);
}
type TicketRow = Awaited<ReturnType<ReturnType<typeof selectTickets>['execute']>>[number];

/** What the kitchen must know: the order's health conflicts, then the address's delivery instructions. */
function notesOf(row: TicketRow): string[] {
  const instructions = row.instructions?.trim();
  return [
    ...row.healthConflicts.map((conflictWith) => `Health conflict: ${conflictWith}`),
    ...(instructions ? [`Delivery instructions: ${instructions}`] : []),
  ];
}

function presentTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    ref: orderRef(row.id),
    status: row.status,
    slot: row.slot,
    time_zone: row.timeZone,
    employee_first_name: row.firstName,
    items: row.items,
    notes: notesOf(row),
    decline_reason: row.declineReason,
    created_at: row.createdAt.toISOString(),
  };
}

/** An order waiting for the employee's payment (AWAITING_PAYMENT) is not the restaurant's yet: unseen, 404. */
const placed = ne(orders.status, 'AWAITING_PAYMENT');

/**
 * The restaurant's tickets for a day: every slot with orders, in time order, with the restaurant's
 * capacity per slot, each slot's orders oldest placed first (one range of orders_restaurant_day_idx).
 */
export async function ticketBoard(ctx: AppContext, accountId: string, date: string): Promise<TicketBoard> {
  const restaurantId = await restaurantIdOf(ctx.db, accountId);
  const [[restaurant], rows] = await Promise.all([
    ctx.db
      .select({ capacity: restaurants.slotCapacity })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId)),
    selectTickets(ctx.db)
      .where(and(eq(orders.restaurantId, restaurantId), eq(orders.deliveryDate, date), placed))
      .orderBy(asc(orders.deliverySlot), asc(orders.createdAt), asc(orders.id)),
  ]);
  const slots = new Map<string, Ticket[]>();
  for (const row of rows) {
    const tickets = slots.get(row.slot) ?? [];
    tickets.push(presentTicket(row));
    slots.set(row.slot, tickets);
  }
  return {
    date,
    slots: [...slots].map(([slot, tickets]) => ({ slot, capacity: restaurant?.capacity ?? null, tickets })),
  };
}

/** One of the restaurant's orders, locked for a change; 404 for any other restaurant's. */
async function lockOwnOrder(tx: Executor, restaurantId: string, orderId: string) {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.restaurantId, restaurantId), placed))
    .for('update');
  if (!order) throw notFound('Order not found');
  return order;
}

async function readTicket(ctx: AppContext, orderId: string): Promise<Ticket> {
  const [row] = await selectTickets(ctx.db).where(eq(orders.id, orderId));
  return presentTicket(row!);
}

const statusWord = (status: string) => status.toLowerCase().replaceAll('_', ' ');

/** The restaurant accepts a pending order: CONFIRMED. Already confirmed: answered unchanged; any other status: 409. */
export async function acceptOrder(ctx: AppContext, accountId: string, orderId: string): Promise<Ticket> {
  const now = ctx.clock.now();
  const restaurantId = await restaurantIdOf(ctx.db, accountId);
  await ctx.db.transaction(async (tx) => {
    const { status } = await lockOwnOrder(tx, restaurantId, orderId);
    if (status === 'CONFIRMED') return;
    if (status !== 'PENDING') {
      throw conflict(`This order is ${statusWord(status)}; only a pending order can be accepted.`);
    }
    await changeStatus(ctx, tx, orderId, 'CONFIRMED', now);
  });
  return readTicket(ctx, orderId);
}

/** Statuses a restaurant may still decline an order from: until a rider has it. */
const DECLINABLE = ['PENDING', 'CONFIRMED', 'READY'];

/**
 * The restaurant declines an order with a reason: DECLINED through changeStatus (refunded as any
 * decline), the reason kept on the order and given in the employee's email. 409 once the order is
 * out for delivery or later (or already declined or cancelled).
 */
export async function declineOrder(
  ctx: AppContext,
  accountId: string,
  orderId: string,
  reason: string,
): Promise<Ticket> {
  const now = ctx.clock.now();
  const restaurantId = await restaurantIdOf(ctx.db, accountId);
  await ctx.db.transaction(async (tx) => {
    const { status } = await lockOwnOrder(tx, restaurantId, orderId);
    if (!DECLINABLE.includes(status)) {
      throw conflict(
        `This order is ${statusWord(status)}; an order can be declined only until a rider picks it up.`,
      );
    }
    const [restaurant] = await tx
      .select({ name: restaurants.name })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    await changeStatus(ctx, tx, orderId, 'DECLINED', now, {
      declineReason: { by: restaurant!.name, reason },
    });
  });
  return readTicket(ctx, orderId);
}

/**
 * The restaurant's CONFIRMED orders of a day's slot become READY (ready for pickup), in one
 * transaction, oldest placed first; answers how many.
 */
export async function markSlotReady(
  ctx: AppContext,
  accountId: string,
  slot: { date: string; slot: string },
): Promise<{ ready: number }> {
  const now = ctx.clock.now();
  const restaurantId = await restaurantIdOf(ctx.db, accountId);
  return ctx.db.transaction(async (tx) => {
    const confirmed = await rowsOf<{ id: string }>(
      tx,
      sql`select id from ${orders}
        where restaurant_id = ${restaurantId} and delivery_date = ${slot.date} and delivery_slot = ${slot.slot}
          and status = 'CONFIRMED'
        order by created_at, id
        for update`,
    );
    let ready = 0;
    for (const { id } of confirmed) {
      if (await changeStatus(ctx, tx, id, 'READY', now)) ready += 1;
    }
    return { ready };
  });
}
