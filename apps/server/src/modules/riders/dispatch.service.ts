import {
  type AssignOrders,
  type AssignResult,
  type AutoDispatchResult,
  type DispatchBoard,
  type DispatchGroup,
  type DispatchOrder,
  type DispatchOrdersQuery,
  HANDOVER_TRIES,
  orderRef,
  type Page,
} from '@lunch/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { type Executor, rowsOf } from '../../db/client.js';
import { orderAddressLine } from '../../domain/delivery/addresses.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf, pageResult, totalOf } from '../../lib/paging.js';
import { publishOrderUpdates } from '../orders/order-events.js';

/** Statuses of the orders a rider may carry: placed (cooking or ready) and not yet delivered, declined or cancelled. */
const CARRIED_STATUSES = ['PENDING', 'CONFIRMED', 'READY', 'OUT_FOR_DELIVERY'];
/** Orders a rider may carry, as SQL (also the lateness pass's undelivered orders). */
export const CARRIED = sql.raw(`(${CARRIED_STATUSES.map((status) => `'${status}'`).join(', ')})`);
/** Orders on a day's board: every one that was not declined or cancelled. */
const LIVE = sql.raw(`('PENDING', 'CONFIRMED', 'READY', 'OUT_FOR_DELIVERY', 'DELIVERED')`);

type GroupRow = {
  zone_id: string | null;
  zone_name: string | null;
  slot: string;
  rider_id: string | null;
  orders: number;
  delivered: number;
};
type RiderRow = { id: string; first_name: string; last_name: string; active: boolean; zones: string[] };

/**
 * A day's board: its live orders counted by zone, slot and rider in one pass over
 * orders_dispatch_idx (delivery_date, zone_id, delivery_slot, rider_id, status: read from the index
 * alone), folded into zone × slot groups here; and the riders with their zones.
 */
