import {
  formatDateTime,
  formatNaira,
  ISSUE_KIND_LABELS,
  ISSUE_RESOLUTION_LABELS,
  ISSUE_WINDOW_HOURS,
  type Issue,
  type IssueListQuerySchema,
  type IssuePage,
  koboToNaira,
  orderRef,
  REFUNDED_ORDER_STATUSES,
  type ReportIssueSchema,
  type ResolveIssueSchema,
} from '@lunch/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { accounts, companies, employees, orderIssues, orderLines, orders } from '../../db/schema.js';
import { activeAdminEmails, employeeName } from '../../domain/accounts/accounts.repository.js';
import { type Actor, recordChange } from '../../domain/audit/audit.js';
import { refundIssue } from '../../domain/wallet/wallet.js';
import { HOUR } from '../../lib/clock.js';
import { emails } from '../../lib/emails.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { offsetOf, pageResult, totalOf } from '../../lib/paging.js';
import { publishOrderEvent } from '../orders/order-events.js';

/**
 * Problems put right (issue 29, docs/delivery.md): an employee reports a problem with one of their
 * orders within ISSUE_WINDOW_HOURS of its delivery (or of a failed or late delivery); the platform
 * admin lists them and resolves each once, with a full or partial refund (domain/wallet
 * `refundIssue`) or none. One problem per order (order_issues_order_key).
 */

type ReportInput = z.output<typeof ReportIssueSchema>;
type ResolveInput = z.output<typeof ResolveIssueSchema>;
type ListQuery = z.output<typeof IssueListQuerySchema>;

const companyAccount = alias(accounts, 'company_account');

/** An issue as the API shows it, with its order, employee and company. */
const issueColumns = {
  id: orderIssues.id,
  orderId: orderIssues.orderId,
  kind: orderIssues.kind,
  note: orderIssues.note,
  items: orderIssues.items,
  status: orderIssues.status,
  resolution: orderIssues.resolution,
  refundKobo: orderIssues.refundKobo,
  reply: orderIssues.reply,
  createdAt: orderIssues.createdAt,
  resolvedAt: orderIssues.resolvedAt,
  orderTotalKobo: orders.totalKobo,
  deliveryDate: orders.deliveryDate,
  deliverySlot: orders.deliverySlot,
  timeZone: companyAccount.timeZone,
  employeeName,
  companyName: companies.name,
};

function selectIssues(ex: Executor) {
  return ex
    .select(issueColumns)
    .from(orderIssues)
    .innerJoin(orders, eq(orders.id, orderIssues.orderId))
    .innerJoin(employees, eq(employees.accountId, orderIssues.employeeId))
    .innerJoin(companies, eq(companies.accountId, orderIssues.companyId))
    .innerJoin(companyAccount, eq(companyAccount.id, orderIssues.companyId));
}
type IssueRow = Awaited<ReturnType<ReturnType<typeof selectIssues>['execute']>>[number];

const present = (row: IssueRow): Issue => ({
  id: row.id,
  order_id: row.orderId,
  order_ref: orderRef(row.orderId),
  kind: row.kind,
  note: row.note,
  items: row.items,
  status: row.status,
  resolution: row.resolution,
  refund: koboToNaira(row.refundKobo),
  reply: row.reply,
  created_at: row.createdAt.toISOString(),
  resolved_at: row.resolvedAt?.toISOString() ?? null,
  order_total: koboToNaira(row.orderTotalKobo),
  delivery_date: row.deliveryDate,
  delivery_slot: row.deliverySlot,
  time_zone: row.timeZone,
  employee_name: row.employeeName,
  company_name: row.companyName,
});

async function findIssue(ex: Executor, issueId: string): Promise<Issue> {
  const [row] = await selectIssues(ex).where(eq(orderIssues.id, issueId));
  if (!row) throw notFound('Problem not found');
  return present(row);
}

const NOT_YET = 'You can report a problem once your lunch is delivered, late or could not be delivered.';
const ALREADY_REPORTED = 'You already reported a problem with this order.';
const ALREADY_RESOLVED = 'This problem was already resolved';

