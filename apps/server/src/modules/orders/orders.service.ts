import {
  type BulkOrderStatusResult,
  type CreateOrderInput,
  formatNaira,
  type Order,
  type OrderStatus,
  REFUNDED_ORDER_STATUSES,
} from '@lunch/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { accounts, companies, employees, menuItems, orders, platformSettings } from '../../db/schema.js';
import { monthKey } from '../../lib/clock.js';
import { emails } from '../../lib/emails.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { employeeName } from '../accounts/accounts.repository.js';
import { effectiveBudgetKobo } from '../budget/budget.service.js';
import {
  checkDelivery,
  type Delivery,
  programmeColumns,
  releaseDelivery,
  retakeDelivery,
} from '../delivery/delivery-rules.js';
import { platformRuleColumns, platformRulesFrom } from '../delivery/platform-settings.js';
import { alertOnLowBalance } from '../wallet/low-balance.js';
import {
  chargeOrder,
  checkoutCharge,
  type OrderMoney,
  overBudget,
  refundOrder,
  refusalOf,
} from '../wallet/wallet.js';
import { insertOrder } from './checkout.repository.js';
import { checkOrderTotal, checkSameCart } from './checkout-guards.js';
import { publishOrderEvent } from './order-events.js';
import { presentOrder } from './orders.presenter.js';
import { findOrder, findOrderByKey, findOrders } from './orders.repository.js';

const companyAccount = alias(accounts, 'company_account');

/**
 * The employee, their company and the figures a charge is checked against; for checkout also the
 * meal programme and the platform's rules (one query for all that checkout reads before its
 * transaction).
 */
