import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createAdmin, createCompany, createEmployee } from './helpers/factories.js';

describe('admin analytics', () => {
  let t: TestApp;
  let admin: Actor;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const api = testApi(() => t);
  const counts = (actor: Actor = admin) => api.get('/analytics/admin', { as: actor });
  const dailyOrders = (actor: Actor = admin) => api.get('/analytics/admin/daily-orders', { as: actor });
  const placeOrder = (employeeId: string, companyId: string, at: string) =>
    t.db.insert(orders).values({
      employeeId,
      companyId,
      totalKobo: 2_500_00,
      monthKey: at.slice(0, 7),
      deliveryDate: at.slice(0, 10),
      deliverySlot: '12:30',
      createdAt: new Date(at),
    });

  it('counts orders, companies and employees (users = both); admins are not users', async () => {
    const empty = await counts();
    expect(empty.statusCode).toBe(200);
    expect(empty.data).toEqual({ orders: 0, users: 0, employees: 0, companies: 0 });

    const first = await createCompany(t);
    const second = await createCompany(t);
    const a = await createEmployee(t, first.id);
    await createEmployee(t, first.id);
    await createEmployee(t, second.id);
    await createAdmin(t);
    await placeOrder(a.id, first.id, '2026-03-09T12:00:00Z');
    await placeOrder(a.id, first.id, '2026-03-10T08:00:00Z');

    expect((await counts()).data).toEqual({ orders: 2, users: 5, employees: 3, companies: 2 });
  });

  it('is for admins only', async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    for (const actor of [company, employee]) {
      expect((await counts(actor)).statusCode).toBe(403);
      expect((await dailyOrders(actor)).statusCode).toBe(403);
    }
  });

  it('series: orders per day for the last 30 days in the admin time zone, oldest first, quiet days 0', async () => {
    const series = async () => {
      const res = await dailyOrders();
      expect(res.statusCode).toBe(200);
      return res.data;
    };
    const before = await series();
    expect(before).toHaveLength(30);
    expect(before[0]?.date).toBe('2026-02-09');
    expect(before.at(-1)?.date).toBe('2026-03-10');

    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    // Admin time zone is Africa/Lagos (UTC+1): 23:30 UTC on 8 March is already 9 March there.
    await placeOrder(employee.id, company.id, '2026-03-08T23:30:00Z');
    await placeOrder(employee.id, company.id, '2026-03-10T08:59:00Z');
    await placeOrder(employee.id, company.id, '2026-02-09T10:00:00Z'); // the first day of the window
    await placeOrder(employee.id, company.id, '2026-02-08T10:00:00Z'); // before the window
    await placeOrder(employee.id, company.id, '2026-03-10T23:30:00Z'); // tomorrow in Lagos

    const after = await series();
    const added = Object.fromEntries(
      after.map((point, i) => [point.date, point.value - (before[i]?.value ?? 0)]).filter(([, n]) => n !== 0),
    );
    expect(added).toEqual({ '2026-02-09': 1, '2026-03-09': 1, '2026-03-10': 1 });
  });

  it('counts an order once while its quarter-hour moves from the live hour into the stored counts', async () => {
    const today = async () => {
      return (await dailyOrders()).data.at(-1)!.value;
    };
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    clock.set('2026-03-10T12:00:00Z');
    const before = await today();
    await placeOrder(employee.id, company.id, '2026-03-10T11:50:00Z');
    expect(await today()).toBe(before + 1); // counted live
    clock.set('2026-03-10T14:00:00Z');
    expect(await today()).toBe(before + 1); // its quarter-hour is now stored, counted once
    await placeOrder(employee.id, company.id, '2026-03-10T11:55:00Z');
    expect(await today()).toBe(before + 2); // a late order adds itself to the stored quarter-hour
  });
});
