import type { RateOrderInput } from '@lunch/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { employees, menuItems } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
} from './helpers/factories.js';
import { moneyState, placeOrder, setStatus } from './orders-helpers.js';

// Tuesday 10 March 2026, 10:00 in Lagos: before the default 10:30 cut-off.
const TUESDAY_10_00_LAGOS = '2026-03-10T09:00:00Z';

describe('favourites, order again and ratings', () => {
  const clock = testClock(new Date(TUESDAY_10_00_LAGOS));
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await buildTestApp({ clock, smtp: false });
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set(TUESDAY_10_00_LAGOS));
  const api = testApi(() => t);
  /** POST /api/orders/:id/reorder as an actor. */
  const reorder = (actor: Actor, id: string) =>
    api.post('/orders/:id/reorder', { as: actor, params: { id } });
  /** POST /api/orders/:id/rating as an actor. */
  const rate = (actor: Actor, id: string, body: RateOrderInput) =>
    api.post('/orders/:id/rating', { as: actor, params: { id }, body });

  async function staffed() {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 100_000_00 });
    const employee = await createEmployee(t, company.id);
    return { company, employee };
  }

  it('an employee hearts and un-hearts dishes; the menu carries the heart and filters by it', async () => {
    const { employee } = await staffed();
    const other = await createEmployee(t, (await createCompany(t)).id);
    const liked = await createMenuItem(t);
    const plain = await createMenuItem(t);

    const heart = (actor: Actor, id: string) =>
      api.put('/food-menu/:id/favourite', { as: actor, params: { id } });
    const unheart = (actor: Actor, id: string) =>
      api.delete('/food-menu/:id/favourite', { as: actor, params: { id } });
    const put = await heart(employee, liked.id);
    expect(put.statusCode).toBe(200);
    expect(put.data).toEqual({ food_menu: liked.id, favourite: true });
    expect((await heart(employee, liked.id)).statusCode).toBe(200);

    const favourites = (
      await api.get('/food-menu', { as: employee, query: { favourites: 'true', limit: 50 } })
    ).data;
    expect(favourites.list.map((item) => item.id)).toEqual([liked.id]);
    expect(favourites.list[0]?.favourite).toBe(true);
    const all = (await api.get('/food-menu', { as: employee, query: { limit: 50 } })).data.list;
    expect(all.find((item) => item.id === plain.id)?.favourite).toBe(false);
    // Hearts are the employee's own.
    const theirs = (await api.get('/food-menu/:id', { as: other, params: { id: liked.id } })).data;
    expect(theirs.favourite).toBe(false);

    expect((await unheart(employee, liked.id)).data.favourite).toBe(false);
    expect((await unheart(employee, liked.id)).statusCode).toBe(200);
    expect((await api.get('/food-menu', { as: employee, query: { favourites: 'true' } })).data.list).toEqual(
      [],
    );
  });

  it('favourites: unknown dish 404, bad id 400, admins and companies 403', async () => {
    const { employee, company } = await staffed();
    const item = await createMenuItem(t);
    const heart = (actor: Actor, id: string) =>
      api.put('/food-menu/:id/favourite', { as: actor, params: { id } });
    expect((await heart(employee, '0190a0a0-0000-7000-8000-000000000000')).statusCode).toBe(404);
    const bad = await heart(employee, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toMatch(/id/);
    expect((await heart(admin, item.id)).statusCode).toBe(403);
    expect((await heart(company, item.id)).statusCode).toBe(403);
  });

  it("order again places the same lines at today's prices for the next open date, charged like any order", async () => {
    const { company, employee } = await staffed();
    const rice = await createMenuItem(t, { priceKobo: 1_000_00 });
    const soup = await createMenuItem(t, { priceKobo: 500_00 });
    const first = await placeOrder(t.app, employee, [
      { food_menu: rice.id, quantity: 2 },
      { food_menu: soup.id, quantity: 1 },
    ]);
    expect(first.statusCode).toBe(200);
    const before = await moneyState(t, company.id, employee.id);
    // The price changes; the cut-off for today passes, so the next open date is tomorrow.
    await t.db.update(menuItems).set({ priceKobo: 1_200_00 }).where(eq(menuItems.id, rice.id));
    clock.set('2026-03-10T10:00:00Z');

    const again = await reorder(employee, first.data.id);
    expect(again.statusCode).toBe(200);
    const order = again.data;
    expect(order.delivery_date).toBe('2026-03-11');
    expect(order.total_amount).toBe('2900.00');
    expect(order.items.map((i) => [i.food_menu, i.quantity]).sort()).toEqual(
      [
        [rice.id, 2],
        [soup.id, 1],
      ].sort(),
    );
    const after = await moneyState(t, company.id, employee.id);
    expect(after.wallet).toBe(before.wallet - 2_900_00);
    expect(after.orders).toBe(before.orders + 1);
  });

  it("order again: someone else's order is 404, a rule refusing is 409 and changes nothing", async () => {
    const { employee } = await staffed();
    const other = await staffed();
    const item = await createMenuItem(t, { priceKobo: 1_000_00 });
    const mine = (await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }])).data;
    expect((await reorder(other.employee, mine.id)).statusCode).toBe(404);
    expect((await reorder(admin, mine.id)).statusCode).toBe(403);

    await api.patch('/food-menu', { as: admin, body: { foodMenuId: item.id, available: false } });
    const before = await moneyState(t, await companyOf(employee), employee.id);
    const refused = await reorder(employee, mine.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toMatch(/Not available/);
    expect(await moneyState(t, await companyOf(employee), employee.id)).toEqual(before);
  });

  async function companyOf(employee: Actor) {
    const [row] = await t.db.select().from(employees).where(eq(employees.accountId, employee.id));
    return row!.companyId;
  }

  it('ratings: only the owner, only once delivered or confirmed; rating again replaces; dishes carry the average', async () => {
    const { employee } = await staffed();
    const other = await staffed();
    const item = await createMenuItem(t, { priceKobo: 1_000_00 });
    const unrated = await createMenuItem(t, { priceKobo: 1_000_00 });
    const order = (await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }])).data;
    const theirs = (await placeOrder(t.app, other.employee, [{ food_menu: item.id, quantity: 1 }])).data;

    const pending = await rate(employee, order.id, { stars: 5 });
    expect(pending.statusCode).toBe(409);
    expect(pending.message).toMatch(/delivered or confirmed/);

    expect((await setStatus(t.app, admin, order.id, 'DELIVERED')).statusCode).toBe(200);
    expect((await setStatus(t.app, admin, theirs.id, 'CONFIRMED')).statusCode).toBe(200);
    expect((await rate(other.employee, order.id, { stars: 1 })).statusCode).toBe(404);
    expect((await rate(admin, order.id, { stars: 1 })).statusCode).toBe(403);

    for (const [payload, field] of [
      [{ stars: 0 }, /Stars/],
      [{ stars: 6 }, /Stars/],
      [{ stars: 4.5 }, /Stars/],
      [{}, /Stars/],
      [{ stars: 4, comment: 'x'.repeat(501) }, /500/],
      [{ stars: 4, extra: true }, /extra|Unrecognized/i],
    ] as const) {
      const res = await api.post('/orders/:id/rating', {
        as: employee,
        unchecked: true,
        params: { id: order.id },
        body: payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.message).toMatch(field);
    }

    const first = await rate(employee, order.id, { stars: 2, comment: 'Cold on arrival' });
    expect(first.statusCode).toBe(200);
    expect(first.data).toMatchObject({ order_id: order.id, stars: 2, comment: 'Cold on arrival' });
    const replaced = await rate(employee, order.id, { stars: 4, comment: 'Better warmed up' });
    expect(replaced.data.stars).toBe(4);
    expect((await rate(other.employee, theirs.id, { stars: 5 })).statusCode).toBe(200);

    const listed = (await api.get('/orders', { as: employee, query: { limit: 50 } })).data.list;
    expect(listed.find((o) => o.id === order.id)?.rating).toMatchObject({
      stars: 4,
      comment: 'Better warmed up',
    });

    const dish = (await api.get('/food-menu/:id', { as: admin, params: { id: item.id } })).data;
    expect(dish.rating).toEqual({ average: 4.5, count: 2 });
    expect((await api.get('/food-menu/:id', { as: admin, params: { id: unrated.id } })).data.rating).toEqual({
      average: null,
      count: 0,
    });

    const comments = (await api.get('/food-menu/:id/comments', { as: admin, params: { id: item.id } })).data;
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ stars: 4, comment: 'Better warmed up' });
    expect(
      (await api.get('/food-menu/:id/comments', { as: employee, params: { id: item.id } })).statusCode,
    ).toBe(403);

    const sorted = (await api.get('/food-menu', { as: employee, query: { sort: 'rating', limit: 100 } })).data
      .list;
    const ids = sorted.map((row) => row.id);
    expect(ids.indexOf(item.id)).toBeLessThan(ids.indexOf(unrated.id));
    expect(sorted[0]?.rating.average).toBe(4.5);
    expect(
      (await api.get('/food-menu', { as: employee, unchecked: true, query: { sort: 'best' } })).statusCode,
    ).toBe(400);
  });

  it("ratings given at once keep each dish's count and average exact", async () => {
    const { employee } = await staffed();
    const item = await createMenuItem(t, { priceKobo: 1_000_00 });
    const side = await createMenuItem(t, { priceKobo: 500_00 });
    const order = (
      await placeOrder(t.app, employee, [
        { food_menu: item.id, quantity: 2 },
        { food_menu: side.id, quantity: 1 },
      ])
    ).data;
    expect((await setStatus(t.app, admin, order.id, 'DELIVERED')).statusCode).toBe(200);

    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 1, 2, 3, 4, 5].map((stars) => rate(employee, order.id, { stars })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const kept = (await api.get('/orders', { as: employee, query: { limit: 50 } })).data.list.find(
      (o) => o.id === order.id,
    )?.rating?.stars;
    for (const dish of [item, side]) {
      expect((await api.get('/food-menu/:id', { as: admin, params: { id: dish.id } })).data.rating).toEqual({
        average: kept,
        count: 1,
      });
    }
  });
});
