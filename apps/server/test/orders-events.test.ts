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
import { openOrderStream } from './orders-events-client.js';
import { placeOrder, setStatus } from './orders-helpers.js';

describe('order events (Server-Sent Events)', () => {
  let t: TestApp;
  let baseUrl: string;
  let admin: Actor;
  let first: Actor;
  let second: Actor;
  let itemId: string;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const company = await createCompany(t, { walletKobo: 50_000_00 });
    admin = await createAdmin(t);
    first = await createEmployee(t, company.id);
    second = await createEmployee(t, company.id);
    itemId = (await createMenuItem(t, { priceKobo: 1_000_00 })).id;
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  const orderOf = async (actor: Actor) =>
    (await placeOrder(t.app, actor, [{ food_menu: itemId, quantity: 1 }])).data.id;

  it('delivers a status change to its employee and to the admin, and not to another employee', async () => {
    const mine = await orderOf(first);
    const theirs = await orderOf(second);
    const firstStream = await openOrderStream(baseUrl, first);
    const secondStream = await openOrderStream(baseUrl, second);
    const adminStream = await openOrderStream(baseUrl, admin);
    try {
      expect(firstStream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect((await setStatus(t.app, admin, mine, 'CONFIRMED')).statusCode).toBe(200);
      expect(await firstStream.next()).toMatchObject({
        type: 'order.updated',
        order: { id: mine, status: 'CONFIRMED', total_amount: '1000.00', items: [{ quantity: 1 }] },
      });
      expect((await adminStream.next()).order).toMatchObject({ id: mine, status: 'CONFIRMED' });

      expect((await setStatus(t.app, admin, theirs, 'DECLINED')).statusCode).toBe(200);
      // The second employee's first event is their own order: they never heard of the first one.
      expect((await secondStream.next()).order).toMatchObject({ id: theirs, status: 'DECLINED' });
      expect((await adminStream.next()).order).toMatchObject({ id: theirs, status: 'DECLINED' });
      expect(firstStream.events).toHaveLength(1);
    } finally {
      firstStream.close();
      secondStream.close();
      adminStream.close();
    }
  });

  it('tells admins, and no employee, of a new order', async () => {
    const adminStream = await openOrderStream(baseUrl, admin);
    const employeeStream = await openOrderStream(baseUrl, first);
    try {
      const placed = await orderOf(first);
      expect(await adminStream.next()).toMatchObject({
        type: 'order.placed',
        order: { id: placed, status: 'PENDING', total_amount: '1000.00' },
      });
      await expect(employeeStream.next(500)).rejects.toThrow('no order event');
    } finally {
      adminStream.close();
      employeeStream.close();
    }
  });

  it('sends nothing for a refused change', async () => {
    const company = await createCompany(t, { walletKobo: 1_000_00 });
    const employee = await createEmployee(t, company.id);
    const orderId = await orderOf(employee);
    expect((await setStatus(t.app, admin, orderId, 'CANCELLED')).statusCode).toBe(200);
    const stream = await openOrderStream(baseUrl, employee);
    try {
      await orderOf(employee); // spends the refunded wallet again
      expect((await setStatus(t.app, admin, orderId, 'CONFIRMED')).statusCode).toBe(409);
      await expect(stream.next(500)).rejects.toThrow('no order event');
    } finally {
      stream.close();
    }
  });

  it('is only for employees and admins', async () => {
    const company = await createCompany(t);
    expect((await api.get('/orders/events', { as: company })).statusCode).toBe(403);
    expect((await api.get('/orders/events')).statusCode).toBe(401);
  });
});
