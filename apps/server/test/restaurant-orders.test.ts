import { orderRef } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.js';
import { deliveryTestbed } from './helpers/delivery-testbed.js';
import {
  type Actor,
  createCompany,
  createEmployee,
  createMenuItem,
  createRestaurant,
  walletAndLedger,
} from './helpers/factories.js';
import { setStatus } from './orders-helpers.js';

/**
 * Ordering from restaurants (issue 30): every dish of an order from one restaurant, a restaurant
 * not offered for the day or not serving the address's zone refused, the restaurant's capacity per
 * slot held like a dish's portions (given back on decline or cancel), and the kitchen documents
 * scoped to a restaurant. The clock: Tuesday 10 March 2026, 10:00 in Lagos; orders for 12:30 that day.
 */

const TODAY = '2026-03-10';

describe('ordering from restaurants', () => {
  const bed = deliveryTestbed();
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = bed.app());
  });
  afterEach(async () => {
    await t.database.rows(sql`delete from delivery_zones`);
  });

  /** A restaurant with one ₦2,000 dish. */
  async function restaurantWithDish(options: Parameters<typeof createRestaurant>[1] = {}) {
    const restaurant = await createRestaurant(t, { cuisines: ['Lebanese', 'Grill'], ...options });
    const dish = await createMenuItem(t, { restaurantId: restaurant.restaurantId, priceKobo: 2_000_00 });
    return { restaurant, dish };
  }
  const line = (dish: { id: string }) => ({ food_menu: dish.id, quantity: 1 });

  /** A delivery zone holding one area of Lagos (the employees' addresses are in Ikeja). */
  async function zone(name: string, area: string) {
    const [row] = await t.database.rows<{ id: string }>(sql`
      insert into delivery_zones (id, name, delivery_fee_kobo) values (gen_random_uuid(), ${name}, 0) returning id`);
    await t.database.rows(sql`
      insert into delivery_zone_areas (area_key, zone_id, state, area) values (area_key('Lagos', ${area}), ${row!.id}, 'Lagos', ${area})`);
    return row!.id;
  }

  const slotOrders = async (restaurantId: string, slot = '12:30') => {
    const [row] = await t.database.rows<{ orders: number }>(sql`
      select orders from restaurant_slot_orders
      where restaurant_id = ${restaurantId} and delivery_date = ${TODAY} and delivery_slot = ${slot}`);
    return row?.orders ?? 0;
  };

  it('an order holds dishes from one restaurant: 409 naming them, nothing charged; the order carries its restaurant', async () => {
    const { company, employee } = await bed.staffed();
    const a = await restaurantWithDish({ name: 'Suya Spot' });
    const b = await restaurantWithDish({ name: 'Amala Place' });
    const before = await walletAndLedger(t, company.id);

    const mixed = await bed.order(employee, [line(a.dish), line(b.dish)], TODAY, '12:30');
    expect(mixed.statusCode).toBe(409);
    expect(mixed.message).toBe(
      'An order holds dishes from one restaurant: Suya Spot, Amala Place. Place one order per restaurant.',
    );
    expect(await walletAndLedger(t, company.id)).toEqual(before);
    const [none] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where employee_id = ${employee.id}`,
    );
    expect(none!.n).toBe(0);

    const placed = await bed.order(employee, [line(a.dish)], TODAY, '12:30');
    expect(placed.statusCode).toBe(200);
    expect(placed.data.restaurant).toEqual({
      id: a.restaurant.restaurantId,
      name: 'Suya Spot',
      cuisines: ['Lebanese', 'Grill'],
    });
    expect(placed.data.decline_reason).toBeNull();
    const [row] = await t.database.rows<{ restaurant_id: string }>(
      sql`select restaurant_id from orders where id = ${placed.data.id}`,
    );
    expect(row!.restaurant_id).toBe(a.restaurant.restaurantId);
    // Read back, the order carries it too; the platform's own dishes are the platform kitchen's.
    const mine = await bed.api.get('/orders', { as: employee });
    expect(mine.data.list[0]?.restaurant).toEqual(placed.data.restaurant);
    const platformDish = await createMenuItem(t, { priceKobo: 2_000_00 });
    const own = await bed.order(employee, [line(platformDish)], TODAY, '13:00');
    expect(own.data.restaurant.name).toBe('Platform kitchen');
  });

  it('a restaurant suspended, closed that week day or past its own cut-off is not offered: 409 naming it', async () => {
    const { employee } = await bed.staffed();
    const suspended = await restaurantWithDish({ name: 'Closed Kitchen', state: 'SUSPENDED' });
    const res = await bed.order(employee, [line(suspended.dish)], TODAY, '12:30');
    expect(res.statusCode).toBe(409);
    expect(res.message).toBe('Closed Kitchen is not taking orders.');

    const mondays = await restaurantWithDish({ name: 'Monday Grill', openingDays: ['MON'] });
    const closed = await bed.order(employee, [line(mondays.dish)], TODAY, '12:30');
    expect(closed.statusCode).toBe(409);
    expect(closed.message).toMatch(/^Monday Grill does not cook on Tuesdays/);

    // Its own cut-off, 09:30 in Lagos, has passed at 10:00; the platform's (10:30) has not.
    const early = await restaurantWithDish({ name: 'Early Kitchen', orderCutoffMinutes: 9 * 60 + 30 });
    const late = await bed.order(employee, [line(early.dish)], TODAY, '12:30');
    expect(late.statusCode).toBe(409);
    expect(late.message).toMatch(/^Early Kitchen stopped taking orders for Tue 10 Mar 2026 at 09:30/);
    // Tomorrow it is offered again.
    expect((await bed.order(employee, [line(early.dish)], '2026-03-11', '12:30')).statusCode).toBe(200);
  });

  it("a restaurant that lists zones delivers only to them: 409 naming it and the address's zone", async () => {
    const mainland = await zone('Mainland', 'Ikeja');
    const island = await zone('Island', 'Lekki');
    const { employee } = await bed.staffed();
    const islandOnly = await restaurantWithDish({ name: 'Island Bites', zoneIds: [island] });
    const refused = await bed.order(employee, [line(islandOnly.dish)], TODAY, '12:30');
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toBe(
      'Island Bites does not deliver to Mainland. Choose dishes of a restaurant that does, or another address.',
    );
    const both = await restaurantWithDish({ zoneIds: [island, mainland] });
    expect((await bed.order(employee, [line(both.dish)], TODAY, '12:30')).statusCode).toBe(200);
    // No zones listed: it serves every address.
    const everywhere = await restaurantWithDish();
    expect((await bed.order(employee, [line(everywhere.dish)], TODAY, '12:30')).statusCode).toBe(200);
  });

  it("holds the restaurant's capacity per slot; a decline or cancellation gives the place back, taking it again can be refused", async () => {
    const { restaurant, dish } = await restaurantWithDish({ name: 'Small Pot', slotCapacity: 2 });
    const staffed = await Promise.all([bed.staffed(), bed.staffed(), bed.staffed(), bed.staffed()]);
    const order = (i: number, slot = '12:30') => bed.order(staffed[i]!.employee, [line(dish)], TODAY, slot);

    const first = await order(0);
    const second = await order(1);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const before = await walletAndLedger(t, staffed[2]!.company.id);
    const full = await order(2);
    expect(full.statusCode).toBe(409);
    expect(full.message).toBe('Small Pot is full for the 12:30 slot on Tue 10 Mar 2026.');
    expect(await walletAndLedger(t, staffed[2]!.company.id)).toEqual(before);
    expect(await slotOrders(restaurant.restaurantId)).toBe(2);
    // Another slot has its own capacity.
    expect((await order(2, '13:00')).statusCode).toBe(200);

    // Declined: the place is given back and taken by the next order.
    expect((await setStatus(t.app, admin, first.data.id, 'DECLINED')).statusCode).toBe(200);
    expect(await slotOrders(restaurant.restaurantId)).toBe(1);
    expect((await order(3)).statusCode).toBe(200);
    expect(await slotOrders(restaurant.restaurantId)).toBe(2);

    // Back out of DECLINED while the slot is full: refused, nothing moves.
    const back = await setStatus(t.app, admin, first.data.id, 'PENDING');
    expect(back.statusCode).toBe(409);
    expect(back.message).toBe('Small Pot is full for the 12:30 slot on Tue 10 Mar 2026.');
    expect(await walletAndLedger(t, staffed[0]!.company.id)).toEqual({
      wallet: 100_000_00,
      ledger: 100_000_00,
    });

    // Cancelled by the employee: given back; then the declined order may come back.
    const cancel = await bed.api.post('/orders/:id/cancel', {
      as: staffed[1]!.employee,
      params: { id: second.data.id },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await slotOrders(restaurant.restaurantId)).toBe(1);
    expect((await setStatus(t.app, admin, first.data.id, 'PENDING')).statusCode).toBe(200);
    expect(await slotOrders(restaurant.restaurantId)).toBe(2);
    expect(await walletAndLedger(t, staffed[0]!.company.id)).toEqual({
      wallet: 98_000_00,
      ledger: 98_000_00,
    });
  });

  it('a capacity given later counts the orders the slot already holds', async () => {
    const { restaurant, dish } = await restaurantWithDish({ name: 'Late Limit' });
    const staffed = await Promise.all([bed.staffed(), bed.staffed(), bed.staffed()]);
    const order = (i: number) => bed.order(staffed[i]!.employee, [line(dish)], TODAY, '12:30');
    expect([(await order(0)).statusCode, (await order(1)).statusCode]).toEqual([200, 200]);
    expect(await slotOrders(restaurant.restaurantId)).toBe(0); // no capacity: no counter

    const set = await bed.api.patch('/restaurant/profile', { as: restaurant, body: { slot_capacity: 2 } });
    expect(set.statusCode, set.body).toBe(200);
    expect(await slotOrders(restaurant.restaurantId)).toBe(2);
    const full = await order(2);
    expect(full.statusCode).toBe(409);
    expect(full.message).toBe('Late Limit is full for the 12:30 slot on Tue 10 Mar 2026.');
  });

  it("kitchen documents: a restaurant gets its own orders only; the admin every restaurant's, or one's with restaurant_id", async () => {
    const a = await restaurantWithDish({ name: 'Kitchen A' });
    const b = await restaurantWithDish({ name: 'Kitchen B' });
    const { employee } = await bed.staffed();
    const ofA = await bed.order(employee, [line(a.dish)], TODAY, '12:30');
    const ofB = await bed.order(employee, [line(b.dish)], TODAY, '13:00');
    expect([ofA.statusCode, ofB.statusCode]).toEqual([200, 200]);
    const refs = (sheet: { deliveries: { order_id: string }[] }) => sheet.deliveries.map((d) => d.order_id);

    const own = await bed.api.get('/kitchen', { as: a.restaurant, query: { date: TODAY } });
    expect(own.statusCode).toBe(200);
    expect(refs(own.data)).toEqual([ofA.data.id]);
    expect(own.data.deliveries[0]).toMatchObject({ restaurant: 'Kitchen A', status: 'PENDING' });
    expect(own.data.dishes).toEqual([{ food_menu: a.dish.id, name: a.dish.name, quantity: 1 }]);
    // Another restaurant's id: 404; its own: the same sheet.
    const foreign = await bed.api.get('/kitchen', {
      as: a.restaurant,
      query: { date: TODAY, restaurant_id: b.restaurant.restaurantId },
    });
    expect(foreign.statusCode).toBe(404);
    const named = await bed.api.get('/kitchen', {
      as: a.restaurant,
      query: { date: TODAY, restaurant_id: a.restaurant.restaurantId },
    });
    expect(named.data).toEqual(own.data);

    const csv = await bed.api.get('/kitchen/csv', { as: a.restaurant, query: { date: TODAY } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(orderRef(ofA.data.id));
    expect(csv.body).not.toContain(orderRef(ofB.data.id));
    expect(csv.body).toContain('"Kitchen A"');
    const labels = await bed.api.get('/kitchen/labels.pdf', { as: a.restaurant, query: { date: TODAY } });
    expect(labels.statusCode).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');

    // The admin: every restaurant's (each delivery names its restaurant), or one restaurant's.
    const all = await bed.api.get('/kitchen', { as: admin, query: { date: TODAY } });
    expect(refs(all.data)).toEqual(expect.arrayContaining([ofA.data.id, ofB.data.id]));
    expect(all.data.deliveries.find((d) => d.order_id === ofB.data.id)?.restaurant).toBe('Kitchen B');
    const onlyB = await bed.api.get('/kitchen', {
      as: admin,
      query: { date: TODAY, restaurant_id: b.restaurant.restaurantId },
    });
    expect(refs(onlyB.data)).toEqual([ofB.data.id]);
    const onlyBCsv = await bed.api.get('/kitchen/csv', {
      as: admin,
      query: { date: TODAY, restaurant_id: b.restaurant.restaurantId },
    });
    expect(onlyBCsv.body).not.toContain(orderRef(ofA.data.id));
    const unknown = await bed.api.get('/kitchen', {
      as: admin,
      query: { date: TODAY, restaurant_id: '0195a3c2-7b1e-7c3d-9f00-000000000999' },
    });
    expect(unknown.statusCode).toBe(404);
    const badId = await bed.api.get('/kitchen', {
      as: admin,
      unchecked: true,
      query: { date: TODAY, restaurant_id: 'nope' },
    });
    expect(badId.statusCode).toBe(400);
    // Other roles: 403.
    expect((await bed.api.get('/kitchen', { as: employee })).statusCode).toBe(403);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'a restaurant slot under concurrency (PostgreSQL)',
  () => {
    const bed = deliveryTestbed();

    it('capacity 5, 20 employees checking out at once: exactly 5 orders, 15 refused, counters, wallet and ledger exact', async () => {
      const { t } = bed.app();
      const restaurant = await createRestaurant(t, { name: 'Busy Pot', slotCapacity: 5 });
      const dish = await createMenuItem(t, { restaurantId: restaurant.restaurantId, priceKobo: 2_000_00 });
      const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 100_000_00 });
      const staff = await Promise.all(Array.from({ length: 20 }, () => createEmployee(t, company.id)));

      const answers = await Promise.all(
        staff.map((employee) => bed.order(employee, [{ food_menu: dish.id, quantity: 1 }], TODAY, '12:30')),
      );
      const codes = answers.map((res) => res.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(5);
      expect(codes.filter((code) => code === 409)).toHaveLength(15);
      for (const res of answers.filter((answer) => answer.statusCode === 409)) {
        expect(res.message).toBe('Busy Pot is full for the 12:30 slot on Tue 10 Mar 2026.');
      }
      const [counts] = await t.database.rows<{ slot: number; orders: number; charges: number }>(sql`
      select
        (select orders from restaurant_slot_orders where restaurant_id = ${restaurant.restaurantId}
          and delivery_date = ${TODAY} and delivery_slot = '12:30') as slot,
        (select count(*)::int from orders where restaurant_id = ${restaurant.restaurantId}) as orders,
        (select count(*)::int from ledger where company_id = ${company.id} and type = 'order_charge') as charges`);
      expect(counts).toEqual({ slot: 5, orders: 5, charges: 5 });
      expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 90_000_00, ledger: 90_000_00 });
      const [spend] = await t.database.rows<{ spent: string }>(sql`
      select coalesce(sum(spent_kobo), 0)::text as spent from monthly_spend
      where employee_id in (select account_id from employees where company_id = ${company.id})`);
      expect(Number(spend!.spent)).toBe(10_000_00);
    });
  },
);
