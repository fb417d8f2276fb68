import { koboToNaira, type Order, type OrderStatus } from '@lunch/contract';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, companies, employees, ledger, monthlySpend, orderLines, orders } from '../../db/schema.js';
import { type SortAndRange, sortAndRange } from '../../lib/list-order.js';
import { offsetOf, pageResult } from '../../lib/paging.js';

/** Orders as the API shows them, newest first. */
function selectOrders(ex: Executor) {
  return ex
    .select({
      id: orders.id,
      status: orders.status,
      totalKobo: orders.totalKobo,
      createdAt: orders.createdAt,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: accounts.email,
      companyName: companies.name,
    })
    .from(orders)
    .innerJoin(employees, eq(employees.accountId, orders.employeeId))
    .innerJoin(accounts, eq(accounts.id, orders.employeeId))
    .innerJoin(companies, eq(companies.accountId, orders.companyId));
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

async function present(ex: Executor, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await ex
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(orderLines.id);
  return rows.map((row) => ({
    _id: row.id,
    id: row.id,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    total_amount: koboToNaira(row.totalKobo),
    items: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        food_menu: line.menuItemId,
        name: line.name,
        price: koboToNaira(line.priceKobo),
        quantity: line.quantity,
      })),
    employee_details: { first_name: row.firstName, last_name: row.lastName, email: row.email },
    company_details: { name: row.companyName },
  }));
}

export async function findOrder(ex: Executor, orderId: string): Promise<Order | undefined> {
  const rows = await selectOrders(ex).where(eq(orders.id, orderId));
  return (await present(ex, rows))[0];
}

export async function findOrderByKey(ex: Executor, employeeId: string, key: string) {
  const rows = await selectOrders(ex).where(
    and(eq(orders.employeeId, employeeId), eq(orders.idempotencyKey, key)),
  );
  return (await present(ex, rows))[0];
}

export type OrderFilter = { employeeId?: string; status?: OrderStatus };

export async function listOrders(
  ex: Executor,
  filter: OrderFilter,
  paging: { limit: number; page: number } & SortAndRange,
) {
  const conditions: SQL[] = [];
  if (filter.employeeId) conditions.push(eq(orders.employeeId, filter.employeeId));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  const { range, keyset, orderBy } = sortAndRange(
    orders,
    { id: orders.id, createdAt: orders.createdAt, amount: orders.totalKobo },
    paging,
  );
  const where = and(...conditions, range);
  const rows = await selectOrders(ex)
    .where(and(where, keyset))
    .orderBy(...orderBy)
    .limit(paging.limit)
    .offset(offsetOf(paging));
  const [total] = await ex.select({ n: count() }).from(orders).where(where);
  const list = await present(ex, rows);
  return pageResult(list, total?.n ?? 0, paging);
}

/**
 * Adds `amount` to the employee's spend for `month`, only if the result stays within `budget`.
 * Returns false (and changes nothing) when it would not.
 */
export async function spendBudget(
  ex: Executor,
  employeeId: string,
  month: string,
  amount: number,
  budget: number,
): Promise<boolean> {
  if (amount > budget) return false;
  const rows = await ex
    .insert(monthlySpend)
    .values({ employeeId, monthKey: month, spentKobo: amount })
    .onConflictDoUpdate({
      target: [monthlySpend.employeeId, monthlySpend.monthKey],
      set: { spentKobo: sql`${monthlySpend.spentKobo} + excluded.spent_kobo` },
      setWhere: sql`${monthlySpend.spentKobo} + excluded.spent_kobo <= ${budget}`,
    })
    .returning({ spent: monthlySpend.spentKobo });
  return rows.length > 0;
}

export async function releaseBudget(ex: Executor, employeeId: string, month: string, amount: number) {
  await ex
    .update(monthlySpend)
    .set({ spentKobo: sql`${monthlySpend.spentKobo} - ${amount}` })
    .where(and(eq(monthlySpend.employeeId, employeeId), eq(monthlySpend.monthKey, month)));
}

export async function spentIn(ex: Executor, employeeId: string, month: string): Promise<number> {
  const [row] = await ex
    .select({ spent: monthlySpend.spentKobo })
    .from(monthlySpend)
    .where(and(eq(monthlySpend.employeeId, employeeId), eq(monthlySpend.monthKey, month)));
  return row?.spent ?? 0;
}

/** Takes `amount` from the wallet only if it covers it; the new balance, or null when it does not. */
export async function debitWallet(ex: Executor, companyId: string, amount: number): Promise<number | null> {
  const [row] = await ex
    .update(companies)
    .set({ walletKobo: sql`${companies.walletKobo} - ${amount}` })
    .where(and(eq(companies.accountId, companyId), sql`${companies.walletKobo} >= ${amount}`))
    .returning({ wallet: companies.walletKobo });
  return row ? row.wallet : null;
}

export async function creditWallet(ex: Executor, companyId: string, amount: number): Promise<number> {
  const [row] = await ex
    .update(companies)
    .set({ walletKobo: sql`${companies.walletKobo} + ${amount}` })
    .where(eq(companies.accountId, companyId))
    .returning({ wallet: companies.walletKobo });
  return row!.wallet;
}

export async function recordMovement(
  ex: Executor,
  movement: {
    companyId: string;
    orderId: string;
    type: 'order_charge' | 'order_refund';
    amountKobo: number;
    email: string;
    now: Date;
  },
) {
  await ex.insert(ledger).values({
    companyId: movement.companyId,
    orderId: movement.orderId,
    type: movement.type,
    status: 'paid',
    amountKobo: movement.amountKobo,
    reference: `${movement.type === 'order_charge' ? 'chg' : 'rfd'}_${crypto.randomUUID()}`,
    email: movement.email,
    createdAt: movement.now,
    updatedAt: movement.now,
  });
}
