import { HANDOVER_TRIES } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tellLateOrders } from '../src/modules/riders/lateness.js';
import type { TestApp } from './helpers/app.js';
import { deliveryTestbed } from './helpers/delivery-testbed.js';
import { type Actor, createRider, PASSWORD } from './helpers/factories.js';

/**
 * Lunch to the door (issue 29): riders invited by the platform admin, dispatch by zone and slot,
 * the rider's run with pick-up and hand-over by code, failed deliveries, and lateness told once.
 * The clock: Tuesday 10 March 2026, 10:00 in Lagos; today's 12:30 slot is open until 11:00.
 */
describe('riders, dispatch and hand-over', () => {
  const { api, order, staffed, app, clock } = deliveryTestbed();
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = app());
  });
  beforeEach(async () => {
    await t.database.rows(sql`update orders set rider_id = null`);
    await t.database.rows(sql`delete from rider_zones`);
    await t.database.rows(sql`delete from delivery_zones`);
  });

  async function zone(name: string, area: string) {
    const [row] = await t.database.rows<{ id: string }>(sql`
      insert into delivery_zones (id, name, delivery_fee_kobo) values (gen_random_uuid(), ${name}, 0) returning id`);
    await t.database.rows(sql`
      insert into delivery_zone_areas (area_key, zone_id, state, area) values (area_key('Lagos', ${area}), ${row!.id}, 'Lagos', ${area})`);
    return row!.id;
  }

  /** Emails queued to `to` whose subject starts with `subject`. */
  async function mailsTo(to: string, subject: string) {
    return t.database.rows<{ text: string }>(sql`
      select payload->>'text' as text from jobs
      where kind = 'email.send' and payload->>'to' = ${to} and payload->>'subject' like ${`${subject}%`}`);
  }

  /** An employee in Ikeja with one order for today at `slot`. */
  async function placed(slot = '12:30') {
    const { employee, line, company } = await staffed();
    const res = await order(employee, line(), '2026-03-10', slot);
    expect(res.statusCode).toBe(200);
    return { employee, company, order: res.data as { id: string; handover_code: string } };
  }

  const assign = (orderIds: string[], riderId: string | null) =>
    api.patch('/admin/dispatch', { as: admin, body: { orderIds, riderId } });

  it('the platform admin invites a rider, who is emailed the way to set a password and signs in as a Rider', async () => {
    const ikeja = await zone('Mainland', 'Ikeja');
    const email = `rider-${Date.now()}@example.com`;
    const invited = await api.post('/admin/riders', {
      as: admin,
      body: {
        email,
        first_name: 'Ada',
        last_name: 'Rider',
        phone_number: '+234 803 000 0000',
        zones: [ikeja],
      },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.data).toMatchObject({
      email,
      first_name: 'Ada',
      zones: [{ id: ikeja, name: 'Mainland' }],
      account_state: 'ACTIVE',
    });
    const [mail] = await mailsTo(email, 'You ride for');
    expect(mail?.text).toContain(`/reset?email=${encodeURIComponent(email)}`);

    const again = await api.post('/admin/riders', {
      as: admin,
      unchecked: true,
      body: {
        email: email.toUpperCase(),
        first_name: 'B',
        last_name: 'C',
        phone_number: '08030000000',
        zones: [],
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.errors?.[0]?.path).toBe('email');
    const unknownZone = await api.post('/admin/riders', {
      as: admin,
      unchecked: true,
      body: {
        email: `x-${email}`,
        first_name: 'B',
        last_name: 'C',
        phone_number: '08030000000',
        zones: ['0195a3c2-7b1e-7c3d-9f00-000000000999'],
      },
    });
    expect(unknownZone.statusCode).toBe(400);
    expect(unknownZone.errors?.[0]?.path).toBe('zones');

    const edited = await api.patch('/admin/riders/:id', {
      as: admin,
      params: { id: invited.data.id },
      body: { zones: [], phone_number: '08031112222' },
    });
    expect(edited.data).toMatchObject({ zones: [], phone_number: '08031112222' });

    const rider = await createRider(t);
    const login = await api.post('/auth/login', { body: { identifier: rider.email, password: PASSWORD } });
    expect(login.data).toMatchObject({ account_type: 'Rider', onboarded: true });
    const me = await api.get('/auth/me', { as: rider });
    expect(me.data.account_type).toBe('Rider');
  });

  it('dispatch: the board counts a day by zone and slot; orders go to a rider by id or by group', async () => {
    const ikeja = await zone('Mainland', 'Ikeja');
    const rider = await createRider(t, { firstName: 'Tunde', zoneIds: [ikeja] });
    const first = await placed('12:30');
    const second = await placed('12:30');
    const third = await placed('13:00');

    const board = await api.get('/admin/dispatch', { as: admin, query: { date: '2026-03-10' } });
    const group = (slot: string) => board.data.groups.find((g) => g.zone?.id === ikeja && g.slot === slot);
    expect(group('12:30')).toMatchObject({ orders: 2, unassigned: 2, delivered: 0, riders: [] });
    expect(board.data.riders.find((r) => r.id === rider.id)).toMatchObject({ zones: [ikeja], orders: 0 });

    const one = await assign([first.order.id], rider.id);
    expect(one.data).toEqual({ assigned: 1, refused: [] });
    const byGroup = await api.patch('/admin/dispatch', {
      as: admin,
      body: { group: { date: '2026-03-10', zone_id: ikeja, slot: '12:30' }, riderId: rider.id },
    });
    expect(byGroup.data).toEqual({ assigned: 1, refused: [] });

    const after = await api.get('/admin/dispatch', { as: admin, query: { date: '2026-03-10' } });
    const slot1230 = after.data.groups.find((g) => g.zone?.id === ikeja && g.slot === '12:30');
    expect(slot1230).toMatchObject({ orders: 2, unassigned: 0, riders: [{ id: rider.id, orders: 2 }] });
    const list = await api.get('/admin/dispatch/orders', {
      as: admin,
      query: { date: '2026-03-10', zone_id: ikeja, rider: 'unassigned' },
    });
    expect(list.data.list.map((o) => o.id)).toEqual([third.order.id]);
    expect(list.data.list[0]).toMatchObject({ zone: 'Mainland', items: 1, rider: null, late: false });

    // The employee sees the rider's first name at once.
    const mine = await api.get('/orders', { as: second.employee });
    expect(mine.data.list[0]?.delivery.rider).toEqual({ first_name: 'Tunde' });

    // A delivered or cancelled order is refused, one by one; an unknown rider is 404.
    await api.post('/orders/:id/cancel', { as: third.employee, params: { id: third.order.id } });
    const refused = await assign([third.order.id], rider.id);
    expect(refused.data.refused).toEqual([{ orderId: third.order.id, message: 'It is cancelled' }]);
    const noRider = await assign([first.order.id], '0195a3c2-7b1e-7c3d-9f00-000000000999');
    expect(noRider.statusCode).toBe(404);
  });

  it("automatic dispatch shares each zone's unassigned orders round-robin among its riders", async () => {
    const ikeja = await zone('Mainland', 'Ikeja');
    const riders = [await createRider(t, { zoneIds: [ikeja] }), await createRider(t, { zoneIds: [ikeja] })];
    const orders = [];
    for (let i = 0; i < 5; i += 1) orders.push(await placed(i < 3 ? '12:30' : '13:00'));
    const auto = await api.post('/admin/dispatch/auto', { as: admin, body: { date: '2026-03-10' } });
    // Orders of earlier tests are in no zone anyone rides: they stay unassigned.
    const [waiting] = await t.database.rows<{ n: number }>(sql`
      select count(*)::int as n from orders where delivery_date = '2026-03-10' and rider_id is null
        and status in ('PENDING', 'CONFIRMED', 'OUT_FOR_DELIVERY')`);
    expect(auto.data).toEqual({ assigned: 5, unassigned: waiting!.n });
    const counts = await t.database.rows<{ rider_id: string; n: number }>(sql`
      select rider_id, count(*)::int as n from orders where delivery_date = '2026-03-10' and rider_id is not null
      group by rider_id order by n desc`);
    expect(counts.map((row) => row.n)).toEqual([3, 2]);
    expect(new Set(counts.map((row) => row.rider_id))).toEqual(new Set(riders.map((r) => r.id)));
    // Nothing is left to share: a second run assigns nothing.
    const again = await api.post('/admin/dispatch/auto', { as: admin, body: { date: '2026-03-10' } });
    expect(again.data).toEqual({ assigned: 0, unassigned: waiting!.n });
  });

  it('the rider sees and touches only their own orders; picking up sets it out for delivery', async () => {
    const rider = await createRider(t, { firstName: 'Tunde' });
    const other = await createRider(t);
    const { order: mine, employee } = await placed();
    const { order: theirs } = await placed();
    await assign([mine.id], rider.id);
    await assign([theirs.id], other.id);

    const run = await api.get('/rider/runs', { as: rider, query: { date: '2026-03-10' } });
    const stops = run.data.slots.flatMap((slot) => slot.stops);
    expect(stops.map((stop) => stop.id)).toEqual([mine.id]);
    expect(stops[0]).toMatchObject({
      status: 'PENDING',
      items: 1,
      address: { address_line_1: '2 Allen Avenue', area: 'Ikeja' },
      handover_locked: false,
    });
    expect(JSON.stringify(run.data)).not.toContain(`"${mine.handover_code}"`);
    expect(stops[0]).not.toHaveProperty('handover_code');

    const foreign = await api.post('/rider/orders/:id/picked-up', { as: rider, params: { id: theirs.id } });
    expect(foreign.statusCode).toBe(404);
    const foreignDeliver = await api.post('/rider/orders/:id/delivered', {
      as: rider,
      params: { id: theirs.id },
      body: { code: theirs.handover_code },
    });
    expect(foreignDeliver.statusCode).toBe(404);

    clock.set('2026-03-10T11:10:00Z');
    const picked = await api.post('/rider/orders/:id/picked-up', { as: rider, params: { id: mine.id } });
    expect(picked.data).toMatchObject({
      status: 'OUT_FOR_DELIVERY',
      picked_up_at: '2026-03-10T11:10:00.000Z',
    });
    const seen = await api.get('/orders', { as: employee });
    expect(seen.data.list[0]).toMatchObject({
      status: 'OUT_FOR_DELIVERY',
      delivery: {
        rider: { first_name: 'Tunde' },
        picked_up_at: '2026-03-10T11:10:00.000Z',
        delivered_at: null,
      },
    });
  });

  it(`hand-over needs the code; ${HANDOVER_TRIES} wrong codes lock it for the rider and alert the admins`, async () => {
    const rider = await createRider(t);
    const { order: placedOrder, employee } = await placed();
    await assign([placedOrder.id], rider.id);
    const deliver = (code: string) =>
      api.post('/rider/orders/:id/delivered', { as: rider, params: { id: placedOrder.id }, body: { code } });

    expect((await deliver(placedOrder.handover_code)).statusCode).toBe(409); // not picked up yet
    await api.post('/rider/orders/:id/picked-up', { as: rider, params: { id: placedOrder.id } });
    const wrong = placedOrder.handover_code === '0000' ? '1111' : '0000';
    const first = await deliver(wrong);
    expect(first.statusCode).toBe(400);
    expect(first.errors?.[0]).toEqual({ path: 'code', message: expect.stringContaining('4 tries left') });
    for (let i = 2; i < HANDOVER_TRIES; i += 1) expect((await deliver(wrong)).statusCode).toBe(400);
    const locking = await deliver(wrong);
    expect(locking.statusCode).toBe(423);
    // Locked: even the right code is refused, and the admins were alerted once.
    expect((await deliver(placedOrder.handover_code)).statusCode).toBe(423);
    expect(await mailsTo(admin.email, 'Handover code locked')).toHaveLength(1);
    const run = await api.get('/rider/runs', { as: rider, query: { date: '2026-03-10' } });
    expect(run.data.slots[0]?.stops[0]?.handover_locked).toBe(true);

    // Given to another rider, the code works again for them.
    const next = await createRider(t);
    await assign([placedOrder.id], next.id);
    clock.set('2026-03-10T11:40:00Z');
    const handed = await api.post('/rider/orders/:id/delivered', {
      as: next,
      params: { id: placedOrder.id },
      body: { code: placedOrder.handover_code },
    });
    expect(handed.data).toMatchObject({ status: 'DELIVERED', delivered_at: '2026-03-10T11:40:00.000Z' });
    const seen = await api.get('/orders', { as: employee });
    expect(seen.data.list[0]?.delivery.delivered_at).toBe('2026-03-10T11:40:00.000Z');
    const already = await api.post('/rider/orders/:id/picked-up', {
      as: next,
      params: { id: placedOrder.id },
    });
    expect(already.statusCode).toBe(409);
  });

  it('a suspended rider is signed out, refused, and their undelivered orders go back to dispatch', async () => {
    const rider = await createRider(t, { firstName: 'Tunde' });
    const { order: carried, employee } = await placed();
    await assign([carried.id], rider.id);
    const suspended = await api.patch('/admin/riders/:id', {
      as: admin,
      params: { id: rider.id },
      body: { account_state: 'SUSPENDED' },
    });
    expect(suspended.data.account_state).toBe('SUSPENDED');
    expect((await api.get('/rider/runs', { as: rider, query: { date: '2026-03-10' } })).statusCode).toBe(401);
    const login = await api.post('/auth/login', { body: { identifier: rider.email, password: PASSWORD } });
    expect(login.statusCode).toBe(403);
    const seen = await api.get('/orders', { as: employee });
    expect(seen.data.list[0]?.delivery.rider).toBeNull();
    expect((await assign([carried.id], rider.id)).statusCode).toBe(404);
    const board = await api.get('/admin/dispatch', { as: admin, query: { date: '2026-03-10' } });
    expect(board.data.riders.map((r) => r.id)).not.toContain(rider.id);

    const back = await api.patch('/admin/riders/:id', {
      as: admin,
      params: { id: rider.id },
      body: { account_state: 'ACTIVE' },
    });
    expect(back.data.account_state).toBe('ACTIVE');
    expect((await assign([carried.id], rider.id)).data.assigned).toBe(1);
  });

  it('a failed delivery is recorded with its reason and alerts the admins; the status stays', async () => {
    const rider = await createRider(t);
    const { order: placedOrder, employee } = await placed();
    await assign([placedOrder.id], rider.id);
    const failed = await api.post('/rider/orders/:id/failed', {
      as: rider,
      params: { id: placedOrder.id },
      body: { reason: 'Gate locked, phone off' },
    });
    expect(failed.data).toMatchObject({ status: 'PENDING', failure_reason: 'Gate locked, phone off' });
    expect(await mailsTo(admin.email, 'Delivery failed')).not.toHaveLength(0);
    const seen = await api.get('/orders', { as: employee });
    expect(seen.data.list[0]?.delivery).toMatchObject({ failure_reason: 'Gate locked, phone off' });
    const blank = await api.post('/rider/orders/:id/failed', {
      as: rider,
      params: { id: placedOrder.id },
      unchecked: true,
      body: { reason: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.errors?.[0]?.path).toBe('reason');
  });

  it('an order undelivered when its slot ends is told late once, to the employee and the admins', async () => {
    const late = await placed('12:00');
    const onTime = await placed('12:00');
    const later = await placed('13:00');
    const rider = await createRider(t);
    await assign([onTime.order.id], rider.id);
    await api.post('/rider/orders/:id/picked-up', { as: rider, params: { id: onTime.order.id } });
    clock.set('2026-03-10T11:20:00Z'); // 12:20 in Lagos
    await api.post('/rider/orders/:id/delivered', {
      as: rider,
      params: { id: onTime.order.id },
      body: { code: onTime.order.handover_code },
    });

    clock.set('2026-03-10T11:29:00Z'); // 12:29: the 12:00 slot has not ended
    expect(await tellLateOrders(t.ctx)).toBe(0);
    expect(await lateIds()).toEqual([]);
    clock.set('2026-03-10T11:31:00Z');
    expect(await Promise.all([tellLateOrders(t.ctx), tellLateOrders(t.ctx)])).toEqual(
      expect.arrayContaining([1, 0]),
    );
    expect(await tellLateOrders(t.ctx)).toBe(0);
    expect(await lateIds()).toEqual([late.order.id]);
    const employeeMail = await mailsTo(late.employee.email, 'Your lunch is running late');
    expect(employeeMail).toHaveLength(1);
    expect(await mailsTo(onTime.employee.email, 'Your lunch is running late')).toHaveLength(0);
    expect(await mailsTo(admin.email, '1 order is running late')).toHaveLength(1);

    const seen = await api.get('/orders', { as: late.employee });
    expect(seen.data.list[0]?.delivery.late).toBe(true);
    const list = await api.get('/admin/dispatch/orders', {
      as: admin,
      query: { date: '2026-03-10', slot: '12:00' },
    });
    expect(list.data.list.find((o) => o.id === late.order.id)?.late).toBe(true);
    expect(later.order.id).not.toBe(late.order.id);
  });

  async function lateIds() {
    const rows = await t.database.rows<{ id: string }>(
      sql`select id from orders where late_at is not null and delivery_date = '2026-03-10'`,
    );
    return rows.map((row) => row.id);
  }
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('dispatch under concurrency', () => {
  const { staffed, order, app, api } = deliveryTestbed();

  it('two automatic dispatches at once assign each order once', async () => {
    const { t, admin } = app();
    await t.database.rows(sql`delete from delivery_zones`);
    const [zoneRow] = await t.database.rows<{ id: string }>(sql`
      insert into delivery_zones (id, name, delivery_fee_kobo) values (gen_random_uuid(), 'Mainland', 0) returning id`);
    await t.database.rows(sql`
      insert into delivery_zone_areas (area_key, zone_id, state, area) values (area_key('Lagos', 'Ikeja'), ${zoneRow!.id}, 'Lagos', 'Ikeja')`);
    await createRider(t, { zoneIds: [zoneRow!.id] });
    await createRider(t, { zoneIds: [zoneRow!.id] });
    const { employee, line } = await staffed();
    for (let i = 0; i < 6; i += 1) await order(employee, line(), '2026-03-10', '12:30');
    const runs = await Promise.all(
      [1, 2, 3].map(() => api.post('/admin/dispatch/auto', { as: admin, body: { date: '2026-03-10' } })),
    );
    expect(runs.map((run) => run.data.assigned).reduce((a, b) => a + b, 0)).toBe(6);
    const [{ n } = { n: -1 }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where rider_id is not null and employee_id = ${employee.id}`,
    );
    expect(n).toBe(6);
  });

  it('ten wrong handover codes at once lock the code once and alert the admins once', async () => {
    const { t, admin } = app();
    const rider = await createRider(t);
    const { employee, line } = await staffed();
    const placedOrder = await order(employee, line(), '2026-03-10', '12:30');
    const id = placedOrder.data.id as string;
    const code = placedOrder.data.handover_code as string;
    await api.patch('/admin/dispatch', { as: admin, body: { orderIds: [id], riderId: rider.id } });
    await api.post('/rider/orders/:id/picked-up', { as: rider, params: { id } });
    const wrong = code === '0000' ? '1111' : '0000';
    const tries = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.post('/rider/orders/:id/delivered', { as: rider, params: { id }, body: { code: wrong } }),
      ),
    );
    expect(tries.filter((res) => res.statusCode === 400)).toHaveLength(HANDOVER_TRIES - 1);
    expect(tries.filter((res) => res.statusCode === 423)).toHaveLength(10 - (HANDOVER_TRIES - 1));
    const [alerts] = await t.database.rows<{ n: number }>(sql`
      select count(*)::int as n from jobs where kind = 'email.send' and payload->>'to' = ${admin.email}
        and payload->>'subject' like ${`Handover code locked: order %`} and payload->>'text' like ${`%${id.replace(/-/g, '').slice(-8).toUpperCase()}%`}`);
    expect(alerts?.n).toBe(1);
  });
});
