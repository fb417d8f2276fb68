import { commissionOf, koboToNaira } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.js';
import type { Actor } from './helpers/factories.js';
import { payoutsTestbed } from './helpers/payouts-testbed.js';

/**
 * Reconciliation (issue 30, docs/payouts.md): for the orders delivered in a period, what companies
 * were charged for their meals less what went back = the restaurants' earnings + the platform's
 * commission, to the kobo; delivery fees beside it. The clock starts on Tuesday 10 March 2026,
 * 10:00 in Lagos (UTC+1).
 */
describe('reconciliation', () => {
  const bed = payoutsTestbed();
  const { api, restaurant, placed, adminSets, riderDelivers, clock } = bed;
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = bed.app());
  });

  const reconcile = (query: Record<string, string>, as: Actor = admin) =>
    api.get('/admin/reconciliation', { as, unchecked: true, query });

  it('balances to the kobo over a period with deliveries, a cancellation, a partial refund and delivery fees', async () => {
    const [zone] = await t.database.rows<{ id: string }>(sql`
      insert into delivery_zones (id, name, delivery_fee_kobo) values (gen_random_uuid(), 'Mainland', 50000) returning id`);
    await t.database.rows(sql`
      insert into delivery_zone_areas (area_key, zone_id, state, area)
      values (area_key('Lagos', 'Ikeja'), ${zone!.id}, 'Lagos', 'Ikeja')`);
    const kitchen = await restaurant({ commissionBasisPoints: 1475, zoneIds: [zone!.id] });
    const bp = 1475;

    // Placed on Tuesday 10 March at 10:00: four for today, one for Wednesday, one for Thursday.
    const handed = await placed(kitchen, { priceKobo: 2_000_00, quantity: 2 });
    const partly = await placed(kitchen, { priceKobo: 3_333_33 });
    const cancelled = await placed(kitchen, { priceKobo: 1_000_00 });
    const never = await placed(kitchen, { priceKobo: 1_500_00 });
    const wednesday = await placed(kitchen, { priceKobo: 2_750_50, date: '2026-03-11' });
    const late = await placed(kitchen, { priceKobo: 1_234_56, date: '2026-03-12' });
    const fees = await t.database.rows<{ id: string; fee: string }>(
      sql`select id, delivery_fee_kobo::text as fee from orders where restaurant_id = ${kitchen.restaurantId}`,
    );
    expect(fees.every((row) => row.fee === '50000')).toBe(true); // each employee's first order of the slot

    // Tuesday 12:40: a rider hands one over; the platform admin marks two delivered, then cancels
    // one of them (refunded with its fee); one is cancelled before it was ever delivered.
    clock.set('2026-03-10T11:40:00Z');
    await riderDelivers(handed.orderId, handed.code);
    await adminSets(partly.orderId, 'DELIVERED');
    await adminSets(cancelled.orderId, 'DELIVERED');
    await adminSets(cancelled.orderId, 'CANCELLED');
    await adminSets(never.orderId, 'CANCELLED');
    // 14:00: a problem with one is put right with ₦1,000.01.
    clock.set('2026-03-10T13:00:00Z');
    const reported = await api.post('/orders/:id/issues', {
      as: partly.employee,
      params: { id: partly.orderId },
      body: { kind: 'quality' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const resolved = await api.patch('/admin/issues/:id', {
      as: admin,
      params: { id: reported.data.id },
      body: { resolution: 'partial_refund', amount: '1000.01', reply: 'Sorry: part of it back' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    // Wednesday 12:40 and Thursday 00:30 in Lagos (Wednesday 23:30 UTC): delivered.
    clock.set('2026-03-11T11:40:00Z');
    await adminSets(wednesday.orderId, 'DELIVERED');
    clock.set('2026-03-11T23:30:00Z');
    await adminSets(late.orderId, 'DELIVERED');

    const charged = 4_000_00 + 3_333_33 + 1_000_00 + 2_750_50;
    const refunds = 1_000_00 + 1_000_01;
    const net = (total: number) => ({
      commission: commissionOf(total, bp),
      earning: total - commissionOf(total, bp),
    });
    const commission =
      net(4_000_00).commission +
      net(3_333_33).commission -
      commissionOf(1_000_01, bp) +
      net(2_750_50).commission;
    const earnings = charged - refunds - commission;
    expect(earnings).toBe(
      net(4_000_00).earning +
        net(3_333_33).earning -
        (1_000_01 - commissionOf(1_000_01, bp)) +
        net(2_750_50).earning,
    );

    const both = await reconcile({ from: '2026-03-10', to: '2026-03-11' });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.data).toEqual({
      from: '2026-03-10',
      to: '2026-03-11',
      time_zone: 'Africa/Lagos',
      orders: 4,
      meals_charged: koboToNaira(charged),
      refunds: koboToNaira(refunds),
      earnings: koboToNaira(earnings),
      commission: koboToNaira(commission),
      delivery_fees: koboToNaira(3 * 500_00),
      difference: '0.00',
      balanced: true,
    });

    // Day by day, in the platform's time zone: Thursday 00:30 in Lagos is Thursday's.
    const tuesday = await reconcile({ from: '2026-03-10', to: '2026-03-10' });
    expect(tuesday.data).toMatchObject({
      orders: 3,
      meals_charged: koboToNaira(4_000_00 + 3_333_33 + 1_000_00),
      refunds: koboToNaira(refunds),
      delivery_fees: koboToNaira(2 * 500_00),
      balanced: true,
    });
    const thursday = await reconcile({ from: '2026-03-12', to: '2026-03-12' });
    expect(thursday.data).toMatchObject({
      orders: 1,
      meals_charged: koboToNaira(1_234_56),
      refunds: '0.00',
      earnings: koboToNaira(net(1_234_56).earning),
      commission: koboToNaira(net(1_234_56).commission),
      balanced: true,
    });
    const empty = await reconcile({ from: '2026-03-01', to: '2026-03-09' });
    expect(empty.data).toMatchObject({
      orders: 0,
      meals_charged: '0.00',
      difference: '0.00',
      balanced: true,
    });

    // The restaurant's ledger says the same: what it is owed is its net earnings of every delivery.
    const owed = await bed.earnings(kitchen);
    expect(owed.balance).toBe(koboToNaira(earnings + net(1_234_56).earning));
  });

  it('refuses a wrong period (400 naming the field), and anyone but the platform admin', async () => {
    const backwards = await reconcile({ from: '2026-03-11', to: '2026-03-10' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.errors?.[0]?.path).toBe('to');
    const missing = await reconcile({ to: '2026-03-10' });
    expect(missing.statusCode).toBe(400);
    expect(missing.errors?.[0]?.path).toBe('from');
    const notADay = await reconcile({ from: '2026-02-30', to: '2026-03-10' });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.errors?.[0]?.path).toBe('from');
    const tooLong = await reconcile({ from: '2025-01-01', to: '2026-03-10' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.errors?.[0]?.path).toBe('to');

    const kitchen = await restaurant();
    expect((await reconcile({ from: '2026-03-10', to: '2026-03-10' }, kitchen)).statusCode).toBe(403);
    const anonymous = await api.get('/admin/reconciliation', {
      unchecked: true,
      query: { from: '2026-03-10', to: '2026-03-10' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
