import { koboToNaira, type Reconciliation } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { addDaysTo } from '../../domain/delivery/calendar.js';
import { platformRules } from '../../domain/delivery/platform-settings.js';
import { zonedInstant } from '../../lib/clock.js';

/**
 * `GET /admin/reconciliation` (docs/payouts.md): the orders delivered in the period (their
 * `delivered_at`, the latest delivery, from `from` 00:00 to the end of `to` in the platform's time
 * zone), and every row of theirs in the company ledger and the restaurant ledger, whenever written.
 * For each order, each charge is either refunded by its cancellation or delivered and earned once,
 * earning + commission being the meal total; each refund takes back earning + commission of the
 * same amount: so meals charged − refunds = earnings + commission, to the kobo.
 */
export async function reconcile(ctx: AppContext, from: string, to: string): Promise<Reconciliation> {
  const { timeZone } = await platformRules(ctx.db);
  const start = zonedInstant(from, 0, timeZone).toISOString();
  const end = zonedInstant(addDaysTo(to, 1), 0, timeZone).toISOString();
  const [row] = await ctx.database.rows<Record<string, string>>(sql`
    with delivered as (
      select id from orders where delivered_at >= ${start}::timestamptz and delivered_at < ${end}::timestamptz),
    wallet as (
      select
        coalesce(sum(amount_kobo) filter (where type = 'order_charge'), 0) as charged,
        coalesce(sum(amount_kobo) filter (where type in ('order_refund', 'issue_refund')), 0) as refunds,
        coalesce(sum(case type when 'delivery_fee' then amount_kobo when 'delivery_fee_refund' then -amount_kobo else 0 end), 0) as fees
      from ledger where status = 'paid' and order_id in (select id from delivered)),
    restaurant as (
      select
        coalesce(sum(case type when 'earning' then amount_kobo when 'earning_reversal' then -amount_kobo else 0 end), 0) as earnings,
        coalesce(sum(case type when 'commission' then amount_kobo when 'commission_reversal' then -amount_kobo else 0 end), 0) as commission
      from restaurant_ledger where order_id in (select id from delivered))
    select (select count(*) from delivered)::text as orders,
      charged::text as charged, refunds::text as refunds, fees::text as fees,
      earnings::text as earnings, commission::text as commission
    from wallet, restaurant`);
  const n = (name: string) => Number(row?.[name] ?? 0);
  const difference = n('charged') - n('refunds') - n('earnings') - n('commission');
  return {
    from,
    to,
    time_zone: timeZone,
    orders: n('orders'),
    meals_charged: koboToNaira(n('charged')),
    refunds: koboToNaira(n('refunds')),
    earnings: koboToNaira(n('earnings')),
    commission: koboToNaira(n('commission')),
    delivery_fees: koboToNaira(n('fees')),
    difference: koboToNaira(difference),
    balanced: difference === 0,
  };
}
