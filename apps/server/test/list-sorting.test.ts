import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
} from './helpers/factories.js';
import { placeOrder, setStatus } from './orders-helpers.js';

/**
 * Admin orders and transactions: sort by date or amount either way, a created-at range, and
 * paging by key (`lastId`) in the chosen order.
 */
describe('sorting and date ranges of money lists', () => {
  let t: TestApp;
  let admin: Actor;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  // Quantities placed one day apart, from 10 to 14 March: amounts 2000, 5000, 1000, 4000, 3000.
  const quantities = [2, 5, 1, 4, 3];

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const company = await createCompany(t, { walletKobo: 1_000_000_00, monthlyBudgetKobo: 1_000_000_00 });
    const employee = await createEmployee(t, company.id);
    admin = await createAdmin(t);
    const item = await createMenuItem(t, { priceKobo: 1_000_00 });
    for (const quantity of quantities) {
      const res = await placeOrder(t.app, employee, [{ food_menu: item.id, quantity }]);
      expect(res.statusCode).toBe(200);
      clock.advance(24 * 3600_000);
    }
    // The 5000 order (11 March) is cancelled on 15 March: a refund row.
    const orders = (await get('/api/orders?sort=created_at')).data.list as Array<{ id: string }>;
    expect((await setStatus(t.app, admin, orders[1]!.id, 'CANCELLED')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  async function get(url: string) {
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    return { status: res.statusCode, ...res.json() };
  }
  const amounts = (list: Array<{ total_amount?: string; amount?: string }>) =>
    list.map((row) => row.total_amount ?? row.amount);

  it('sorts orders by date and by amount, both ways', async () => {
    expect(amounts((await get('/api/orders')).data.list)).toEqual([
      '3000.00',
      '4000.00',
      '1000.00',
      '5000.00',
      '2000.00',
    ]);
    expect(amounts((await get('/api/orders?sort=created_at')).data.list)).toEqual([
      '2000.00',
      '5000.00',
      '1000.00',
      '4000.00',
      '3000.00',
    ]);
    expect(amounts((await get('/api/orders?sort=-amount')).data.list)).toEqual([
      '5000.00',
      '4000.00',
      '3000.00',
      '2000.00',
      '1000.00',
    ]);
    expect(amounts((await get('/api/orders?sort=amount')).data.list)).toEqual([
      '1000.00',
      '2000.00',
      '3000.00',
      '4000.00',
      '5000.00',
    ]);
  });

  it('pages by key in the chosen order, the same as by page number', async () => {
    for (const sort of ['-created_at', 'created_at', '-amount', 'amount']) {
      const first = (await get(`/api/orders?sort=${sort}&limit=2`)).data;
      const second = (await get(`/api/orders?sort=${sort}&limit=2&lastId=${first.lastId}`)).data;
      const byNumber = (await get(`/api/orders?sort=${sort}&limit=2&page=2`)).data;
      expect(second.list.map((o: { id: string }) => o.id)).toEqual(
        byNumber.list.map((o: { id: string }) => o.id),
      );
      expect(second.list).toHaveLength(2);
    }
  });

  it('keeps orders created in the range: from inclusive, to exclusive, with the total counted in it', async () => {
    const range = await get('/api/orders?from=2026-03-11T09:00:00Z&to=2026-03-13T09:00:00Z&sort=amount');
    expect(range.data.total).toBe(2);
    expect(amounts(range.data.list)).toEqual(['1000.00', '5000.00']);
    const combined = await get('/api/orders?from=2026-03-11T00:00:00%2B01:00&status=CANCELLED');
    expect(amounts(combined.data.list)).toEqual(['5000.00']);
    const none = await get('/api/orders?from=2027-01-01T00:00:00Z');
    expect(none.data).toMatchObject({ total: 0, list: [], lastId: null });
  });

  it('sorts and ranges transactions: the order charges and the refund', async () => {
    const march = '?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z';
    const byAmount = (await get(`/api/billings${march}&sort=-amount`)).data;
    expect(byAmount.total).toBe(6);
    expect(amounts(byAmount.list)).toEqual([
      '5000.00',
      '5000.00',
      '4000.00',
      '3000.00',
      '2000.00',
      '1000.00',
    ]);
    const newest = (await get(`/api/billings${march}`)).data.list[0];
    expect(newest).toMatchObject({ type: 'order_refund', amount: '5000.00' });
    const keyed = (await get(`/api/billings${march}&sort=amount&limit=4`)).data;
    const rest = (await get(`/api/billings${march}&sort=amount&limit=4&lastId=${keyed.lastId}`)).data;
    expect(amounts([...keyed.list, ...rest.list])).toEqual([
      '1000.00',
      '2000.00',
      '3000.00',
      '4000.00',
      '5000.00',
      '5000.00',
    ]);
  });

  it('refuses a bad sort or range with 400 naming the field, and changes nothing', async () => {
    const badSort = await get('/api/orders?sort=price');
    expect(badSort.status).toBe(400);
    expect(badSort.message).toMatch(/sort must be one of/);
    const badDate = await get('/api/billings?from=yesterday');
    expect(badDate.status).toBe(400);
    expect(badDate.message).toMatch(/from must be an ISO-8601 date-time/);
    const backwards = await get('/api/orders?from=2026-03-12T00:00:00Z&to=2026-03-11T00:00:00Z');
    expect(backwards.status).toBe(400);
    expect(backwards.message).toMatch(/to must be after from/);
    expect((await get('/api/orders')).data.total).toBe(5);
  });
});