/** The order's dishes, one per dish (quantities added up), in the order they were ordered. */
async function dishesOf(tx: Executor, orderId: string) {
  const lines = await tx
    .select({ food_menu: orderLines.menuItemId, name: orderLines.name, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const dishes = new Map<string, { food_menu: string; name: string; quantity: number }>();
  for (const line of lines) {
    const dish = dishes.get(line.food_menu);
    if (dish) dish.quantity += line.quantity;
    else dishes.set(line.food_menu, { ...line });
  }
  return dishes;
}

/**
 * `POST /orders/:id/issues`: the employee reports a problem with one of their own orders (404 for
 * anyone else's), within ISSUE_WINDOW_HOURS of the latest of its delivery, failed delivery or
 * lateness (409 before any of them and after the window), once per order (409). `items` are among
 * the order's dishes (400 naming `items`). Every active platform admin is emailed.
 */
export async function reportIssue(
  ctx: AppContext,
  employeeId: string,
  orderId: string,
  input: ReportInput,
): Promise<Issue> {
  const now = ctx.clock.now();
  const issueId = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        companyId: orders.companyId,
        deliveredAt: orders.deliveredAt,
        failedAt: orders.failedAt,
        lateAt: orders.lateAt,
        timeZone: accounts.timeZone,
        employeeName,
        companyName: companies.name,
        issueId: orderIssues.id,
      })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.employeeId))
      .innerJoin(employees, eq(employees.accountId, orders.employeeId))
      .innerJoin(companies, eq(companies.accountId, orders.companyId))
      .leftJoin(orderIssues, eq(orderIssues.orderId, orders.id))
      .where(and(eq(orders.id, orderId), eq(orders.employeeId, employeeId)))
      .for('update', { of: orders });
    if (!order) throw notFound('Order not found');
    if (order.issueId !== null) throw conflict(ALREADY_REPORTED);
    const since = [order.deliveredAt, order.failedAt, order.lateAt]
      .filter((at): at is Date => at !== null)
      .reduce<Date | null>((latest, at) => (latest === null || at > latest ? at : latest), null);
    if (since === null) throw conflict(NOT_YET);
    const closes = new Date(since.getTime() + ISSUE_WINDOW_HOURS * HOUR);
    if (now > closes) {
      throw conflict(
        `The ${ISSUE_WINDOW_HOURS} hours to report a problem with this order passed at ${formatDateTime(closes, order.timeZone)}.`,
      );
    }

    const dishes = await dishesOf(tx, orderId);
    const asked = [...new Set(input.items)];
    const strangers = asked.filter((id) => !dishes.has(id));
    if (strangers.length > 0) {
      const message = `Choose among this order's dishes: ${strangers.length === 1 ? 'one' : strangers.length} of the dishes named ${strangers.length === 1 ? 'is' : 'are'} not in it.`;
      throw badRequest(`items: ${message}`, [{ path: 'items', message }]);
    }
    const items = asked.map((id) => dishes.get(id)!);

    const [row] = await tx
      .insert(orderIssues)
      .values({
        orderId,
        employeeId,
        companyId: order.companyId,
        kind: input.kind,
        note: input.note,
        items,
        createdAt: now,
      })
      .onConflictDoNothing({ target: orderIssues.orderId })
      .returning({ id: orderIssues.id });
    if (!row) throw conflict(ALREADY_REPORTED);

    const issuesUrl = `${ctx.config.appUrl}/admin/issues`;
    for (const admin of await activeAdminEmails(tx)) {
      await ctx.sendMail(
        tx,
        emails.issueReported(
          admin,
          {
            orderId,
            kind: ISSUE_KIND_LABELS[input.kind],
            note: input.note,
            items: items.map((item) => `${item.quantity} × ${item.name}`),
            employee: order.employeeName,
            company: order.companyName,
          },
          issuesUrl,
        ),
      );
    }
    await publishOrderEvent(tx, { event: 'order.updated', orderId, employeeId });
    return row.id;
  });
  return findIssue(ctx.db, issueId);
}

/** Keyset condition: the issues after `lastId` in the list's order of (created_at, id). */
const afterIssue = (lastId: string, direction: 'asc' | 'desc'): SQL =>
  sql`(${orderIssues.createdAt}, ${orderIssues.id}) ${direction === 'asc' ? sql`>` : sql`<`} (
    select k.created_at, k.id from ${orderIssues} k where k.id = ${lastId})`;

/**
 * `GET /admin/issues`: a page of the open issues, oldest first, or of the resolved ones, newest
 * first (by page number, or after `lastId`), read through (status, created_at, id); `open` counts
 * every open issue.
 */
