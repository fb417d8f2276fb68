import { HANDOVER_TRIES, orderRef, type RiderRun, type RiderStop } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { type Executor, rowsOf } from '../../db/client.js';
import { activeAdminEmails } from '../../domain/accounts/accounts.repository.js';
import { presentOrderAddress } from '../../domain/delivery/addresses.js';
import { emails } from '../../lib/emails.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { safeEqual } from '../../lib/secrets.js';
import { publishOrderEvent } from '../orders/order-events.js';
import { changeStatus } from '../orders/orders.service.js';

type StopRow = {
  id: string;
  employee_id: string;
  status: RiderStop['status'];
  delivery_slot: string;
  time_zone: string;
  zone_name: string | null;
  address_id: string | null;
  delivery_address: Record<string, string>;
  first_name: string;
  phone: string;
  company_name: string;
  items: number;
  picked_up_at: Date | string | null;
  delivered_at: Date | string | null;
  failed_at: Date | string | null;
  failure_reason: string | null;
  late: boolean;
  handover_failures: number;
  handover_code: string;
};

/** The rider's orders as their run shows them; `where` picks them (always within the rider's own). */
const stops = (riderId: string, where: ReturnType<typeof sql>) => sql`
  select o.id, o.employee_id, o.status, o.delivery_slot, ca.time_zone, o.zone_name, o.address_id, o.delivery_address,
    e.first_name, coalesce(nullif(o.delivery_address->>'phone_number', ''), ea.dial_code || ea.phone_number) as phone,
    c.name as company_name,
    (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as items,
    o.picked_up_at, o.delivered_at, o.failed_at, o.failure_reason, o.late_at is not null as late,
    o.handover_failures, o.handover_code
  from orders o
  join employees e on e.account_id = o.employee_id
  join accounts ea on ea.id = o.employee_id
  join companies c on c.account_id = o.company_id
  join accounts ca on ca.id = o.company_id
  where o.rider_id = ${riderId} and ${where}
  order by o.delivery_slot, o.created_at, o.id`;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** An order as its rider sees it: never its handover code. */
function presentStop(row: StopRow): RiderStop {
  return {
    id: row.id,
    ref: orderRef(row.id),
    status: row.status,
    delivery_slot: row.delivery_slot,
    time_zone: row.time_zone,
    zone: row.zone_name,
    address: presentOrderAddress(row.address_id, row.delivery_address),
    employee: { first_name: row.first_name, phone_number: row.phone },
    company_name: row.company_name,
    items: row.items,
    picked_up_at: iso(row.picked_up_at),
    delivered_at: iso(row.delivered_at),
    failed_at: iso(row.failed_at),
    failure_reason: row.failure_reason,
    late: row.late,
    handover_locked: row.handover_failures >= HANDOVER_TRIES,
  };
}

/** A rider's run for a day (orders_rider_run_idx: rider, date, slot), slot by slot. */
export async function riderRun(ctx: AppContext, riderId: string, date: string): Promise<RiderRun> {
  const [[rider], rows] = await Promise.all([
    ctx.database.rows<{ first_name: string; last_name: string }>(
      sql`select first_name, last_name from riders where account_id = ${riderId}`,
    ),
    ctx.database.rows<StopRow>(stops(riderId, sql`o.delivery_date = ${date}`)),
  ]);
  const slots = new Map<string, RiderStop[]>();
  for (const row of rows) {
    const list = slots.get(row.delivery_slot) ?? [];
    list.push(presentStop(row));
    slots.set(row.delivery_slot, list);
  }
  return {
    date,
    rider: { first_name: rider?.first_name ?? '', last_name: rider?.last_name ?? '' },
    slots: [...slots].map(([slot, list]) => ({ slot, stops: list })),
  };
}

/** One of the rider's orders, locked for the change; 404 for any order not assigned to them. */
async function lockStop(tx: Executor, riderId: string, orderId: string): Promise<StopRow> {
  const [row] = await rowsOf<StopRow>(tx, sql`${stops(riderId, sql`o.id = ${orderId}`)} for update of o`);
  if (!row) throw notFound('Order not found');
  return row;
}

async function readStop(ctx: AppContext, riderId: string, orderId: string): Promise<RiderStop> {
  const [row] = await ctx.database.rows<StopRow>(stops(riderId, sql`o.id = ${orderId}`));
  return presentStop(row!);
}

const CLOSED = ['DELIVERED', 'DECLINED', 'CANCELLED'];
const closedMessage = (status: string) =>
  status === 'DELIVERED'
    ? 'This order is already delivered'
    : `This order was ${status.toLowerCase()}: do not deliver it`;

/** The rider has the order: OUT_FOR_DELIVERY (again: nothing changes). */
export async function pickUp(ctx: AppContext, riderId: string, orderId: string): Promise<RiderStop> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const stop = await lockStop(tx, riderId, orderId);
    if (CLOSED.includes(stop.status)) throw conflict(closedMessage(stop.status));
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
    if (stop.handover_failures >= HANDOVER_TRIES)
      return { outcome: 'locked' as HandoverOutcome, failures: HANDOVER_TRIES };
    if (safeEqual(code, stop.handover_code)) {
      await changeStatus(ctx, tx, orderId, 'DELIVERED', now);
      return { outcome: 'delivered' as HandoverOutcome, failures: stop.handover_failures };
    }
    const failures = stop.handover_failures + 1;
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
    await publishOrderEvent(tx, { event: 'order.updated', orderId, employeeId: stop.employee_id });
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
