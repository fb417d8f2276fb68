import type { RequestInput } from '@lunch/contract/endpoint';
import type { Endpoints } from '@lunch/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
} from './helpers/factories.js';
import { placeOrder, setStatus } from './orders-helpers.js';

type OrderListQueryInput = NonNullable<RequestInput<Endpoints['GET /orders']>['query']>;
type BillingListQueryInput = NonNullable<RequestInput<Endpoints['GET /billings']>['query']>;

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
  const api = testApi(() => t);
  /** GET /api/orders as the admin. */
  const listOrders = (query: OrderListQueryInput = {}) => api.get('/orders', { as: admin, query });
  /** GET /api/billings as the admin. */
  const listBillings = (query: BillingListQueryInput = {}) => api.get('/billings', { as: admin, query });

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
    const orders = (await listOrders({ sort: 'created_at' })).data.list;
    expect((await setStatus(t.app, admin, orders[1]!.id, 'CANCELLED')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const amounts = (list: Array<{ total_amount?: string; amount?: string }>) =>
    list.map((row) => row.total_amount ?? row.amount);

  it('sorts orders by date and by amount, both ways', async () => {
    expect(amounts((await listOrders()).data.list)).toEqual([
      '3000.00',
      '4000.00',
      '1000.00',
      '5000.00',
      '2000.00',
    ]);
    expect(amounts((await listOrders({ sort: 'created_at' })).data.list)).toEqual([
      '2000.00',
      '5000.00',
      '1000.00',
      '4000.00',
      '3000.00',
    ]);
    expect(amounts((await listOrders({ sort: '-amount' })).data.list)).toEqual([
      '5000.00',
      '4000.00',
      '3000.00',
      '2000.00',
      '1000.00',
    ]);
    expect(amounts((await listOrders({ sort: 'amount' })).data.list)).toEqual([
      '1000.00',
      '2000.00',
      '3000.00',
      '4000.00',
      '5000.00',
    ]);
  });

  it('pages by key in the chosen order, the same as by page number', async () => {
    for (const sort of ['-created_at', 'created_at', '-amount', 'amount'] as const) {
      const first = (await listOrders({ sort, limit: 2 })).data;
      const second = (await listOrders({ sort, limit: 2, lastId: first.lastId ?? undefined })).data;
      const byNumber = (await listOrders({ sort, limit: 2, page: 2 })).data;
      expect(second.list.map((o) => o.id)).toEqual(byNumber.list.map((o) => o.id));
      expect(second.list).toHaveLength(2);
    }
  });

  it('keeps orders created in the range: from inclusive, to exclusive, with the total counted in it', async () => {
    const range = await listOrders({
      from: '2026-03-11T09:00:00Z',
      to: '2026-03-13T09:00:00Z',
      sort: 'amount',
    });
    expect(range.data.total).toBe(2);
    expect(amounts(range.data.list)).toEqual(['1000.00', '5000.00']);
    const combined = await listOrders({ from: '2026-03-11T00:00:00+01:00', status: 'CANCELLED' });
    expect(amounts(combined.data.list)).toEqual(['5000.00']);
    const none = await listOrders({ from: '2027-01-01T00:00:00Z' });
    expect(none.data).toMatchObject({ total: 0, list: [], lastId: null });
  });

  it('sorts and ranges transactions: the order charges and the refund', async () => {
    const march = { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' };
    const byAmount = (await listBillings({ ...march, sort: '-amount' })).data;
    expect(byAmount.total).toBe(6);
    expect(amounts(byAmount.list)).toEqual([
      '5000.00',
      '5000.00',
      '4000.00',
      '3000.00',
      '2000.00',
      '1000.00',
    ]);
    const newest = (await listBillings(march)).data.list[0];
    expect(newest).toMatchObject({ type: 'order_refund', amount: '5000.00' });
    const keyed = (await listBillings({ ...march, sort: 'amount', limit: 4 })).data;
    const rest = (
      await listBillings({ ...march, sort: 'amount', limit: 4, lastId: keyed.lastId ?? undefined })
    ).data;
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
    const badSort = await api.get('/orders', { as: admin, unchecked: true, query: { sort: 'price' } });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.message).toMatch(/sort must be one of/);
    const badDate = await api.get('/billings', { as: admin, unchecked: true, query: { from: 'yesterday' } });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.message).toMatch(/from must be an ISO-8601 date-time/);
    const backwards = await api.get('/orders', {
      as: admin,
      unchecked: true,
      query: { from: '2026-03-12T00:00:00Z', to: '2026-03-11T00:00:00Z' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.message).toMatch(/to must be after from/);
    expect((await listOrders()).data.total).toBe(5);
  });
});