export async function dispatchBoard(ctx: AppContext, date: string): Promise<DispatchBoard> {
  const [counts, riderRows] = await Promise.all([
    ctx.database.rows<GroupRow>(sql`
      select g.zone_id, coalesce(z.name, 'Zone deleted since') as zone_name, g.slot, g.rider_id,
        g.orders::int as orders, g.delivered::int as delivered
      from (
        select zone_id, delivery_slot as slot, rider_id, count(*) as orders,
          count(*) filter (where status = 'DELIVERED') as delivered
        from orders where delivery_date = ${date} and status in ${LIVE}
        group by zone_id, delivery_slot, rider_id) g
      left join delivery_zones z on z.id = g.zone_id
      order by zone_name nulls last, g.zone_id, g.slot`),
    ctx.database.rows<RiderRow>(sql`
      select r.account_id as id, r.first_name, r.last_name, a.account_state = 'ACTIVE' as active,
        array(select rz.zone_id::text from rider_zones rz where rz.rider_id = r.account_id) as zones
      from riders r join accounts a on a.id = r.account_id
      order by r.first_name, r.last_name, r.account_id`),
  ]);
  const ridersById = new Map(riderRows.map((rider) => [rider.id, rider]));
  const load = new Map<string, number>();
  const groups = new Map<string, DispatchGroup>();
  for (const row of counts) {
    const key = `${row.zone_id}|${row.slot}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        zone: row.zone_id ? { id: row.zone_id, name: row.zone_name ?? '' } : null,
        slot: row.slot,
        orders: 0,
        unassigned: 0,
        delivered: 0,
        riders: [],
      };
      groups.set(key, group);
    }
    group.orders += row.orders;
    group.delivered += row.delivered;
    const rider = row.rider_id ? ridersById.get(row.rider_id) : undefined;
    if (!rider) {
      group.unassigned += row.orders;
      continue;
    }
    group.riders.push({
      id: rider.id,
      first_name: rider.first_name,
      last_name: rider.last_name,
      orders: row.orders,
    });
    load.set(rider.id, (load.get(rider.id) ?? 0) + row.orders);
  }
  return {
    date,
    groups: [...groups.values()],
    riders: riderRows
      .filter((rider) => rider.active)
      .map((rider) => ({
        id: rider.id,
        first_name: rider.first_name,
        last_name: rider.last_name,
        zones: rider.zones,
        orders: load.get(rider.id) ?? 0,
      })),
  };
}

type DispatchRow = {
  id: string;
  status: DispatchOrder['status'];
  delivery_date: string;
  delivery_slot: string;
  time_zone: string;
  zone_name: string | null;
  employee_name: string;
  company_name: string;
  delivery_address: Record<string, string>;
  items: number;
  rider_id: string | null;
  rider_first_name: string | null;
  rider_last_name: string | null;
  late: boolean;
  failed_at: Date | string | null;
  failure_reason: string | null;
  handover_failures: number;
};

const zoneIs = (zoneId: string) => (zoneId === 'none' ? sql`o.zone_id is null` : sql`o.zone_id = ${zoneId}`);

/**
 * A day's live orders for dispatch, slot by slot then oldest placed first, filtered by zone, slot
 * and rider; the page's ids are read first (orders_dispatch_idx for a zone, orders_rider_run_idx for
 * a rider), then only those rows are joined to their employee, company and rider.
 */
export async function dispatchOrders(
  ctx: AppContext,
  query: Required<Pick<DispatchOrdersQuery, 'date'>> &
    Omit<DispatchOrdersQuery, 'date'> & { limit: number; page: number },
): Promise<Page<DispatchOrder>> {
  const conditions: SQL[] = [sql`o.delivery_date = ${query.date}`, sql`o.status in ${LIVE}`];
  if (query.zone_id) conditions.push(zoneIs(query.zone_id));
  if (query.slot) conditions.push(sql`o.delivery_slot = ${query.slot}`);
  if (query.rider === 'unassigned') conditions.push(sql`o.rider_id is null`);
  else if (query.rider) conditions.push(sql`o.rider_id = ${query.rider}`);
  const where = sql.join(conditions, sql` and `);
  const keyset = query.lastId
    ? sql` and (o.delivery_slot, o.created_at, o.id) > (select k.delivery_slot, k.created_at, k.id from orders k where k.id = ${query.lastId})`
    : sql``;
  const [rows, total] = await Promise.all([
    ctx.database.rows<DispatchRow>(sql`
      with page as (
        select o.id from orders o where ${where}${keyset}
        order by o.delivery_slot, o.created_at, o.id
        limit ${query.limit} offset ${offsetOf(query)})
      select o.id, o.status, o.delivery_date::text as delivery_date, o.delivery_slot, ca.time_zone, o.zone_name,
        e.first_name || ' ' || e.last_name as employee_name, c.name as company_name, o.delivery_address,
        (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as items,
        o.rider_id, r.first_name as rider_first_name, r.last_name as rider_last_name,
        o.late_at is not null as late, o.failed_at, o.failure_reason, o.handover_failures
      from page join orders o on o.id = page.id
      join employees e on e.account_id = o.employee_id
      join companies c on c.account_id = o.company_id
      join accounts ca on ca.id = o.company_id
      left join riders r on r.account_id = o.rider_id
      order by o.delivery_slot, o.created_at, o.id`),
    totalOf(ctx.database, sql`select o.id from orders o where ${where}`),
  ]);
  return pageResult(rows.map(presentDispatchOrder), total, query);
}

function presentDispatchOrder(row: DispatchRow): DispatchOrder {
  return {
    id: row.id,
    ref: orderRef(row.id),
    status: row.status,
    delivery_date: row.delivery_date,
    delivery_slot: row.delivery_slot,
    time_zone: row.time_zone,
    zone: row.zone_name,
    employee_name: row.employee_name,
    company_name: row.company_name,
    address: orderAddressLine(row.delivery_address),
    items: row.items,
    rider: row.rider_id
      ? { id: row.rider_id, first_name: row.rider_first_name ?? '', last_name: row.rider_last_name ?? '' }
      : null,
    late: row.late,
    failed_at: row.failed_at === null ? null : new Date(row.failed_at).toISOString(),
    failure_reason: row.failure_reason,
    handover_locked: row.handover_failures >= HANDOVER_TRIES,
  };
}

/** 404 unless `riderId` is an active rider. */
async function checkRider(ex: Executor, riderId: string) {
  const [rider] = await rowsOf<{ id: string }>(
    ex,
    sql`
    select r.account_id as id from riders r join accounts a on a.id = r.account_id
    where r.account_id = ${riderId} and a.account_state = 'ACTIVE'`,
  );
  if (!rider) throw notFound('Rider not found (or suspended)');
}

const refusalFor = (status: string | undefined) => {
  if (status === undefined) return 'Order not found';
  if (status === 'DELIVERED') return 'It is already delivered';
  return `It is ${status.toLowerCase()}`;
};

/**
 * Gives orders to a rider (or takes them off theirs): those named, or every unassigned one of a
 * zone's slot. One statement changes them all; orders already delivered, declined or cancelled are
 * left and reported one by one. A new rider starts with fresh handover tries.
 */
export async function assignOrders(ctx: AppContext, input: AssignOrders): Promise<AssignResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (input.riderId) await checkRider(tx, input.riderId);
    const chosen = input.orderIds
      ? sql`o.id in (select unnest(${`{${input.orderIds.join(',')}}`}::uuid[]))`
      : sql`o.delivery_date = ${input.group!.date} and o.delivery_slot = ${input.group!.slot}
          and ${zoneIs(input.group!.zone_id)} and o.rider_id is null`;
    const changed = await rowsOf<{ id: string; employeeId: string }>(
      tx,
      sql`
      update orders o set rider_id = ${input.riderId}, assigned_at = ${input.riderId ? now : null},
        handover_failures = 0, updated_at = ${now}
      where ${chosen} and o.status in ${CARRIED} and o.rider_id is distinct from ${input.riderId}::uuid
      returning o.id, o.employee_id as "employeeId"`,
    );
    await publishOrderUpdates(tx, changed);
    if (!input.orderIds) return { assigned: changed.length, refused: [] };
    const done = new Set(changed.map((order) => order.id));
    const rest = input.orderIds.filter((id) => !done.has(id));
    const states =
      rest.length === 0
        ? []
        : await rowsOf<{ id: string; status: string; rider_id: string | null }>(
            tx,
            sql`select id, status, rider_id from orders where id in (select unnest(${`{${rest.join(',')}}`}::uuid[]))`,
          );
    const byId = new Map(states.map((row) => [row.id, row]));
    const refused: AssignResult['refused'] = [];
    let already = 0;
    for (const orderId of new Set(rest)) {
      const row = byId.get(orderId);
      if (row && row.rider_id === input.riderId && CARRIED_STATUSES.includes(row.status)) {
        already += 1;
        continue;
      }
      refused.push({ orderId, message: refusalFor(row?.status) });
    }
    return { assigned: changed.length + already, refused };
  });
}

/**
 * Shares each zone's unassigned orders of a day among the zone's active riders, round-robin in
 * slot order (slot, then oldest placed first); the riders carrying the fewest of that day's orders
 * take the first turns. One statement: a concurrent run (or assignment) changes an order once, as
 * each update re-checks `rider_id is null` on the row it locked.
 */
export async function autoDispatch(ctx: AppContext, date: string): Promise<AutoDispatchResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const changed = await rowsOf<{ id: string; employeeId: string }>(
      tx,
      sql`
      with zone_riders as (
        select rz.zone_id, rz.rider_id,
          row_number() over (partition by rz.zone_id order by coalesce(l.orders, 0), rz.rider_id) - 1 as turn,
          count(*) over (partition by rz.zone_id) as riders
        from rider_zones rz
        join accounts a on a.id = rz.rider_id and a.account_state = 'ACTIVE'
        left join (select rider_id, count(*) as orders from orders
                   where delivery_date = ${date} and rider_id is not null and status in ${LIVE}
                   group by rider_id) l on l.rider_id = rz.rider_id),
      waiting as (
        select o.id, o.zone_id,
          row_number() over (partition by o.zone_id order by o.delivery_slot, o.created_at, o.id) - 1 as n
        from orders o
        where o.delivery_date = ${date} and o.rider_id is null and o.zone_id is not null and o.status in ${CARRIED}),
      pick as (
        select w.id, zr.rider_id from waiting w
        join zone_riders zr on zr.zone_id = w.zone_id and zr.turn = w.n % zr.riders)
      update orders o set rider_id = pick.rider_id, assigned_at = ${now}, handover_failures = 0, updated_at = ${now}
      from pick where o.id = pick.id and o.rider_id is null
      returning o.id, o.employee_id as "employeeId"`,
    );
    await publishOrderUpdates(tx, changed);
    const [left] = await rowsOf<{ n: number }>(
      tx,
      sql`
      select count(*)::int as n from orders
      where delivery_date = ${date} and rider_id is null and status in ${CARRIED}`,
    );
    return { assigned: changed.length, unassigned: left?.n ?? 0 };
  });
}
