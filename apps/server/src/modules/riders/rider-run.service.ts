import { HANDOVER_TRIES, orderRef, type RiderRun, type RiderStop } from '@lunch/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import { type Executor, rowsOf } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { accounts, companies, employees, orderLines, orders } from '../../db/schema.js';
import { activeAdminEmails } from '../../domain/accounts/accounts.repository.js';
import { presentOrderAddress } from '../../domain/delivery/addresses.js';
import { emails } from '../../lib/emails.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { safeEqual } from '../../lib/secrets.js';
import { publishOrderEvent } from '../orders/order-events.js';
import { changeStatus } from '../orders/orders.service.js';

const customerAccount = alias(accounts, 'customer_account');
const companyAccount = alias(accounts, 'company_account');

/** The rider's orders as their run shows them (always read within the rider's own, `orders.rider_id`). */
function selectStops(ex: Executor) {
  return ex
    .select({
      id: orders.id,
      employeeId: orders.employeeId,
      status: orders.status,
      deliverySlot: orders.deliverySlot,
      timeZone: companyAccount.timeZone,
      zoneName: orders.zoneName,
      addressId: orders.addressId,
      deliveryAddress: orders.deliveryAddress,
      firstName: employees.firstName,
      // The address's phone for the rider, else the employee's own.
      phone: sql<string>`coalesce(nullif(${orders.deliveryAddress}->>'phone_number', ''), ${customerAccount.dialCode} || ${customerAccount.phoneNumber})`,
      companyName: companies.name,
      items: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderLines} l where l.order_id = ${orders.id})`,
      pickedUpAt: orders.pickedUpAt,
      deliveredAt: orders.deliveredAt,
      failedAt: orders.failedAt,
      failureReason: orders.failureReason,
      lateAt: orders.lateAt,
      handoverFailures: orders.handoverFailures,
      handoverCode: orders.handoverCode,
    })
    .from(orders)
    .innerJoin(employees, eq(employees.accountId, orders.employeeId))
    .innerJoin(customerAccount, eq(customerAccount.id, orders.employeeId))
    .innerJoin(companies, eq(companies.accountId, orders.companyId))
    .innerJoin(companyAccount, eq(companyAccount.id, orders.companyId));
}
type StopRow = Awaited<ReturnType<ReturnType<typeof selectStops>['execute']>>[number];
const inRunOrder = [asc(orders.deliverySlot), asc(orders.createdAt), asc(orders.id)];

/** A rider's day, prepared (read through orders_rider_run_idx: rider, date, slot). */
const runStops = preparedOn((db) =>
  selectStops(db)
    .where(
      and(eq(orders.riderId, sql.placeholder('riderId')), eq(orders.deliveryDate, sql.placeholder('date'))),
    )
    .orderBy(...inRunOrder)
    .prepare('rider_run'),
);

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** An order as its rider sees it: never its handover code. */
function presentStop(row: StopRow): RiderStop {
  return {
    id: row.id,
    ref: orderRef(row.id),
    status: row.status,
    delivery_slot: row.deliverySlot,
    time_zone: row.timeZone,
    zone: row.zoneName,
    address: presentOrderAddress(row.addressId, row.deliveryAddress),
    employee: { first_name: row.firstName, phone_number: row.phone },
    company_name: row.companyName,
    items: row.items,
    picked_up_at: iso(row.pickedUpAt),
    delivered_at: iso(row.deliveredAt),
    failed_at: iso(row.failedAt),
    failure_reason: row.failureReason,
    late: row.lateAt !== null,
    handover_locked: row.handoverFailures >= HANDOVER_TRIES,
  };
}

/** A rider's run for a day (orders_rider_run_idx: rider, date, slot), slot by slot. */
export async function riderRun(ctx: AppContext, riderId: string, date: string): Promise<RiderRun> {
  const [[rider], rows] = await Promise.all([
    ctx.database.rows<{ first_name: string; last_name: string }>(
      sql`select first_name, last_name from riders where account_id = ${riderId}`,
    ),
    runStops(ctx.statements).execute({ riderId, date }),
  ]);
  const slots = new Map<string, RiderStop[]>();
  for (const row of rows) {
    const list = slots.get(row.deliverySlot) ?? [];
    list.push(presentStop(row));
    slots.set(row.deliverySlot, list);
  }
  return {
    date,
    rider: { first_name: rider?.first_name ?? '', last_name: rider?.last_name ?? '' },
    slots: [...slots].map(([slot, list]) => ({ slot, stops: list })),
  };
}

/** One of the rider's orders, locked for the change; 404 for any order not assigned to them. */
async function lockStop(tx: Executor, riderId: string, orderId: string): Promise<StopRow> {
  const [row] = await selectStops(tx)
    .where(and(eq(orders.riderId, riderId), eq(orders.id, orderId)))
    .for('update', { of: orders });
  if (!row) throw notFound('Order not found');
  return row;
}

async function readStop(ctx: AppContext, riderId: string, orderId: string): Promise<RiderStop> {
  const [row] = await selectStops(ctx.db).where(and(eq(orders.riderId, riderId), eq(orders.id, orderId)));
  return presentStop(row!);
}

const CLOSED = ['DELIVERED', 'DECLINED', 'CANCELLED'];
const closedMessage = (status: string) =>
  status === 'DELIVERED'
    ? 'This order is already delivered'
    : `This order was ${status.toLowerCase()}: do not deliver it`;

/** What a rider may pick up: an order placed, confirmed or ready at the restaurant (issue 30). */
const TO_PICK_UP = ['PENDING', 'CONFIRMED', 'READY'];

/** The rider has the order: OUT_FOR_DELIVERY (again: nothing changes). */
export async function pickUp(ctx: AppContext, riderId: string, orderId: string): Promise<RiderStop> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const stop = await lockStop(tx, riderId, orderId);
    if (CLOSED.includes(stop.status)) throw conflict(closedMessage(stop.status));
    if (stop.status === 'OUT_FOR_DELIVERY') return;
    if (!TO_PICK_UP.includes(stop.status)) throw conflict(`This order is ${stop.status.toLowerCase()}`);
    await changeStatus(ctx, tx, orderId, 'OUT_FOR_DELIVERY', now);
  });
  return readStop(ctx, riderId, orderId);
}

type HandoverOutcome = 'delivered' | 'wrong' | 'locked';

/**
 * Hands the order over with its code: DELIVERED. A wrong code counts (committed, then refused with
 * the tries left); the HANDOVER_TRIES-th locks the code for this rider and alerts the platform
 * admins, once. A locked code refuses every later try (423).
 */
export async function handOver(
  ctx: AppContext,
  riderId: string,
  orderId: string,
  code: string,
): Promise<RiderStop> {
  const now = ctx.clock.now();
  const { outcome, failures } = await ctx.db.transaction(async (tx) => {
    const stop = await lockStop(tx, riderId, orderId);
    if (CLOSED.includes(stop.status)) throw conflict(closedMessage(stop.status));
    if (stop.status !== 'OUT_FOR_DELIVERY') throw conflict('Mark the order picked up before handing it over');
    if (stop.handoverFailures >= HANDOVER_TRIES)
      return { outcome: 'locked' as HandoverOutcome, failures: HANDOVER_TRIES };
    if (safeEqual(code, stop.handoverCode)) {
      await changeStatus(ctx, tx, orderId, 'DELIVERED', now);
      return { outcome: 'delivered' as HandoverOutcome, failures: stop.handoverFailures };
    }
    const failures = stop.handoverFailures + 1;
    await tx.execute(
      sql`update orders set handover_failures = ${failures}, updated_at = ${now} where id = ${orderId}`,
    );
    if (failures === HANDOVER_TRIES)
      await alertAdmins(ctx, tx, riderId, (to, rider, url) => emails.handoverLocked(to, orderId, rider, url));
    return { outcome: (failures === HANDOVER_TRIES ? 'locked' : 'wrong') as HandoverOutcome, failures };
  });
  if (outcome === 'locked') {
    throw new AppError(
      'LOCKED',
      `The handover code is locked after ${HANDOVER_TRIES} wrong tries. The platform admin was alerted: call them.`,
    );
  }
  if (outcome === 'wrong') {
    const left = HANDOVER_TRIES - failures;
    const message = `Wrong code: ${left} ${left === 1 ? 'try' : 'tries'} left. Ask the employee for the code on their order.`;
    throw badRequest(message, [{ path: 'code', message }]);
  }
  return readStop(ctx, riderId, orderId);
}

/** A delivery the rider could not make: recorded with why, the platform admins alerted; the status stays. */
export async function failDelivery(
  ctx: AppContext,
  riderId: string,
  orderId: string,
  reason: string,
): Promise<RiderStop> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const stop = await lockStop(tx, riderId, orderId);
    if (CLOSED.includes(stop.status)) throw conflict(closedMessage(stop.status));
    await tx.execute(
      sql`update orders set failed_at = ${now}, failure_reason = ${reason}, updated_at = ${now} where id = ${orderId}`,
    );
    await alertAdmins(ctx, tx, riderId, (to, rider, url) =>
      emails.deliveryFailed(to, orderId, rider, reason, url),
    );
    await publishOrderEvent(tx, { event: 'order.updated', orderId, employeeId: stop.employeeId });
  });
  return readStop(ctx, riderId, orderId);
}

/** Emails every active platform admin about one of a rider's orders, in the caller's transaction. */
async function alertAdmins(
  ctx: AppContext,
  tx: Executor,
  riderId: string,
  message: (to: string, rider: string, dispatchUrl: string) => Parameters<AppContext['sendMail']>[1],
) {
  const [rider] = await rowsOf<{ name: string }>(
    tx,
    sql`select first_name || ' ' || last_name as name from riders where account_id = ${riderId}`,
  );
  const url = `${ctx.config.appUrl}/admin/dispatch`;
  for (const admin of await activeAdminEmails(tx))
    await ctx.sendMail(tx, message(admin, rider?.name ?? 'A rider', url));
}
