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
import { placeOrder } from './orders-helpers.js';

// Tuesday 10 March 2026, 10:00 in Lagos: before the default 10:30 cut-off.
const TUESDAY_10_00_LAGOS = '2026-03-10T09:00:00Z';

/**
 * An employee shown the same menu page again may get it from the server's page cache: whatever
 * changes what that page holds must show on the very next request.
 */
describe('menu pages shown again', () => {
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

  type Filter = { favourites?: 'true' };
  const menu = async (actor: Actor, filter: Filter = {}) => {
    const res = await api.get('/food-menu', { as: actor, query: { limit: 50, ...filter } });
    expect(res.statusCode).toBe(200);
    return res.data.list;
  };
  const names = async (actor: Actor, filter: Filter = {}) =>
    (await menu(actor, filter)).map((item) => item.name);

  it('shows an admin edit, a change made in the database and a switched-off dish at once', async () => {
    const employee = await createEmployee(t, (await createCompany(t)).id);
    const dish = await createMenuItem(t, { name: 'Jollof rice' });
    expect(await names(employee)).toContain('Jollof rice');
    expect(await names(employee)).toContain('Jollof rice');

    const renamed = new FormData();
    renamed.set('name', 'Smoky jollof rice');
    const edit = await api.patch('/food-menu/:id', { as: admin, params: { id: dish.id }, body: renamed });
    expect(edit.statusCode).toBe(200);
    expect(await names(employee)).toContain('Smoky jollof rice');

    await t.db.update(menuItems).set({ name: 'Party jollof rice' }).where(eq(menuItems.id, dish.id));
    expect(await names(employee)).toContain('Party jollof rice');

    const off = await api.patch('/food-menu', { as: admin, body: { foodMenuId: dish.id, available: false } });
    expect(off.statusCode).toBe(200);
    const shown = (await menu(employee)).find((item) => item.id === dish.id);
    expect(shown).toMatchObject({ available: false });
  });

  it("follows the employee's own hearts and health lists, and no one else's", async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id, { allergies: ['shellfish'] });
    const colleague = await createEmployee(t, company.id);
    const prawns = await createMenuItem(t, { name: 'Prawn stew', allergens: ['shellfish'] });
    const beans = await createMenuItem(t, { name: 'Ewa agoyin' });
    expect(await names(employee)).not.toContain('Prawn stew');
    expect(await names(colleague)).toContain('Prawn stew');

    const heart = await api.put('/food-menu/:id/favourite', { as: employee, params: { id: beans.id } });
    expect(heart.statusCode).toBe(200);
    expect((await menu(employee)).find((item) => item.id === beans.id)?.favourite).toBe(true);
    expect((await menu(colleague)).find((item) => item.id === beans.id)?.favourite).toBe(false);
    expect(await names(employee, { favourites: 'true' })).toEqual(['Ewa agoyin']);

    await t.db.update(employees).set({ allergies: [] }).where(eq(employees.accountId, employee.id));
    expect(await names(employee)).toContain('Prawn stew');
    expect(await names(employee, { favourites: 'true' })).toEqual(['Ewa agoyin']);
    expect((await menu(employee)).find((item) => item.id === prawns.id)?.favourite).toBe(false);
  });

  it('counts down the portions left of a dish with a daily limit with every order', async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 100_000_00 });
    const employee = await createEmployee(t, company.id);
    const limited = await createMenuItem(t, { name: 'Amala and ewedu', dailyLimit: 5 });
    const left = async () => (await menu(employee)).find((item) => item.id === limited.id)?.remaining;
    expect(await left()).toBe(5);
    expect((await placeOrder(t.app, employee, [{ food_menu: limited.id, quantity: 2 }])).statusCode).toBe(
      200,
    );
    expect(await left()).toBe(3);
  });
});
