import { type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { EMAIL_JOB, type MailMessage } from '../../lib/mailer.js';

/** A new order as checkout stores it. */
export type NewOrder = {
  id: string;
  employeeId: string;
  companyId: string;
  /** The restaurant cooking it (every dish of the order is its). */
  restaurantId: string;
  totalKobo: number;
  monthKey: string;
  deliveryDate: string;
  deliverySlot: string;
  /** What the order conflicts with in the employee's health profile (orderHealthConflicts). */
  healthConflicts: string[];
  /** The address it goes to (null: the employee had none), the copy it keeps, and its zone. */
  addressId: string | null;
  deliveryAddress: Record<string, string>;
  zoneId: string | null;
  zoneName: string | null;
  /** The employee's department as it is now, which the order keeps (issue 32); null: none. */
  department: { id: string; name: string; costCentre: string } | null;
  /** The 4-digit code the employee gives the rider (newHandoverCode). */
  handoverCode: string;
  /**
   * What the employee pays by card (pay the difference): with more than 0 the order is written
   * AWAITING_PAYMENT, lapsing at `paymentDueAt`; 0 writes it PENDING.
   */
  employeePaysKobo: number;
  paymentDueAt: Date | null;
  idempotencyKey: string | null;
  now: Date;
};
export type NewLine = { menuItemId: string; name: string; priceKobo: number; quantity: number };

/** What checkout's transaction raises (`checkout_refused`) when the employee's idempotency key is taken. */
export const KEY_TAKEN = 'key taken';

/**
 * Inserts the order, its lines and the receipt email job in one statement (the first of those that
 * end checkout's transaction, Database.transactionEndingWith). When the employee's idempotency key
 * is taken (a concurrent retry waits on the unique index, then sees it taken) it raises
 * `checkout_refused(KEY_TAKEN)`, so nothing commits. An order waiting for the employee's payment
 * has no receipt yet (null: it is sent once the payment is verified).
 */
export function orderStatement(order: NewOrder, lines: NewLine[], receipt: MailMessage | null): SQL {
  const now = order.now.toISOString();
  const rows = lines.map((line) => ({ ...line, id: uuidv7() }));
  const status = order.employeePaysKobo > 0 ? 'AWAITING_PAYMENT' : 'PENDING';
  return sql`
    with placed as (
      insert into orders (id, employee_id, company_id, restaurant_id, status, total_kobo, employee_pays_kobo, payment_due_at,
        month_key, delivery_date, delivery_slot,
        health_conflicts, address_id, delivery_address, zone_id, zone_name, department_id, department_name, cost_centre,
        handover_code, idempotency_key, created_at, updated_at)
      values (${order.id}::uuid, ${order.employeeId}::uuid, ${order.companyId}::uuid, ${order.restaurantId}::uuid,
        ${status}::text, ${order.totalKobo}::bigint, ${order.employeePaysKobo}::bigint,
        ${order.paymentDueAt?.toISOString() ?? null}::timestamptz,
        ${order.monthKey}::text, ${order.deliveryDate}::date, ${order.deliverySlot}::text,
        array(select jsonb_array_elements_text(${JSON.stringify(order.healthConflicts)}::jsonb)),
        ${order.addressId}::uuid, ${JSON.stringify(order.deliveryAddress)}::jsonb, ${order.zoneId}::uuid,
        ${order.zoneName}::text, ${order.department?.id ?? null}::uuid, ${order.department?.name ?? null}::text,
        ${order.department?.costCentre ?? null}::text, ${order.handoverCode}::text, ${order.idempotencyKey}::text, ${now}::timestamptz, ${now}::timestamptz)
      on conflict (employee_id, idempotency_key) do nothing
      returning id),
    lines as (
      insert into order_lines (id, order_id, menu_item_id, name, price_kobo, quantity)
      select line.id, placed.id, line."menuItemId", line.name, line."priceKobo", line.quantity
      from placed, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as line(id uuid, "menuItemId" uuid, name text, "priceKobo" bigint, quantity int)),
    mail as (
      insert into jobs (id, kind, payload, run_at)
      select ${uuidv7()}::uuid, ${EMAIL_JOB}::text, ${JSON.stringify(receipt)}::jsonb, ${now}::timestamptz
      from placed where ${receipt !== null}::boolean)
    select checkout_refused(${KEY_TAKEN}::text) where not exists (select 1 from placed)`;
}