const payerRows = (ex: Executor) =>
  ex
    .select({
      employeeId: employees.accountId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employeeName,
      email: accounts.email,
      companyId: companies.accountId,
      companyName: companies.name,
      companyEmail: companyAccount.email,
      companyTimeZone: companyAccount.timeZone,
      budgetKobo: effectiveBudgetKobo,
      lowBalanceAlertKobo: companies.lowBalanceAlertKobo,
      programme: programmeColumns(companyAccount.timeZone),
      platform: platformRuleColumns,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .innerJoin(companies, eq(companies.accountId, employees.companyId))
    .innerJoin(companyAccount, eq(companyAccount.id, companies.accountId))
    .leftJoin(platformSettings, eq(platformSettings.id, 1));

/** Checkout's read of the payer, prepared (checkout reads it on the pool, before its transaction). */
const checkoutPayer = preparedOn((db) =>
  payerRows(db)
    .where(eq(employees.accountId, sql.placeholder('employeeId')))
    .prepare('checkout_payer'),
);

function found<T>(payer: T | undefined): T {
  if (!payer) throw notFound('Employee not found');
  return payer;
}

async function payerOf(ex: Executor, employeeId: string) {
  return found((await payerRows(ex).where(eq(employees.accountId, employeeId)))[0]);
}
type Payer = Awaited<ReturnType<typeof payerOf>>;

/** The low-balance alert, when a charge took the company's wallet below its level. */
function alertLowBalance(ctx: AppContext, tx: Executor, payer: Payer, wallet: number) {
  return alertOnLowBalance(
    ctx,
    tx,
    { id: payer.companyId, email: payer.companyEmail, threshold: payer.lowBalanceAlertKobo },
    wallet,
  );
}

/** Charges an order again (wallet module), then the low-balance alert. */
async function charge(ctx: AppContext, tx: Executor, payer: Payer, order: OrderMoney, now: Date) {
  await alertLowBalance(ctx, tx, payer, await chargeOrder(tx, payer, order, now));
}

/**
 * The order's lines priced from the menu, inside the checkout's transaction: the items are read
 * FOR SHARE, so an item switched off while the order is placed is either refused here or switched
 * off after the order. 400 for an unknown id, 409 for an unavailable item.
 */
async function priceLines(tx: Executor, input: CreateOrderInput) {
  const ids = input.foodItems.map((line) => line.food_menu);
  const rows = await tx.select().from(menuItems).where(inArray(menuItems.id, ids)).for('share');
  const items = new Map(rows.map((item) => [item.id, item]));
  const unknown = input.foodItems.flatMap((line, index) =>
    items.has(line.food_menu)
      ? []
      : [{ path: `foodItems.${index}.food_menu`, message: 'No menu item with this id' }],
  );
  if (unknown.length > 0) throw badRequest(`${unknown[0]!.path}: ${unknown[0]!.message}`, unknown);
  const lines = input.foodItems.map((line) => {
    const item = items.get(line.food_menu)!;
    return { item, quantity: line.quantity, lineKobo: item.priceKobo * line.quantity };
  });
  const unavailable = lines.filter((line) => !line.item.available).map((line) => line.item.name);
  if (unavailable.length > 0) {
    throw conflict(`Not available right now: ${unavailable.join(', ')}. Remove it from your cart to order.`);
  }
  return lines;
}

/**
 * Places an order in one transaction: prices from the menu and availability checked, the order and
 * its lines stored with the receipt queued (one statement), then the budget and wallet charged with
 * the ledger row and the company's email in one last statement sent together with COMMIT
 * (wallet.checkoutCharge, Database.transactionEndingWith), so the company wallet row is locked only
 * from there to the end of the commit. The order event and the low-balance alert follow the commit.
 * With an idempotency key a repeated (or concurrent) request returns the first order, charged once;
 * the same key with another cart is refused with 409.
 */
export async function checkout(
  ctx: AppContext,
  employeeId: string,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
): Promise<Order> {
  if (idempotencyKey) {
    const existing = await findOrderByKey(ctx.db, employeeId, idempotencyKey);
    if (existing) return checkSameCart(existing, input);
  }
  const now = ctx.clock.now();
  const payer = found((await checkoutPayer(ctx.db).execute({ employeeId }))[0]);
  const month = monthKey(now, payer.companyTimeZone);

  const orderId = uuidv7();
  let placed:
    | { lines: Awaited<ReturnType<typeof priceLines>>; order: OrderMoney; delivery: Delivery }
    | undefined;
  let charged: Record<string, unknown>[] | null;
  try {
    charged = await ctx.database.transactionEndingWith(async (tx) => {
      const lines = await priceLines(tx, input);
      const totalKobo = lines.reduce((sum, line) => sum + line.lineKobo, 0);
      checkOrderTotal(totalKobo);
      const delivery = await checkDelivery(
        tx,
        { employeeId, now, deliveryDate: input.delivery_date, lines, totalKobo },
        platformRulesFrom(payer.platform),
        payer.programme,
      );
      const order = {
        id: orderId,
        employeeId,
        companyId: payer.companyId,
        totalKobo,
        monthKey: month,
        deliveryDate: delivery.date,
        deliverySlot: delivery.slot,
        idempotencyKey: idempotencyKey ?? null,
        now,
      };
      const receipt = emails.orderReceipt(
        payer.email,
        orderId,
        lines.map((line) => ({ name: line.item.name, quantity: line.quantity, lineKobo: line.lineKobo })),
        totalKobo,
      );
      const stored = await insertOrder(
        tx,
        order,
        lines.map((line) => ({
          menuItemId: line.item.id,
          name: line.item.name,
          priceKobo: line.item.priceKobo,
          quantity: line.quantity,
        })),
        receipt,
      );
      // A concurrent retry with the same key waited on the unique index and found it taken.
      if (!stored) return null;
      await delivery.reserve(orderId);
      placed = { lines, order, delivery };
      if (totalKobo > payer.budgetKobo) throw await overBudget(tx, payer, order);
      return checkoutCharge(payer, order, {
        mail: { to: payer.companyEmail, employeeName: payer.employeeName },
        now,
      });
    });
  } catch (error) {
    throw (placed && (await refusalOf(ctx.db, error, payer, placed.order))) || error;
  }
  if (!charged || !placed) {
    return checkSameCart((await findOrderByKey(ctx.db, employeeId, idempotencyKey!))!, input);
  }
  await publishOrderEvent(ctx.db, { event: 'order.placed', orderId, employeeId });
  if (charged[0]!.crossed === true) {
    const wallet = Number(charged[0]!.wallet);
    await ctx.db.transaction((tx) => alertLowBalance(ctx, tx, payer, wallet));
  }
  const { lines, order, delivery } = placed;
  return presentOrder({
    id: orderId,
    status: 'PENDING',
    totalKobo: order.totalKobo,
    deliveryDate: delivery.date,
    deliverySlot: delivery.slot,
    createdAt: now,
    employee: payer,
    companyName: payer.companyName,
    lines: lines.map((line) => ({
      menuItemId: line.item.id,
      name: line.item.name,
      priceKobo: line.item.priceKobo,
      quantity: line.quantity,
    })),
  });
}

const holdsMoney = (status: OrderStatus) => !REFUNDED_ORDER_STATUSES.includes(status);

/**
 * Sets one order's status (any to any) inside the caller's transaction. Into DECLINED/CANCELLED
 * refunds the wallet, the employee's spend for the order's month, its day spend and its portions;
 * out of them takes all of these again (409 when the budget, the wallet, the day cap or the
 * portions cannot cover it). Moves between money-holding statuses move no money. The employee is
 * emailed; listeners are told. False when the order already had that status.
 */
export async function changeStatus(
  ctx: AppContext,
  tx: Executor,
  orderId: string,
  newStatus: OrderStatus,
  now: Date,
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('Order not found');
  if (order.status === newStatus) return false;
  const payer = await payerOf(tx, order.employeeId);
  let note = 'Nothing was charged or refunded.';
  if (holdsMoney(order.status) && !holdsMoney(newStatus)) {
    await releaseDelivery(tx, order);
    await refundOrder(tx, payer, order, now);
    note = `${formatNaira(order.totalKobo)} went back to your company's wallet and your monthly budget.`;
  } else if (!holdsMoney(order.status) && holdsMoney(newStatus)) {
    await retakeDelivery(tx, order);
    await charge(ctx, tx, payer, order, now);
    note = `${formatNaira(order.totalKobo)} was charged again to your company's wallet and your monthly budget.`;
  }
  await tx.update(orders).set({ status: newStatus, updatedAt: now }).where(eq(orders.id, orderId));
  await ctx.sendMail(tx, emails.orderStatusChanged(payer.email, orderId, newStatus, note));
  await publishOrderEvent(tx, { event: 'order.updated', orderId, employeeId: order.employeeId });
  return true;
}

/** Admin: sets an order's status (see changeStatus). */
export async function updateOrderStatus(
  ctx: AppContext,
  orderId: string,
  newStatus: OrderStatus,
): Promise<Order> {
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) => changeStatus(ctx, tx, orderId, newStatus, now));
  const updated = await findOrder(ctx.db, orderId);
  return updated!;
}

/**
 * Admin: sets the status of many orders, each in its own transaction and by the same rules as one
 * change; answers the orders changed (or already in that status) and those refused, with why.
 */
export async function bulkUpdateOrderStatus(
  ctx: AppContext,
  orderIds: readonly string[],
  newStatus: OrderStatus,
): Promise<BulkOrderStatusResult> {
  const now = ctx.clock.now();
  const changed: string[] = [];
  const refused: BulkOrderStatusResult['refused'] = [];
  for (const orderId of orderIds) {
    try {
      await ctx.db.transaction((tx) => changeStatus(ctx, tx, orderId, newStatus, now));
      changed.push(orderId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ orderId, message: error.message });
    }
  }
  return { updated: await findOrders(ctx.db, changed), refused };
}
