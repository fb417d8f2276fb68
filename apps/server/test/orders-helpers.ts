import { sql } from 'drizzle-orm';
import type { App } from '../src/app.js';
import { testApi } from './helpers/api.js';
import type { TestApp } from './helpers/app.js';
import type { Actor } from './helpers/factories.js';

export type Line = { food_menu: string; quantity: number };

/**
 * POST /api/orders as an actor, optionally with an Idempotency-Key. The cart is sent as it is
 * (`unchecked`): tests send wrong ones on purpose; the answer is typed by the table.
 */
export function placeOrder(app: App, actor: Actor, foodItems: unknown, key?: string) {
  return testApi({ app }).post('/orders', {
    as: actor,
    unchecked: true,
    body: { foodItems },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

/** PATCH /api/orders/update-status as an actor; the status is sent as it is (a wrong one on purpose too). */
export function setStatus(app: App, actor: Actor, orderId: string, newStatus: string) {
  return testApi({ app }).patch('/orders/update-status', {
    as: actor,
    unchecked: true,
    body: { orderId, newStatus },
  });
}

/** Everything money-related about one employee and their company, to compare before and after. */
export async function moneyState(t: Pick<TestApp, 'database'>, companyId: string, employeeId: string) {
  const [row] = await t.database.rows<{
    wallet: string;
    spent: string;
    orders: string;
    charges: string;
    refunds: string;
  }>(sql`
    select
      (select wallet_kobo from companies where account_id = ${companyId})::text as wallet,
      (select coalesce(sum(spent_kobo), 0) from monthly_spend where employee_id = ${employeeId})::text as spent,
      (select count(*) from orders where employee_id = ${employeeId})::text as orders,
      (select count(*) from ledger where company_id = ${companyId} and type = 'order_charge')::text as charges,
      (select count(*) from ledger where company_id = ${companyId} and type = 'order_refund')::text as refunds`);
  return {
    wallet: Number(row?.wallet),
    spent: Number(row?.spent),
    orders: Number(row?.orders),
    charges: Number(row?.charges),
    refunds: Number(row?.refunds),
  };
}
