import type { Order, OrderListSort, OrderStatus } from '@lunch/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import {
  accounts,
  companies,
  employeePayments,
  employees,
  orderIssues,
  orderLines,
  orderRatings,
  orders,
  restaurants,
  riders,
} from '../../db/schema.js';
import { presentOrderAddress } from '../../domain/delivery/addresses.js';
import { type SortAndRange, sortAndRange } from '../../lib/list-order.js';
import { offsetOf, pageResult, totalOf } from '../../lib/paging.js';
import { type IssueFacts, type OrderFacts, presentOrder } from './orders.presenter.js';

/** An order's lines as one JSON array, read with the order (no round trip of their own). */
const linesOfOrder = sql<OrderFacts['lines']>`(
  select coalesce(json_agg(json_build_object('menuItemId', l.menu_item_id, 'name', l.name,
    'priceKobo', l.price_kobo, 'quantity', l.quantity) order by l.id), '[]'::json)
  from ${orderLines} l where l.order_id = ${orders.id})`;

/*
 * The rider's first name, the restaurant and the reported problem are read as subqueries, not
 * joins: with the list's page that would make more than PostgreSQL's join_collapse_limit (8)
 * relations, past which the planner joins them in the order written and builds every order before
 * picking the page's ten.
 */
const riderOfOrder = sql<
  string | null
>`(select r.first_name from ${riders} r where r.account_id = ${orders.riderId})`;

/** The restaurant cooking the order, as JSON (contract RestaurantSummary). */
const restaurantOfOrder = sql<OrderFacts['restaurant']>`(
  select json_build_object('id', r.id, 'name', r.name, 'cuisines', r.cuisines)
  from ${restaurants} r where r.id = ${orders.restaurantId})`;

/** The problem reported with an order, as JSON (null: none). */
const issueOfOrder = sql<
  (Omit<IssueFacts, 'createdAt'> & { createdAt: string }) | null
>`(select json_build_object('id', i.id, 'kind', i.kind, 'status', i.status, 'resolution', i.resolution,
    'refundKobo', i.refund_kobo, 'reply', i.reply, 'createdAt', i.created_at)
  from ${orderIssues} i where i.order_id = ${orders.id})`;

/** The employee's payment page, read only for an order waiting for that payment. */
const paymentUrlOfOrder = sql<string | null>`case when ${orders.status} = 'AWAITING_PAYMENT' then (
  select p.authorization_url from ${employeePayments} p where p.order_id = ${orders.id} and p.type = 'contribution') end`;

const companyAccount = alias(accounts, 'company_account');

