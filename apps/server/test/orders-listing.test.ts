import type { OrderStatus } from '@lunch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
} from './helpers/factories.js';
import { placeOrder, setStatus } from './orders-helpers.js';

describe('listing orders and access', () => {
  let t: TestApp;
  let company: Actor;
  let first: Actor;
  let second: Actor;
  let admin: Actor;
  let itemId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await createCompany(t, { walletKobo: 100_000_00 });
    first = await createEmployee(t, company.id);
    second = await createEmployee(t, company.id);
    admin = await createAdmin(t);
    itemId = (await createMenuItem(t, { priceKobo: 1_000_00 })).id;
    for (let i = 1; i <= 3; i++) await placeOrder(t.app, first, [{ food_menu: itemId, quantity: i }]);
    await placeOrder(t.app, second, [{ food_menu: itemId, quantity: 5 }]);
  });
  afterAll(() => t.close());

  const api = testApi(() => t);
  const list = async (
    actor: Actor,
    query: { status?: OrderStatus; limit?: number; page?: number; lastId?: string } = {},
  ) => (await api.get('/orders', { as: actor, query })).data;

  it('an employee sees only their own orders, newest first', async () => {
    const res = await api.get('/orders', { as: first });
    expect(res.statusCode).toBe(200);
    const page = res.data;
    expect(page).toMatchObject({ total: 3, page: 1, limit: 10, lastId: null });
    expect(page.list.map((o) => o.total_amount)).toEqual(['3000.00', '2000.00', '1000.00']);
    expect(page.list.every((o) => o.employee_details?.email === first.email)).toBe(true);
  });

  it('the admin sees every order and can filter by status', async () => {
    const all = await list(admin);
    expect(all.total).toBe(4);
    const target = all.list[0]!.id;
    expect((await setStatus(t.app, admin, target, 'CONFIRMED')).statusCode).toBe(200);
    const confirmed = await list(admin, { status: 'CONFIRMED' });
    expect(confirmed.list.map((o) => o.id)).toEqual([target]);
    expect((await list(second, { status: 'PENDING' })).total).toBe(0);
    const lost = await api.get('/orders', { as: admin, unchecked: true, query: { status: 'LOST' } });
    expect(lost.statusCode).toBe(400);
  });

  it('pages by number and by lastId', async () => {
    const pageOne = await list(first, { limit: 2 });
    expect(pageOne.list).toHaveLength(2);
    expect(pageOne.lastId).toBe(pageOne.list[1]!.id);
    const pageTwo = await list(first, { limit: 2, page: 2 });
    const byKey = await list(first, { limit: 2, lastId: pageOne.lastId! });
    expect(pageTwo.list.map((o) => o.id)).toEqual(byKey.list.map((o) => o.id));
    expect(pageTwo.list).toHaveLength(1);
  });

  it('checks the account type on every call', async () => {
    const orderId = (await list(first)).list[0]!.id;
    expect((await api.get('/orders', { as: company })).statusCode).toBe(403);
    expect((await placeOrder(t.app, company, [{ food_menu: itemId, quantity: 1 }])).statusCode).toBe(403);
    expect((await placeOrder(t.app, admin, [{ food_menu: itemId, quantity: 1 }])).statusCode).toBe(403);
    expect((await setStatus(t.app, company, orderId, 'CANCELLED')).statusCode).toBe(403);
    expect((await setStatus(t.app, first, orderId, 'CANCELLED')).statusCode).toBe(403);
    const anonymous = await api.get('/orders');
    expect(anonymous.statusCode).toBe(401);
    const unchanged = (await list(first)).list[0];
    expect(unchanged?.status).toBe('PENDING');
  });

  it('update-status answers 404 for an unknown order and 400 for a bad status', async () => {
    const unknown = await setStatus(t.app, admin, '0190a6f4-7b1c-7c3e-9b1a-1f2e3d4c5b6a', 'CONFIRMED');
    expect(unknown.statusCode).toBe(404);
    const orderId = (await list(first)).list[0]!.id;
    const bad = await setStatus(t.app, admin, orderId, 'SHIPPED');
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toMatch(/newStatus/);
  });
});