export async function listIssues(ctx: AppContext, query: ListQuery): Promise<IssuePage> {
  const direction = query.status === 'open' ? 'asc' : 'desc';
  const order = direction === 'asc' ? asc : desc;
  const matching = eq(orderIssues.status, query.status);
  const [rows, [open], resolvedTotal] = await Promise.all([
    selectIssues(ctx.db)
      .where(and(matching, query.lastId ? afterIssue(query.lastId, direction) : undefined))
      .orderBy(order(orderIssues.createdAt), order(orderIssues.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    ctx.database.rows<{ n: string }>(
      sql`select count(*)::text as n from ${orderIssues} where ${orderIssues.status} = 'open'`,
    ),
    query.status === 'resolved'
      ? totalOf(ctx.database, ctx.db.select({ id: orderIssues.id }).from(orderIssues).where(matching))
      : null,
  ]);
  const openCount = Number(open?.n ?? 0);
  return { ...pageResult(rows.map(present), resolvedTotal ?? openCount, query), open: openCount };
}

/**
 * `PATCH /admin/issues/:id`: resolves an open issue once. The order's row is locked first (a status
 * change of the order takes turns with it), then the issue is resolved by a conditional update
 * (`status = 'open'`): of two admins resolving at once one wins, the other is answered 409. A refund
 * (`refund`: the order's total; `partial_refund`: `amount`, more than 0 and less than the total, 400
 * otherwise) goes back to the company's wallet and the employee's budget (domain/wallet
 * `refundIssue`), refused (409) for an order declined or cancelled, already refunded. The employee
 * and the company are emailed the outcome with the reply.
 */
export async function resolveIssue(
  ctx: AppContext,
  issueId: string,
  input: ResolveInput,
  actor: Actor,
): Promise<Issue> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        // What the company paid of it: the employee's card part of an order they paid the
        // difference of never went through the wallet, so it is not the wallet's to refund.
        totalKobo: sql<number>`${orders.totalKobo} - ${orders.employeePaysKobo}`.mapWith(Number),
        monthKey: orders.monthKey,
        employeeId: orders.employeeId,
        companyId: orders.companyId,
        employeeEmail: accounts.email,
        employeeName,
        companyEmail: companyAccount.email,
        issueStatus: orderIssues.status,
      })
      .from(orderIssues)
      .innerJoin(orders, eq(orders.id, orderIssues.orderId))
      .innerJoin(employees, eq(employees.accountId, orders.employeeId))
      .innerJoin(accounts, eq(accounts.id, orders.employeeId))
      .innerJoin(companyAccount, eq(companyAccount.id, orders.companyId))
      .where(eq(orderIssues.id, issueId))
      .for('update', { of: orders });
    if (!order) throw notFound('Problem not found');
    // Read before the lock was granted: a hint only, the conditional update below decides.
    if (order.issueStatus !== 'open') throw conflict(ALREADY_RESOLVED);

    let refundKobo = 0;
    if (input.resolution === 'refund') refundKobo = order.totalKobo;
    if (input.resolution === 'partial_refund') {
      refundKobo = input.amount ?? 0;
      if (refundKobo <= 0 || refundKobo >= order.totalKobo) {
        const message = `Amount must be more than ₦0.00 and less than the order's total, ${formatNaira(order.totalKobo)}.`;
        throw badRequest(`amount: ${message}`, [{ path: 'amount', message }]);
      }
    }
    if (refundKobo > 0 && REFUNDED_ORDER_STATUSES.includes(order.status)) {
      throw conflict(
        `This order is ${order.status.toLowerCase()}: it was already refunded by its cancellation, so it can only be resolved without a refund.`,
      );
    }

    const [resolved] = await tx
      .update(orderIssues)
      .set({
        status: 'resolved',
        resolution: input.resolution,
        refundKobo,
        reply: input.reply,
        resolvedAt: now,
      })
      .where(and(eq(orderIssues.id, issueId), eq(orderIssues.status, 'open')))
      .returning({ id: orderIssues.id });
    if (!resolved) throw conflict(ALREADY_RESOLVED);

    if (refundKobo > 0) {
      await refundIssue(
        tx,
        { employeeId: order.employeeId, companyId: order.companyId, email: order.employeeEmail },
        { id: issueId, orderId: order.id, monthKey: order.monthKey },
        refundKobo,
        now,
      );
      // Who did what: the refund, on the company whose wallet it went back to.
      await recordChange(tx, {
        companyId: order.companyId,
        actor,
        action: 'order.refunded',
        subject: `Order ${orderRef(order.id)} (${order.employeeName})`,
        after: {
          amount: koboToNaira(refundKobo),
          resolution: ISSUE_RESOLUTION_LABELS[input.resolution],
        },
        at: now,
      });
    }
    const outcome = {
      orderId: order.id,
      outcome: ISSUE_RESOLUTION_LABELS[input.resolution],
      refund: refundKobo,
    };
    await ctx.sendMail(
      tx,
      emails.issueResolved(order.employeeEmail, { ...outcome, reply: input.reply, employee: null }),
    );
    await ctx.sendMail(
      tx,
      emails.issueResolved(order.companyEmail, {
        ...outcome,
        reply: input.reply,
        employee: order.employeeName,
      }),
    );
    await publishOrderEvent(tx, { event: 'order.updated', orderId: order.id, employeeId: order.employeeId });
  });
  return findIssue(ctx.db, issueId);
}
