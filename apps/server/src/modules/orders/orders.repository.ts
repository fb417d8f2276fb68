import type { Order, OrderStatus } from '@lunch/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { accounts, companies, employees, orderLines, orderRatings, orders } from '../../db/schema.js';
import { type SortAndRange, sortAndRange } from '../../lib/list-order.js';
import { offsetOf, pageResult, totalOf } from '../../lib/paging.js';
import { type OrderFacts, presentOrder } from './orders.presenter.js';

/** An order's lines as one JSON array, read with the order (no round trip of their own). */
const linesOfOrder = sql<OrderFacts['lines']>`(
  select coalesce(json_agg(json_build_object('menuItemId', l.menu_item_id, 'name', l.name,
    'priceKobo', l.price_kobo, 'quantity', l.quantity) order by l.id), '[]'::json)
  from ${orderLines} l where l.order_id = ${orders.id})`;

/** Orders as the API shows them, with their lines. */
function selectOrders(ex: Executor) {
  return ex
    .select({
      id: orders.id,
      status: orders.status,
      totalKobo: orders.totalKobo,
      deliveryDate: orders.deliveryDate,
      deliverySlot: orders.deliverySlot,
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
    .leftJoin(orderRatings, eq(orderRatings.orderId, orders.id));
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

function present(rows: OrderRow[]): Order[] {
  return rows.map((row) =>
    presentOrder({
      ...row,
      employee: { firstName: row.firstName, lastName: row.lastName, email: row.email },
      rating: row.stars === null ? null : { stars: row.stars, comment: row.comment, ratedAt: row.ratedAt! },
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

export type OrderFilter = { employeeId?: string; status?: OrderStatus };

/**
 * A page of orders in the asked order (newest first by default): the page's ids are read from an index on (filter, created_at,
 * id) first, then only those rows are joined to their employee and company; deep pages are bounded
 * (offsetOf) and `total` is exact up to a threshold, estimated above (totalOf).
 */
export async function listOrders(
  database: Database,
  filter: OrderFilter,
  paging: { limit: number; page: number } & SortAndRange,
) {
  const ex = database.db;
  const conditions: SQL[] = [];
  if (filter.employeeId) conditions.push(eq(orders.employeeId, filter.employeeId));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  const { range, keyset, orderBy } = sortAndRange(
    orders,
    { id: orders.id, createdAt: orders.createdAt, amount: orders.totalKobo },
    paging,
  );
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
