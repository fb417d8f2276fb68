import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.js';
import { deliveryTestbed } from './helpers/delivery-testbed.js';
import {
  type Actor,
  createCompany,
  createEmployee,
  createMenuItem,
  createRestaurant,
  createRider,
  walletAndLedger,
} from './helpers/factories.js';
import { setStatus } from './orders-helpers.js';

/**
 * A restaurant's ticket board (issue 30): its orders of a day by slot, accepted (CONFIRMED),
 * declined with a reason (DECLINED, refunded as any decline) and marked ready for pickup a slot at
 * a time (READY, which the rider then picks up). Only its own orders: 404 for another's; the board
 * is the restaurant's only (403 for other roles). The clock: Tuesday 10 March 2026, 10:00 in Lagos.
 */

const TODAY = '2026-03-10';

describe('the ticket board', () => {
  const bed = deliveryTestbed();
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = bed.app());
  });
  const { api } = bed;

  /** A restaurant with one ₦2,000 dish, and an employee (own company, ₦100,000 wallet) to order it. */
  async function kitchen(options: Parameters<typeof createRestaurant>[1] = {}) {
    const restaurant = await createRestaurant(t, options);
    const dish = await createMenuItem(t, {
      restaurantId: restaurant.restaurantId,
      priceKobo: 2_000_00,
      allergens: ['peanuts'],
    });
    return { restaurant, dish };
  }
  async function customer(options: { allergies?: string[] } = {}) {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 100_000_00 });
    const employee = await createEmployee(t, company.id, { firstName: 'Ada', ...options });
    return { company, employee };
  }
  async function ordered(dish: { id: string }, employee: Actor, slot = '12:30') {
    const res = await bed.order(employee, [{ food_menu: dish.id, quantity: 2 }], TODAY, slot);
    expect(res.statusCode).toBe(200);
    return res.data;
  }
  const board = (restaurant: Actor, date?: string) =>
    api.get('/restaurant/tickets', { as: restaurant, query: date ? { date } : {} });
  const accept = (restaurant: Actor, id: string) =>
    api.post('/restaurant/orders/:id/accept', { as: restaurant, params: { id } });
  const decline = (restaurant: Actor, id: string, reason: unknown) =>
    api.post('/restaurant/orders/:id/decline', {
      as: restaurant,
      unchecked: true,
      params: { id },
      body: { reason },
    });
  const ready = (restaurant: Actor, slot: string) =>
    api.post('/restaurant/tickets/ready', { as: restaurant, body: { date: TODAY, slot } });
  const statusOf = async (id: string) => {
    const [row] = await t.database.rows<{ status: string }>(sql`select status from orders where id = ${id}`);
    return row!.status;
  };

  it("shows a day's orders by slot, with the slot's capacity, dishes and notes; another restaurant's orders never", async () => {
    const { restaurant, dish } = await kitchen({ slotCapacity: 30 });
    const other = await kitchen();
    const { employee } = await customer({ allergies: ['peanuts'] });
    await t.database.rows(
      sql`update employee_addresses set instructions = 'Gate 2, ask for reception' where employee_id = ${employee.id}`,
    );
    const late = await ordered(dish, employee, '13:00');
    const first = await ordered(dish, employee, '12:30');
    const second = await ordered(dish, employee, '12:30');
    await ordered(other.dish, employee, '12:30');

    const res = await board(restaurant);
    expect(res.statusCode).toBe(200);
    expect(res.data.date).toBe(TODAY);
    expect(res.data.slots.map((slot) => [slot.slot, slot.capacity, slot.tickets.map((x) => x.id)])).toEqual([
      ['12:30', 30, [first.id, second.id]],
      ['13:00', 30, [late.id]],
    ]);
    expect(res.data.slots[0]!.tickets[0]).toEqual({
      id: first.id,
      ref: first.id.replace(/-/g, '').slice(-8).toUpperCase(),
      status: 'PENDING',
      slot: '12:30',
      time_zone: 'Africa/Lagos',
      employee_first_name: 'Ada',
      items: [{ food_menu: dish.id, name: dish.name, quantity: 2 }],
      notes: [
        ...first.health_conflicts.map((conflict) => `Health conflict: ${conflict}`),
        'Delivery instructions: Gate 2, ask for reception',
      ],
      decline_reason: null,
      created_at: first.created_at,
    });
    expect(first.health_conflicts.length).toBeGreaterThan(0);
    // The same day asked by date; another day is empty.
    expect((await board(restaurant, TODAY)).data).toEqual(res.data);
    expect((await board(restaurant, '2026-03-11')).data).toEqual({ date: '2026-03-11', slots: [] });
    expect(
      (await api.get('/restaurant/tickets', { as: restaurant, unchecked: true, query: { date: 'x' } }))
        .statusCode,
    ).toBe(400);
  });

  it("is the restaurant's only: 401 anonymous, 403 for other roles, 404 for another restaurant's order", async () => {
    const mine = await kitchen();
    const theirs = await kitchen();
    const { company, employee } = await customer();
    const order = await ordered(theirs.dish, employee);
    const rider = await createRider(t);

    expect((await accept(mine.restaurant, order.id)).statusCode).toBe(404);
    expect((await decline(mine.restaurant, order.id, 'No gas')).statusCode).toBe(404);
    expect((await ready(mine.restaurant, '12:30')).data).toEqual({ ready: 0 });
    expect(await statusOf(order.id)).toBe('PENDING');
    expect((await accept(mine.restaurant, '0195a3c2-7b1e-7c3d-9f00-000000000999')).statusCode).toBe(404);

    for (const actor of [admin, company, employee, rider]) {
      expect((await board(actor)).statusCode).toBe(403);
      expect((await accept(actor, order.id)).statusCode).toBe(403);
      expect((await decline(actor, order.id, 'x')).statusCode).toBe(403);
      expect((await ready(actor, '12:30')).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/restaurant/tickets' });
    expect(anonymous.statusCode).toBe(401);
    expect(await statusOf(order.id)).toBe('PENDING');
  });

  it('accepts a pending order (CONFIRMED; again: unchanged); 409 from any other status', async () => {
    const { restaurant, dish } = await kitchen();
    const { employee } = await customer();
    const order = await ordered(dish, employee);

    const accepted = await accept(restaurant, order.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.data).toMatchObject({ id: order.id, status: 'CONFIRMED' });
    const again = await accept(restaurant, order.id);
    expect(again.statusCode).toBe(200);
    expect(again.data).toEqual(accepted.data);
    await t.flushJobs();
    const confirmedMails = t.smtp
      .to(employee.email)
      .filter((mail) => mail.subject === 'Your order is confirmed');
    expect(confirmedMails).toHaveLength(1);

    expect((await setStatus(t.app, admin, order.id, 'OUT_FOR_DELIVERY')).statusCode).toBe(200);
    const late = await accept(restaurant, order.id);
    expect(late.statusCode).toBe(409);
    expect(late.message).toBe('This order is out for delivery; only a pending order can be accepted.');
  });

  it("declines with a reason: refunded to the kobo, the reason on the order and in the employee's email; 409 once out for delivery", async () => {
    const { restaurant, dish } = await kitchen({ name: 'Pepper Pot' });
    const { company, employee } = await customer();
    const order = await ordered(dish, employee);
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 96_000_00, ledger: 96_000_00 });

    // A reason is required (400 naming it), and nothing changes.
    const empty = await decline(restaurant, order.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.errors?.[0]?.path).toBe('reason');
    expect(await statusOf(order.id)).toBe('PENDING');

    const declined = await decline(restaurant, order.id, 'We ran out of pepper soup');
    expect(declined.statusCode).toBe(200);
    expect(declined.data).toMatchObject({ status: 'DECLINED', decline_reason: 'We ran out of pepper soup' });
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 100_000_00, ledger: 100_000_00 });
    const [spend] = await t.database.rows<{ spent: string }>(
      sql`select coalesce(sum(spent_kobo), 0)::text as spent from monthly_spend where employee_id = ${employee.id}`,
    );
    expect(Number(spend!.spent)).toBe(0);
    const mine = await api.get('/orders', { as: employee });
    expect(mine.data.list.find((o) => o.id === order.id)).toMatchObject({
      status: 'DECLINED',
      decline_reason: 'We ran out of pepper soup',
    });
    await t.flushJobs();
    const mail = t.smtp.to(employee.email).find((each) => each.subject === 'Your order is declined');
    expect(mail?.text).toContain('Pepper Pot declined it: "We ran out of pepper soup".');
    expect(mail?.text).toContain('₦4,000.00 went back');

    // Declined already, or out for delivery: 409.
    expect((await decline(restaurant, order.id, 'Again')).statusCode).toBe(409);
    const next = await ordered(dish, employee);
    expect((await setStatus(t.app, admin, next.id, 'OUT_FOR_DELIVERY')).statusCode).toBe(200);
    const tooLate = await decline(restaurant, next.id, 'Too late');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.message).toBe(
      'This order is out for delivery; an order can be declined only until a rider picks it up.',
    );
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 96_000_00, ledger: 96_000_00 });
  });

  it("marks a slot's confirmed orders ready; the rider picks a ready order up; the admin may set READY too", async () => {
    const { restaurant, dish } = await kitchen();
    const { company, employee } = await customer();
    const a = await ordered(dish, employee, '12:30');
    const b = await ordered(dish, employee, '12:30');
    const pending = await ordered(dish, employee, '12:30');
    const later = await ordered(dish, employee, '13:00');
    for (const order of [a, b, later]) expect((await accept(restaurant, order.id)).statusCode).toBe(200);
    const money = await walletAndLedger(t, company.id);

    const res = await ready(restaurant, '12:30');
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ ready: 2 });
    expect(res.message).toBe('2 orders ready for pickup');
    expect([
      await statusOf(a.id),
      await statusOf(b.id),
      await statusOf(pending.id),
      await statusOf(later.id),
    ]).toEqual(['READY', 'READY', 'PENDING', 'CONFIRMED']);
    // READY holds the money like CONFIRMED: nothing moved.
    expect(await walletAndLedger(t, company.id)).toEqual(money);
    expect((await ready(restaurant, '12:30')).data).toEqual({ ready: 0 });
    const bad = await api.post('/restaurant/tickets/ready', {
      as: restaurant,
      unchecked: true,
      body: { date: TODAY, slot: '25:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors?.[0]?.path).toBe('slot');

    // A rider is given the ready order (dispatch counts it as carried) and picks it up.
    const rider = await createRider(t);
    const assigned = await api.patch('/admin/dispatch', {
      as: admin,
      body: { orderIds: [a.id], riderId: rider.id },
    });
    expect(assigned.data).toEqual({ assigned: 1, refused: [] });
    const picked = await api.post('/rider/orders/:id/picked-up', { as: rider, params: { id: a.id } });
    expect(picked.statusCode).toBe(200);
    expect(picked.data.status).toBe('OUT_FOR_DELIVERY');
    expect(picked.data.picked_up_at).not.toBeNull();

    // The platform admin's status change and bulk change take READY; no money moves.
    const one = await setStatus(t.app, admin, pending.id, 'READY');
    expect(one.statusCode).toBe(200);
    expect(one.data.status).toBe('READY');
    const bulk = await api.patch('/orders/bulk-status', {
      as: admin,
      body: { orderIds: [later.id, b.id], newStatus: 'READY' },
    });
    expect(bulk.data.updated.map((o) => o.status)).toEqual(['READY', 'READY']);
    expect(await walletAndLedger(t, company.id)).toEqual(money);
  });
});
