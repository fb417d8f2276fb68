import { orderRef } from '@lunch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueKitchenSheet } from '../src/modules/delivery/kitchen.service.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
  walletAndLedger,
} from './helpers/factories.js';
import { placeOrder, setStatus } from './orders-helpers.js';

// Tuesday 10 March 2026, 09:00 in Lagos: before the 10:30 cut-off.
const BEFORE_CUTOFF = '2026-03-10T08:00:00Z';

describe('kitchen sheet and bulk status', () => {
  const clock = testClock(new Date(BEFORE_CUTOFF));
  let t: TestApp;
  let admin: Actor;
  let company: Actor;
  let early: Actor;
  let late: Actor;
  let rice: { id: string; name: string };
  let soup: { id: string; name: string };
  const orderIds: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t);
    company = await createCompany(t, { name: 'Harbour Works', walletKobo: 100_000_00 });
    early = await createEmployee(t, company.id, {
      firstName: 'Early',
      lastName: 'Eater',
      lunchTimeMinutes: 12 * 60 + 10,
    });
    late = await createEmployee(t, company.id, {
      firstName: 'Late',
      lastName: 'Luncher',
      lunchTimeMinutes: 13 * 60,
    });
    rice = await createMenuItem(t, { name: 'Jollof rice', priceKobo: 2_000_00 });
    soup = await createMenuItem(t, { name: 'Egusi soup', priceKobo: 3_000_00 });
    for (const [actor, lines] of [
      [early, [{ food_menu: rice.id, quantity: 2 }]],
      [
        late,
        [
          { food_menu: rice.id, quantity: 1 },
          { food_menu: soup.id, quantity: 1 },
        ],
      ],
      [late, [{ food_menu: soup.id, quantity: 3 }]],
    ] as const) {
      const res = await placeOrder(t.app, actor, lines);
      expect(res.statusCode).toBe(200);
      orderIds.push(res.data.id);
    }
    expect((await setStatus(t.app, admin, orderIds[2]!, 'CANCELLED')).statusCode).toBe(200);
  });
  afterAll(() => t.close());
  const api = testApi(() => t);
  const sheetOf = (date?: string, actor: Actor = admin) =>
    api.get('/kitchen', { as: actor, query: date ? { date } : {} });

  it('sums the dishes of a date overall and per slot, lists each delivery, leaves cancelled orders out', async () => {
    const res = await sheetOf('2026-03-10');
    expect(res.statusCode).toBe(200);
    const sheet = res.data;
    expect(sheet.date).toBe('2026-03-10');
    expect(sheet.dishes).toEqual([
      { food_menu: soup.id, name: 'Egusi soup', quantity: 1 },
      { food_menu: rice.id, name: 'Jollof rice', quantity: 3 },
    ]);
    expect(sheet.slots).toEqual([
      { slot: '12:00', orders: 1, dishes: [{ food_menu: rice.id, name: 'Jollof rice', quantity: 2 }] },
      {
        slot: '13:00',
        orders: 1,
        dishes: [
          { food_menu: soup.id, name: 'Egusi soup', quantity: 1 },
          { food_menu: rice.id, name: 'Jollof rice', quantity: 1 },
        ],
      },
    ]);
    expect(sheet.deliveries).toEqual([
      {
        order_id: orderIds[0],
        ref: orderRef(orderIds[0]!),
        slot: '12:00',
        time_zone: 'Africa/Lagos',
        status: 'PENDING',
        employee_name: 'Early Eater',
        company_name: 'Harbour Works',
        restaurant: 'Platform kitchen',
        address: '2 Allen Avenue, Ikeja, Lagos',
        items: [{ food_menu: rice.id, name: 'Jollof rice', quantity: 2 }],
        health_conflicts: [],
      },
      expect.objectContaining({ order_id: orderIds[1], slot: '13:00', employee_name: 'Late Luncher' }),
    ]);
    // Today (platform time zone) by default; another day is empty.
    expect((await sheetOf()).data).toEqual(sheet);
    expect((await sheetOf('2026-03-11')).data).toEqual({
      date: '2026-03-11',
      dishes: [],
      slots: [],
      deliveries: [],
    });
  });

  it('exports the sheet as CSV and is for admins only', async () => {
    const res = await api.get('/kitchen/csv', { as: admin, query: { date: '2026-03-10' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="kitchen-2026-03-10.csv"');
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      '"date","slot","status","ref","employee","company","restaurant","address","items","health conflicts","order id"',
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toBe(
      `"2026-03-10","12:00","PENDING","${orderRef(orderIds[0]!)}","Early Eater","Harbour Works","Platform kitchen","2 Allen Avenue, Ikeja, Lagos","2 × Jollof rice","","${orderIds[0]}"`,
    );
    expect((await sheetOf(undefined, company)).statusCode).toBe(403);
    expect((await api.get('/kitchen/csv', { as: early })).statusCode).toBe(403);
    expect((await sheetOf('2026-13-01')).statusCode).toBe(400);
  });

  it('changes many statuses at once by the single-change rules, listing what changed and what was refused', async () => {
    const unknown = '0190a000-0000-7000-8000-000000000000';
    const res = await api.patch('/orders/bulk-status', {
      as: admin,
      body: { orderIds: [orderIds[0]!, orderIds[1]!, unknown, orderIds[0]!], newStatus: 'OUT_FOR_DELIVERY' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.data;
    expect(data.updated.map((o) => [o.id, o.status])).toEqual([
      [orderIds[0], 'OUT_FOR_DELIVERY'],
      [orderIds[1], 'OUT_FOR_DELIVERY'],
    ]);
    expect(data.refused).toEqual([{ orderId: unknown, message: 'Order not found' }]);
    // Holding money like CONFIRMED: nothing was refunded.
    expect((await walletAndLedger(t, company.id)).wallet).toBe(100_000_00 - 4_000_00 - 5_000_00);
    await t.flushJobs();
    expect(t.smtp.to(early.email).map((mail) => mail.subject)).toContain('Your order is out for delivery');

    const delivered = await api.patch('/orders/bulk-status', {
      as: admin,
      body: { orderIds: [orderIds[0]!], newStatus: 'DELIVERED' },
    });
    expect(delivered.data.updated[0]?.status).toBe('DELIVERED');
    const filtered = await api.get('/orders', { as: admin, query: { status: 'DELIVERED' } });
    expect(filtered.data.list.map((o) => o.id)).toEqual([orderIds[0]]);
  });

  it('cooks only what is not yet out for delivery: "To cook" leaves out orders out for delivery or delivered, deliveries keep them', async () => {
    // One order delivered (12:00), one out for delivery (13:00), and a new one still to cook.
    const fresh = await placeOrder(t.app, early, [{ food_menu: soup.id, quantity: 2 }]);
    expect(fresh.statusCode).toBe(200);
    const sheet = (await sheetOf('2026-03-10')).data;
    expect(sheet.dishes).toEqual([{ food_menu: soup.id, name: 'Egusi soup', quantity: 2 }]);
    expect(sheet.slots).toEqual([
      { slot: '12:00', orders: 1, dishes: [{ food_menu: soup.id, name: 'Egusi soup', quantity: 2 }] },
      { slot: '13:00', orders: 0, dishes: [] },
    ]);
    expect(sheet.deliveries.map((delivery) => [delivery.order_id, delivery.status])).toEqual([
      [orderIds[0], 'DELIVERED'],
      [fresh.data.id, 'PENDING'],
      [orderIds[1], 'OUT_FOR_DELIVERY'],
    ]);
    // The CSV lists every delivery with its status.
    const csv = await api.get('/kitchen/csv', { as: admin, query: { date: '2026-03-10' } });
    expect(csv.body).toContain('"DELIVERED"');
    expect(csv.body).toContain('"OUT_FOR_DELIVERY"');
  });

  it('refuses bad bulk bodies with 400 and non-admins with 403', async () => {
    for (const payload of [
      { orderIds: [], newStatus: 'DELIVERED' },
      { orderIds: ['nope'], newStatus: 'DELIVERED' },
      { orderIds: [orderIds[0]], newStatus: 'EATEN' },
    ]) {
      const res = await api.patch('/orders/bulk-status', { as: admin, unchecked: true, body: payload });
      expect(res.statusCode).toBe(400);
    }
    const res = await api.patch('/orders/bulk-status', {
      as: early,
      body: { orderIds: [orderIds[0]!], newStatus: 'DELIVERED' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('emails the sheet to platform admins once, at the cut-off', async () => {
    t.smtp.clear();
    expect(await queueKitchenSheet(t.ctx)).toBeNull(); // 09:00 in Lagos: not yet
    clock.set('2026-03-10T09:30:00Z'); // 10:30: the cut-off
    expect(await queueKitchenSheet(t.ctx)).toBe('2026-03-10');
    await t.flushJobs();
    clock.set('2026-03-10T09:45:00Z');
    expect(await queueKitchenSheet(t.ctx)).toBe('2026-03-10');
    await t.flushJobs();
    const mails = t.smtp.to(admin.email).filter((mail) => mail.subject.startsWith('Kitchen sheet'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Kitchen sheet for Tue 10 Mar 2026');
    // What is left to cook: the order placed after the others went out.
    expect(mails[0]!.text).toContain('1 order to cook and deliver');
    expect(mails[0]!.text).toContain('Egusi soup: 2');
    expect(mails[0]!.text).not.toContain('Jollof rice');
    expect(mails[0]!.text).toContain('/admin/kitchen?date=2026-03-10');
    clock.set('2026-03-10T12:00:00Z'); // long after: a restarted server does not send a stale sheet
    expect(await queueKitchenSheet(t.ctx)).toBeNull();
  });
});