/** Orders as the API shows them, with their lines. */
function selectOrders(ex: Executor) {
  return ex
    .select({
      id: orders.id,
      status: orders.status,
      totalKobo: orders.totalKobo,
      employeePaysKobo: orders.employeePaysKobo,
      paymentDueAt: orders.paymentDueAt,
      paymentUrl: paymentUrlOfOrder,
      deliveryDate: orders.deliveryDate,
      deliverySlot: orders.deliverySlot,
      timeZone: companyAccount.timeZone,
      healthConflicts: orders.healthConflicts,
      addressId: orders.addressId,
      deliveryAddress: orders.deliveryAddress,
      zoneName: orders.zoneName,
      deliveryFeeKobo: orders.deliveryFeeKobo,
      handoverCode: orders.handoverCode,
      restaurant: restaurantOfOrder,
      declineReason: orders.declineReason,
      riderFirstName: riderOfOrder,
      pickedUpAt: orders.pickedUpAt,
      deliveredAt: orders.deliveredAt,
      failedAt: orders.failedAt,
      failureReason: orders.failureReason,
      lateAt: orders.lateAt,
      issue: issueOfOrder,
      createdAt: orders.createdAt,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: accounts.email,
      companyName: companies.name,
      stars: orderRatings.stars,
      comment: orderRatings.comment,
      ratedAt: orderRatings.updatedAt,
      lines: linesOfOrder,
    })
    .from(orders)
    .innerJoin(employees, eq(employees.accountId, orders.employeeId))
    .innerJoin(accounts, eq(accounts.id, orders.employeeId))
    .innerJoin(companies, eq(companies.accountId, orders.companyId))
    .innerJoin(companyAccount, eq(companyAccount.id, orders.companyId))
    .leftJoin(orderRatings, eq(orderRatings.orderId, orders.id));
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

function present(rows: OrderRow[]): Order[] {
  return rows.map((row) =>
    presentOrder({
      ...row,
      address: presentOrderAddress(row.addressId, row.deliveryAddress),
      employee: { firstName: row.firstName, lastName: row.lastName, email: row.email },
      rating: row.stars === null ? null : { stars: row.stars, comment: row.comment, ratedAt: row.ratedAt! },
      delivery: row,
      issue: row.issue && { ...row.issue, createdAt: new Date(row.issue.createdAt) },
    }),
  );
}

export async function findOrder(ex: Executor, orderId: string): Promise<Order | undefined> {
  const rows = await selectOrders(ex).where(eq(orders.id, orderId));
  return present(rows)[0];
}

/** Orders by id, in the order of the ids given. */
export async function findOrders(ex: Executor, orderIds: readonly string[]): Promise<Order[]> {
  if (orderIds.length === 0) return [];
  const found = present(await selectOrders(ex).where(inArray(orders.id, [...orderIds])));
  const byId = new Map(found.map((order) => [order.id, order]));
  return orderIds.flatMap((id) => byId.get(id) ?? []);
}

export async function findOrderByKey(ex: Executor, employeeId: string, key: string) {
  const rows = await selectOrders(ex).where(
    and(eq(orders.employeeId, employeeId), eq(orders.idempotencyKey, key)),
  );
  return present(rows)[0];
}

export type OrderFilter = {
  employeeId?: string;
  status?: OrderStatus;
  companyId?: string;
  deliveryDate?: string;
  deliverySlot?: string;
};

/** How a list of orders is sorted and paged: the money lists' sorts, or a day's orders slot by slot. */
export type OrderPaging = Omit<SortAndRange, 'sort'> & { limit: number; page: number; sort: OrderListSort };

/**
 * ORDER BY, created-at range and keyset condition of an order list. `delivery_slot` (asked with a
 * delivery day only, contract) reads the day's orders slot by slot, earliest first, each slot
 * oldest placed first: one day's rows, found through orders_delivery_date_idx (delivery_date,
 * delivery_slot) and sorted within each slot; `lastId` continues after that row's
 * (slot, created_at, id).
 */
function orderOf(paging: OrderPaging) {
  const columns = { id: orders.id, createdAt: orders.createdAt, amount: orders.totalKobo };
  if (paging.sort !== 'delivery_slot') return sortAndRange(orders, columns, { ...paging, sort: paging.sort });
  const { range } = sortAndRange(orders, columns, { ...paging, sort: 'created_at', lastId: undefined });
  const keyset = paging.lastId
    ? sql`(${orders.deliverySlot}, ${orders.createdAt}, ${orders.id}) > (select k.delivery_slot, k.created_at, k.id from ${orders} k where k.id = ${paging.lastId})`
    : undefined;
  return { range, keyset, orderBy: [asc(orders.deliverySlot), asc(orders.createdAt), asc(orders.id)] };
}

/**
 * A page of orders in the asked order (newest first by default): the page's ids are read from an
 * index on (filter, created_at, id) first — orders_delivery_date_created_idx for a delivery day,
 * orders_company_created_idx for a company, orders_status_created_idx for a status — then only
 * those rows are joined to their employee and company; deep pages are bounded (offsetOf) and
 * `total` is exact up to a threshold, estimated above (totalOf). docs/lists.md.
 */
export async function listOrders(database: Database, filter: OrderFilter, paging: OrderPaging) {
  const ex = database.db;
  const conditions: SQL[] = [];
  if (filter.employeeId) conditions.push(eq(orders.employeeId, filter.employeeId));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.companyId) conditions.push(eq(orders.companyId, filter.companyId));
  if (filter.deliveryDate) conditions.push(eq(orders.deliveryDate, filter.deliveryDate));
  if (filter.deliverySlot) conditions.push(eq(orders.deliverySlot, filter.deliverySlot));
  const { range, keyset, orderBy } = orderOf(paging);
  const where = and(...conditions, range);
  const page = ex
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, keyset))
    .orderBy(...orderBy)
    .limit(paging.limit)
    .offset(offsetOf(paging))
    .as('page');
  const [rows, total] = await Promise.all([
    selectOrders(ex)
      .innerJoin(page, eq(page.id, orders.id))
      .orderBy(...orderBy),
    totalOf(database, ex.select({ id: orders.id }).from(orders).where(where)),
  ]);
  return pageResult(present(rows), total, paging);
}
