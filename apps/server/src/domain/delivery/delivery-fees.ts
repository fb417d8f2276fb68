import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * One delivery fee per employee, delivery day, slot and address (issue 29). The live orders (not
 * declined or cancelled) that share a delivery are counted in delivery_fee_groups: the first takes
 * the zone's fee from the company wallet with its charge (domain/wallet chargeHold, a `delivery_fee`
 * ledger row), the others pay nothing, and the last one refunded gives the fee back (refundOrder, a
 * `delivery_fee_refund` row). The fee never counts against the employee's budget or day cap. An
 * order in no zone (the platform has none) is in no group and pays no fee. The group row is locked
 * after monthly_spend and before the company row (decision 010's lock order).
 */
export type FeeGroup = {
  employeeId: string;
  date: string;
  slot: string;
  /** The address the order goes to: its id ('' when the employee had none). */
  addressKey: string;
  /** The fee a new group takes: the zone's fee now. */
  feeKobo: number;
};

/** What an order tells of its delivery, to find its fee group. */
export type FeeFacts = {
  employeeId: string;
  deliveryDate: string;
  deliverySlot: string;
  addressId: string | null;
  zoneId: string | null;
  /** The zone's fee now (what a new group of this order would take). */
  zoneFeeKobo: number;
};

/** The fee group of an order (null: in no zone, no fee). */
export const feeGroupOf = (order: FeeFacts): FeeGroup | null =>
  order.zoneId === null
    ? null
    : {
        employeeId: order.employeeId,
        date: order.deliveryDate,
        slot: order.deliverySlot,
        addressKey: order.addressId ?? '',
        feeKobo: order.zoneFeeKobo,
      };

/**
 * The CTEs `fee_group` and `fee` of a charge statement: the order joins its group (only when `after`,
 * a CTE name, returned a row: the budget allowed it); `fee.kobo` is the group's fee when this order is
 * its first live one, else 0. Without a group, `fee.kobo` is 0 and nothing is written.
 */
export function feeGroupCtes(group: FeeGroup | null, after: string) {
  if (!group) return sql`fee as (select 0::bigint as kobo)`;
  return sql`
    fee_group as (
      insert into delivery_fee_groups (employee_id, delivery_date, delivery_slot, address_key, orders, fee_kobo)
      select ${group.employeeId}::uuid, ${group.date}::date, ${group.slot}::text, ${group.addressKey}::text, 1,
        ${group.feeKobo}::bigint
      where exists (select 1 from ${sql.identifier(after)})
      on conflict (employee_id, delivery_date, delivery_slot, address_key) do update
        set orders = delivery_fee_groups.orders + 1,
          fee_kobo = case when delivery_fee_groups.orders = 0 then excluded.fee_kobo else delivery_fee_groups.fee_kobo end
      returning orders, fee_kobo),
    fee as (select coalesce((select fee_kobo from fee_group where orders = 1), 0)::bigint as kobo)`;
}

/**
 * The order leaves its fee group (inside the caller's transaction, after monthly_spend and before
 * the company row): the fee to give back, when it was the group's last live order (the row goes),
 * else 0.
 */
export async function leaveFeeGroup(tx: Executor, group: FeeGroup | null): Promise<number> {
  if (!group) return 0;
  const key = sql`employee_id = ${group.employeeId}::uuid and delivery_date = ${group.date}::date
    and delivery_slot = ${group.slot}::text and address_key = ${group.addressKey}::text`;
  const result = (await tx.execute(sql`
    update delivery_fee_groups set orders = orders - 1 where ${key} and orders > 0
    returning orders, fee_kobo`)) as unknown as {
    rows: Array<{ orders: number; fee_kobo: string | number }>;
  };
  const row = result.rows[0];
  if (!row || Number(row.orders) > 0) return 0;
  await tx.execute(sql`delete from delivery_fee_groups where ${key} and orders = 0`);
  return Number(row.fee_kobo);
}
