import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.js';
import { EMAIL_JOB, type MailMessage } from '../../lib/mailer.js';

/** A new order as checkout stores it. */
export type NewOrder = {
  id: string;
  employeeId: string;
  companyId: string;
  totalKobo: number;
  monthKey: string;
  deliveryDate: string;
  deliverySlot: string;
  idempotencyKey: string | null;
  now: Date;
};
type NewLine = { menuItemId: string; name: string; priceKobo: number; quantity: number };

/**
 * Inserts the order, its lines and the receipt email job in one statement (checkout's first write;
 * wallet.chargeOrderAtCheckout is its last). False when the employee's
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
      insert into orders (id, employee_id, company_id, total_kobo, month_key, delivery_date, delivery_slot,
        idempotency_key, created_at, updated_at)
      values (${order.id}, ${order.employeeId}, ${order.companyId}, ${order.totalKobo}, ${order.monthKey},
        ${order.deliveryDate}, ${order.deliverySlot}, ${order.idempotencyKey}, ${now}, ${now})
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
