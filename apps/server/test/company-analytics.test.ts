import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const PRICE = 2_500_00;

describe('company analytics', () => {
  let t: TestApp;
  let admin: Actor;
  let itemId: string;
  const clock = testClock(new Date('2026-03-10T15:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t);
    itemId = (await createMenuItem(t, { priceKobo: PRICE })).id;
  });
  afterAll(() => t.close());

  const api = testApi(() => t);
  const figures = (actor?: Actor) => api.get('/analytics/company', { as: actor });
  const dailySpend = (actor?: Actor) => api.get('/analytics/company/daily-spend', { as: actor });

  it('counts orders and employees, and reports the balance and spend net of refunds', async () => {
    const company = await createCompany(t, { walletKobo: 20_000_00, monthlyBudgetKobo: 50_000_00 });
    const first = await createEmployee(t, company.id);
    const second = await createEmployee(t, company.id);
    await createEmployee(t, company.id);
    const cancelled = await placeOrder(t.app, first, [{ food_menu: itemId, quantity: 2 }]);
    expect(cancelled.statusCode).toBe(200);
    expect((await placeOrder(t.app, second, [{ food_menu: itemId, quantity: 1 }])).statusCode).toBe(200);
    expect((await setStatus(t.app, admin, cancelled.data.id, 'CANCELLED')).statusCode).toBe(200);

    const res = await figures(company);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      orders: 2,
      balance: '17500.00',
      employees: 3,
      amount_spent: '2500.00',
    });
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 17_500_00, ledger: 17_500_00 });
  });

  it('reports zeros for a new company', async () => {
    const company = await createCompany(t);
    expect((await figures(company)).data).toEqual({
      orders: 0,
      balance: '0.00',
      employees: 0,
      amount_spent: '0.00',
    });
    const series = (await dailySpend(company)).data;
    expect(series).toHaveLength(30);
    expect(series.every((point) => point.value === 0)).toBe(true);
  });

  it('gives net spend per day for the last 30 days, in the company time zone', async () => {
    clock.set('2026-03-10T15:00:00Z');
    const company = await createCompany(t, {
      walletKobo: 100_000_00,
      monthlyBudgetKobo: 100_000_00,
      timeZone: 'America/New_York',
    });
    const employee = await createEmployee(t, company.id);
    const order = async () => {
      const res = await placeOrder(t.app, employee, [{ food_menu: itemId, quantity: 1 }]);
      expect(res.statusCode).toBe(200);
      return res.data.id;
    };
    await order(); // 10 March in New York
    clock.set('2026-03-12T03:00:00Z'); // still 11 March, 23:00 in New York
    await order();
    const refunded = await order();
    clock.set('2026-03-12T14:00:00Z');
    await setStatus(t.app, admin, refunded, 'DECLINED'); // the refund lands on 12 March
    await order();
    clock.set('2026-04-08T12:00:00Z');

    const res = await dailySpend(company);
    expect(res.statusCode).toBe(200);
    const series = res.data;
    expect(series).toHaveLength(30);
    expect(series[0]?.date).toBe('2026-03-10');
    expect(series.at(-1)?.date).toBe('2026-04-08');
    const byDay = Object.fromEntries(series.map((point) => [point.date, point.value]));
    expect(byDay['2026-03-10']).toBe(PRICE);
    expect(byDay['2026-03-11']).toBe(2 * PRICE);
    expect(byDay['2026-03-12']).toBe(0); // one charge, one refund
    expect(series.reduce((sum, point) => sum + point.value, 0)).toBe(3 * PRICE);

    clock.set('2026-04-09T12:00:00Z'); // 10 March has left the window
    const later = (await dailySpend(company)).data;
    expect(later[0]?.date).toBe('2026-03-11');
    expect(later.reduce((sum, point) => sum + point.value, 0)).toBe(2 * PRICE);
  });

  it('is for companies only, and each company sees its own figures', async () => {
    const company = await createCompany(t, { walletKobo: 5_000_00 });
    const other = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    expect((await figures(other)).data.balance).toBe('0.00');
    for (const call of [figures, dailySpend]) {
      expect((await call(employee)).statusCode).toBe(403);
      expect((await call(admin)).statusCode).toBe(403);
      expect((await call()).statusCode).toBe(401);
    }
  });
});
