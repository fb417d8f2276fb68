import { PLATFORM_KITCHEN_ID } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.js';
import { deliveryTestbed } from './helpers/delivery-testbed.js';
import { type Actor, createMenuItem, createRestaurant } from './helpers/factories.js';

/**
 * A restaurant's menu through the same `/food-menu…` routes (issue 30): scoped to its own dishes,
 * the platform admin's reach over every dish, the employee's filters by restaurant and cuisine, and
 * the offering rule (suspended, a day it does not cook, its own cut-off passed). The clock: Tuesday
 * 10 March 2026, 10:00 in Lagos; the platform's cut-off 10:30, so the day browsed is today.
 */
describe("restaurants' menus", () => {
  const { api, app, clock, staffed } = deliveryTestbed();
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = app());
  });

  const dishForm = (name: string, extra: Record<string, string> = {}) => {
    const body = new FormData();
    for (const [key, value] of Object.entries({
      name,
      description: 'Pounded yam with egusi soup',
      price: '2500',
      categories: 'Main Course',
      ...extra,
    })) {
      body.append(key, value);
    }
    return body;
  };
  const create = (as: Actor, name: string, extra?: Record<string, string>) =>
    api.post('/food-menu/new', { as, body: dishForm(name, extra) });
  const edit = (as: Actor, id: string, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    return api.patch('/food-menu/:id', { as, params: { id }, body });
  };
  const switchTo = (as: Actor, foodMenuId: string, available: boolean) =>
    api.patch('/food-menu', { as, body: { foodMenuId, available } });
  const listAs = async (as: Actor, query: Record<string, string> = {}) =>
    (await api.get('/food-menu', { as, query: { limit: 100, ...query } })).data.list;
  const ids = (list: { id: string }[]) => list.map((item) => item.id).sort();

  it('a restaurant creates, lists, edits and switches off only its own dishes: 404 for another’s', async () => {
    const mine = await createRestaurant(t, { cuisines: ['Yoruba'] });
    const theirs = await createRestaurant(t);
    const theirDish = await createMenuItem(t, { restaurantId: theirs.restaurantId });

    const created = await create(mine, 'Amala and ewedu');
    expect(created.statusCode).toBe(200);
    const mineId = created.data.id;
    const off = await createMenuItem(t, { restaurantId: mine.restaurantId, available: false });

    const listed = await listAs(mine);
    expect(ids(listed)).toEqual([mineId, off.id].sort());
    expect(listed.find((item) => item.id === mineId)?.restaurant).toEqual({
      id: mine.restaurantId,
      name: mine.name,
      cuisines: ['Yoruba'],
    });

    expect((await edit(mine, mineId, { price: '3000' })).data.price).toBe('3000.00');
    expect((await switchTo(mine, mineId, false)).data.available).toBe(false);

    expect((await edit(mine, theirDish.id, { price: '1' })).statusCode).toBe(404);
    expect((await switchTo(mine, theirDish.id, false)).statusCode).toBe(404);
    expect((await api.get('/food-menu/:id', { as: mine, params: { id: theirDish.id } })).statusCode).toBe(
      404,
    );
    const [untouched] = await t.database.rows<{ price: string; available: boolean }>(sql`
      select price_kobo::text as price, available from menu_items where id = ${theirDish.id}`);
    expect(untouched).toEqual({ price: String(theirDish.priceKobo), available: true });

    const elsewhere = await create(mine, 'Not mine to place', { restaurant_id: theirs.restaurantId });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.errors?.[0]?.path).toBe('restaurant_id');
    // Its own dishes' comments, never another's.
    const comments = await api.get('/food-menu/:id/comments', { as: mine, params: { id: mineId } });
    expect(comments.statusCode).toBe(200);
    expect(comments.data).toEqual([]);
    expect(
      (await api.get('/food-menu/:id/comments', { as: mine, params: { id: theirDish.id } })).statusCode,
    ).toBe(404);
  });

  it('the platform admin lists and edits any dish, and creates one for a restaurant or the platform’s kitchen', async () => {
    const restaurant = await createRestaurant(t);
    const dish = await createMenuItem(t, { restaurantId: restaurant.restaurantId });

    expect((await switchTo(admin, dish.id, false)).data.available).toBe(false);
    expect((await edit(admin, dish.id, { name: 'Renamed by the platform' })).data.name).toBe(
      'Renamed by the platform',
    );
    expect(ids(await listAs(admin, { restaurant_id: restaurant.restaurantId }))).toEqual([dish.id]);

    const forIt = await create(admin, 'Ofada rice', { restaurant_id: restaurant.restaurantId });
    expect(forIt.statusCode).toBe(200);
    const kitchen = await create(admin, 'Platform moi moi');
    const unknown = await create(admin, 'Nowhere', { restaurant_id: '0190a0b0-0000-7000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.errors?.[0]?.path).toBe('restaurant_id');
    const [rows] = await t.database.rows<{ for_it: string; kitchen: string }>(sql`
      select (select restaurant_id::text from menu_items where id = ${forIt.data.id}) as for_it,
        (select restaurant_id::text from menu_items where id = ${kitchen.data.id}) as kitchen`);
    expect(rows).toEqual({ for_it: restaurant.restaurantId, kitchen: PLATFORM_KITCHEN_ID });
    expect(ids(await listAs(restaurant))).toEqual([dish.id, forIt.data.id].sort());
  });

  it('an employee filters the menu by restaurant and by cuisine (case ignored)', async () => {
    const lebanese = await createRestaurant(t, { cuisines: ['Lebanese', 'Grill'] });
    const nigerian = await createRestaurant(t, { cuisines: ['Nigerian'] });
    const shawarma = await createMenuItem(t, { restaurantId: lebanese.restaurantId });
    const suya = await createMenuItem(t, { restaurantId: nigerian.restaurantId });
    const { employee } = await staffed();

    expect(ids(await listAs(employee, { restaurant_id: lebanese.restaurantId }))).toEqual([shawarma.id]);
    const grilled = ids(await listAs(employee, { cuisine: 'gRILL' }));
    expect(grilled).toContain(shawarma.id);
    expect(grilled).not.toContain(suya.id);
    expect(
      ids(await listAs(employee, { cuisine: 'Nigerian', restaurant_id: lebanese.restaurantId })),
    ).toEqual([]);
    const page = await api.get('/food-menu', {
      as: employee,
      query: { restaurant_id: nigerian.restaurantId },
    });
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]?.restaurant).toEqual({
      id: nigerian.restaurantId,
      name: nigerian.name,
      cuisines: ['Nigerian'],
    });
  });

  it('an employee is offered only restaurants open on the day browsed and before their own cut-off', async () => {
    const restaurant = await createRestaurant(t);
    const dish = await createMenuItem(t, { restaurantId: restaurant.restaurantId });
    const { employee } = await staffed();
    const offered = async (query: Record<string, string> = {}) =>
      ids(await listAs(employee, { restaurant_id: restaurant.restaurantId, ...query }));
    const hours = (body: Record<string, unknown>) =>
      api.patch('/restaurant/profile', { as: restaurant, body });

    expect(await offered()).toEqual([dish.id]);

    // Closed on Tuesdays: not today, but on Wednesday.
    expect((await hours({ opening_days: ['MON', 'WED'] })).statusCode).toBe(200);
    expect(await offered()).toEqual([]);
    expect(await offered({ delivery_date: '2026-03-11' })).toEqual([dish.id]);
    await hours({ opening_days: [] });
    expect(await offered()).toEqual([dish.id]);

    // Its own cut-off, 10:15: offered at 10:00 (the page is kept), gone from 10:15 without any write.
    await hours({ order_cutoff: '10:15' });
    expect(await offered()).toEqual([dish.id]);
    clock.set('2026-03-10T09:14:59Z');
    expect(await offered()).toEqual([dish.id]);
    clock.set('2026-03-10T09:15:00Z');
    expect(await offered()).toEqual([]);
    // Tomorrow its cut-off has not passed.
    expect(await offered({ delivery_date: '2026-03-11' })).toEqual([dish.id]);
    // The admin still sees the dish.
    expect(ids(await listAs(admin, { restaurant_id: restaurant.restaurantId }))).toEqual([dish.id]);
    await hours({ order_cutoff: null });
    expect(await offered()).toEqual([dish.id]);

    // Renamed by the platform admin: the employee's next page shows the new name at once.
    const renamed = `Renamed ${Date.now()}`;
    await api.patch('/admin/restaurants/:id', {
      as: admin,
      params: { id: restaurant.restaurantId },
      body: { name: renamed },
    });
    expect((await listAs(employee, { restaurant_id: restaurant.restaurantId }))[0]?.restaurant.name).toBe(
      renamed,
    );
  });
});
