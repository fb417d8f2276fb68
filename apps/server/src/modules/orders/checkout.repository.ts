import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { EMAIL_JOB, WALLET_CHARGED_JOB, type WalletChargedMail } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { MailMessage } from '../../lib/mailer.js';
import { orderEventNotify } from './order-events.js';

/**
 * Checkout's writes in two statements, so that a checkout makes few round trips and the company
 * wallet row (every order of a company updates it) stays locked as briefly as possible: from the
 * end of the second statement to COMMIT, with nothing sent in between.
 */

type NewOrder = {
  id: string;
  employeeId: string;
  companyId: string;
  totalKobo: number;
  monthKey: string;
  idempotencyKey: string | null;
  now: Date;
};
type NewLine = { menuItemId: string; name: string; priceKobo: number; quantity: number };

/**
 * Inserts the order, its lines and the receipt email job. False when the employee's
 * idempotency key is taken (a concurrent retry waits on the unique index, then sees it taken).
 */
export async function insertOrder(
  tx: Executor,
  order: NewOrder,
  lines: NewLine[],
  receipt: MailMessage,
): Promise<boolean> {
  const now = order.now.toISOString();
  const rows = lines.map((line) => ({ ...line, id: uuidv7() }));
  const result = (await tx.execute(sql`
    with placed as (
      insert into orders (id, employee_id, company_id, total_kobo, month_key, idempotency_key, created_at, updated_at)
      values (${order.id}, ${order.employeeId}, ${order.companyId}, ${order.totalKobo}, ${order.monthKey},
        ${order.idempotencyKey}, ${now}, ${now})
      on conflict (employee_id, idempotency_key) do nothing
      returning id),
    lines as (
      insert into order_lines (id, order_id, menu_item_id, name, price_kobo, quantity)
      select line.id, placed.id, line."menuItemId", line.name, line."priceKobo", line.quantity
      from placed, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as line(id uuid, "menuItemId" uuid, name text, "priceKobo" bigint, quantity int)),
    mail as (
      insert into jobs (id, kind, payload, run_at)
      select ${uuidv7()}, ${EMAIL_JOB}, ${JSON.stringify(receipt)}::jsonb, ${now} from placed)
    select id from placed`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * Charges the order in one statement: the employee's spend for the month grows only while it stays
 * within `budgetKobo`; then (only if it did) the wallet is debited only if it covers the total;
 * then (only if it was) the ledger row, the company's "wallet charged" email job and the
 * `order.placed` event. Budget before wallet: every money transaction locks the employee's
 * monthly_spend row before the company row, so they cannot deadlock. Nothing is written when a
 * check fails, and the caller's transaction must then roll back (the spend may have grown).
 */
export async function chargeOrder(
  tx: Executor,
  charge: {
    order: NewOrder;
    budgetKobo: number;
    employeeEmail: string;
    mail: Omit<WalletChargedMail, 'walletKobo' | 'totalKobo'>;
  },
): Promise<{ withinBudget: boolean; walletKobo: number | null }> {
  const { order } = charge;
  const now = order.now.toISOString();
  if (order.totalKobo > charge.budgetKobo) return { withinBudget: false, walletKobo: null };
  const result = (await tx.execute(sql`
    with spend as (
      insert into monthly_spend (employee_id, month_key, spent_kobo)
      values (${order.employeeId}, ${order.monthKey}, ${order.totalKobo})
      on conflict (employee_id, month_key) do update set spent_kobo = monthly_spend.spent_kobo + excluded.spent_kobo
      where monthly_spend.spent_kobo + excluded.spent_kobo <= ${charge.budgetKobo}
      returning spent_kobo),
    wallet as (
      update companies set wallet_kobo = wallet_kobo - ${order.totalKobo}
      where account_id = ${order.companyId} and wallet_kobo >= ${order.totalKobo} and exists (select 1 from spend)
      returning wallet_kobo),
    movement as (
      insert into ledger (id, company_id, order_id, type, status, amount_kobo, reference, email, created_at, updated_at)
      select ${uuidv7()}, ${order.companyId}, ${order.id}, 'order_charge', 'paid', ${order.totalKobo},
        ${`chg_${crypto.randomUUID()}`}, ${charge.employeeEmail}, ${now}, ${now}
      from wallet),
    mail as (
      insert into jobs (id, kind, payload, run_at)
      select ${uuidv7()}, ${WALLET_CHARGED_JOB},
        ${JSON.stringify({ ...charge.mail, totalKobo: order.totalKobo })}::jsonb
          || jsonb_build_object('walletKobo', wallet.wallet_kobo),
        ${now}
      from wallet),
    event as (
      select ${orderEventNotify({ event: 'order.placed', orderId: order.id, employeeId: order.employeeId })}
      from wallet)
    select (select count(*) from spend)::int as within_budget, (select wallet_kobo from wallet)::text as wallet,
      (select count(*) from event)::int as announced`)) as unknown as {
    rows: Array<{ within_budget: number; wallet: string | null }>;
  };
  const [row] = result.rows;
  return {
    withinBudget: Number(row?.within_budget) > 0,
    walletKobo: row?.wallet == null ? null : Number(row.wallet),
  };
}
