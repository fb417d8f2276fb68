import type { OrderStatus } from '@lunch/contract';
import type { RequestInput } from '@lunch/contract/endpoint';
import type { Endpoints } from '@lunch/contract/endpoints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, platformSettings } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createAdmin, createCompany, createEmployee } from './helpers/factories.js';

type OrderListQueryInput = NonNullable<RequestInput<Endpoints['GET /orders']>['query']>;

/**
 * Issue 27, point 8: the admin's orders by delivery day, slot and company (docs/lists.md), and
 * today's orders by slot and status for the overview.
 */
describe("operators see the day: orders by delivery day, slot and company; today's summary", () => {
  let t: TestApp;
  let admin: Actor;
  let acme: Actor;
  let beta: Actor;
  let acmeEmployee: Actor;
  let betaEmployee: Actor;
  // 06:00 in Lagos (UTC+1), the platform's time zone.
  const clock = testClock(new Date('2026-03-10T05:00:00Z'));
  const api = testApi(() => t);
  const list = (query: OrderListQueryInput, as: Actor = admin) => api.get('/orders', { as, query });

  let minute = 0;
  /** An order row as checkout leaves it, placed one minute after the previous one. */
  async function order(
    employee: Actor,
    company: Actor,
    deliveryDate: string,
    deliverySlot: string,
    status: OrderStatus = 'PENDING',
  ) {
    minute += 1;
    const [row] = await t.db
      .insert(orders)
      .values({
        employeeId: employee.id,
        companyId: company.id,
        status,
        totalKobo: 1_000_00 * minute,
        monthKey: deliveryDate.slice(0, 7),
        deliveryDate,
        deliverySlot,
        createdAt: new Date(Date.parse('2026-03-01T00:00:00Z') + minute * 60_000),
      })
      .returning({ id: orders.id });
    return row!.id;
  }

  const ids = new Map<string, string>();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t);
    acme = await createCompany(t, { name: 'Acme Foods' });
    beta = await createCompany(t, { name: 'Beta Logistics' });
    acmeEmployee = await createEmployee(t, acme.id);
    betaEmployee = await createEmployee(t, beta.id);
    // 10 March: Acme at 12:00 (two, one confirmed) and 13:00; Beta at 12:00 and 12:30.
    ids.set('acme-10-1200-a', await order(acmeEmployee, acme, '2026-03-10', '12:00'));
    ids.set('beta-10-1230', await order(betaEmployee, beta, '2026-03-10', '12:30'));
    ids.set('acme-10-1300', await order(acmeEmployee, acme, '2026-03-10', '13:00', 'DELIVERED'));
    ids.set('beta-10-1200', await order(betaEmployee, beta, '2026-03-10', '12:00', 'CANCELLED'));
    ids.set('acme-10-1200-b', await order(acmeEmployee, acme, '2026-03-10', '12:00', 'CONFIRMED'));
    // 11 March: one each; 9 March: one Acme order at 12:00.
    ids.set('acme-11-1200', await order(acmeEmployee, acme, '2026-03-11', '12:00'));
    ids.set('beta-11-1230', await order(betaEmployee, beta, '2026-03-11', '12:30', 'OUT_FOR_DELIVERY'));
    ids.set('acme-09-1200', await order(acmeEmployee, acme, '2026-03-09', '12:00', 'DELIVERED'));
  });
  afterAll(() => t.close());

  const named = (list: Array<{ id: string }>) =>
    list.map((row) => [...ids.entries()].find(([, id]) => id === row.id)?.[0] ?? row.id);

  describe('GET /orders filters', () => {
    it('by delivery day: only that day, newest placed first, with day, slot and company on each', async () => {
      const res = await list({ delivery_date: '2026-03-10' });
      expect(res.statusCode).toBe(200);
      expect(res.data.total).toBe(5);
      expect(named(res.data.list)).toEqual([
        'acme-10-1200-b',
        'beta-10-1200',
        'acme-10-1300',
        'beta-10-1230',
        'acme-10-1200-a',
      ]);
      expect(res.data.list[0]).toMatchObject({
        delivery_date: '2026-03-10',
        delivery_slot: '12:00',
        company_details: { name: 'Acme Foods' },
      });
    });

    it('by slot, by company, and with the status and each other', async () => {
      expect(named((await list({ delivery_slot: '12:30' })).data.list)).toEqual([
        'beta-11-1230',
        'beta-10-1230',
      ]);
      const acmeOnly = (await list({ company_id: acme.id })).data;
      expect(acmeOnly.total).toBe(5);
      expect(acmeOnly.list.every((o) => o.company_details?.name === 'Acme Foods')).toBe(true);
      const day = { delivery_date: '2026-03-10', delivery_slot: '12:00' };
      expect(named((await list(day)).data.list)).toEqual([
        'acme-10-1200-b',
        'beta-10-1200',
        'acme-10-1200-a',
      ]);
      expect(named((await list({ ...day, company_id: acme.id })).data.list)).toEqual([
        'acme-10-1200-b',
        'acme-10-1200-a',
      ]);
      expect(named((await list({ ...day, status: 'CONFIRMED' })).data.list)).toEqual(['acme-10-1200-b']);
      expect((await list({ ...day, company_id: beta.id, status: 'PENDING' })).data).toMatchObject({
        total: 0,
        list: [],
      });
      // A created-at range still applies on top of the day.
      const placedLate = await list({ delivery_date: '2026-03-10', from: '2026-03-01T00:03:30Z' });
      expect(named(placedLate.data.list)).toEqual(['acme-10-1200-b', 'beta-10-1200']);
    });

    it("an employee's filters stay within their own orders", async () => {
      const own = await list({ delivery_date: '2026-03-10', company_id: beta.id }, acmeEmployee);
      expect(own.statusCode).toBe(200);
      expect(own.data.total).toBe(0);
      const mine = await list({ delivery_date: '2026-03-10' }, acmeEmployee);
      expect(named(mine.data.list)).toEqual(['acme-10-1200-b', 'acme-10-1300', 'acme-10-1200-a']);
    });

    it('sort delivery_slot: the day slot by slot, each slot oldest placed first', async () => {
      const res = await list({ delivery_date: '2026-03-10', sort: 'delivery_slot' });
      expect(named(res.data.list)).toEqual([
        'acme-10-1200-a',
        'beta-10-1200',
        'acme-10-1200-b',
        'beta-10-1230',
        'acme-10-1300',
      ]);
    });

    it('keyset pages are stable: by lastId they give the same rows as by number, in every sort, and a new order does not shift them', async () => {
      for (const sort of ['delivery_slot', '-created_at', 'created_at', '-amount', 'amount'] as const) {
        const query = { delivery_date: '2026-03-10', sort, limit: 2 };
        const whole = named((await list({ ...query, limit: 100 })).data.list);
        const seen: string[] = [];
        let lastId: string | undefined;
        for (let page = 1; page <= 3; page++) {
          const byKey = (await list({ ...query, lastId })).data;
          const byNumber = (await list({ ...query, page })).data;
          expect(named(byKey.list)).toEqual(named(byNumber.list));
          seen.push(...named(byKey.list));
          lastId = byKey.lastId ?? undefined;
        }
        expect(seen).toEqual(whole);
      }
      // An order placed between two pages (placed last, so last of its slot) comes after the key:
      // the next page neither repeats nor skips a row.
      const query = { delivery_date: '2026-03-10', sort: 'delivery_slot', limit: 2 } as const;
      const first = (await list(query)).data;
      const late = await order(betaEmployee, beta, '2026-03-10', '12:00');
      const next = (await list({ ...query, lastId: first.lastId! })).data;
      expect(named(next.list)).toEqual(['acme-10-1200-b', late]);
      await t.db.delete(orders).where(eq(orders.id, late));
    });

    it('bad filters answer 400 naming the field', async () => {
      const cases: Array<[Record<string, string>, string]> = [
        [{ delivery_date: '2026-02-30' }, 'delivery_date'],
        [{ delivery_date: '10/03/2026' }, 'delivery_date'],
        [{ delivery_slot: '12:60' }, 'delivery_slot'],
        [{ delivery_slot: 'noon' }, 'delivery_slot'],
        [{ company_id: 'acme' }, 'company_id'],
        [{ status: 'LOST' }, 'status'],
        [{ sort: 'slot' }, 'sort'],
        [{ sort: 'delivery_slot' }, 'sort'],
      ];
      for (const [query, field] of cases) {
        const res = await api.get('/orders', { as: admin, unchecked: true, query });
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect(res.errors?.[0]?.path).toBe(field);
        expect(res.message).toMatch(new RegExp(`^${field}`));
      }
    });

    it('a company may not list orders; anonymous callers get 401', async () => {
      expect((await list({ delivery_date: '2026-03-10' }, acme)).statusCode).toBe(403);
      expect((await api.get('/orders', { query: { delivery_date: '2026-03-10' } })).statusCode).toBe(401);
    });
  });

  describe('GET /users?account_type= (the company filter looks companies up by name)', () => {
    it('keeps one account type, with the search', async () => {
      const companies = await api.get('/users', { as: admin, query: { account_type: 'Company' } });
      expect(companies.statusCode).toBe(200);
      expect(companies.data.list.map((row) => row.name).sort()).toEqual(['Acme Foods', 'Beta Logistics']);
      const found = await api.get('/users', { as: admin, query: { account_type: 'Company', query: 'acme' } });
      expect(found.data.list.map((row) => row.id)).toEqual([acme.id]);
      const people = await api.get('/users', { as: admin, query: { account_type: 'Individual' } });
      expect(people.data.list.every((row) => row.account_type === 'Individual')).toBe(true);
      expect(people.data.total).toBe(2);
      const bad = await api.get('/users', { as: admin, unchecked: true, query: { account_type: 'Admin' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.errors?.[0]?.path).toBe('account_type');
      // A company's own listing has no companies in it.
      const ownCompanies = await api.get('/users', { as: acme, query: { account_type: 'Company' } });
      expect(ownCompanies.data.total).toBe(0);
    });
  });

  describe('GET /analytics/admin/today', () => {
    const today = (as: Actor = admin) => api.get('/analytics/admin/today', { as });
    const slotsOf = (data: { slots: Array<{ slot: string; total: number; counts: object }> }) =>
      Object.fromEntries(data.slots.map((s) => [s.slot, { ...s.counts, total: s.total }]));
    const none = {
      AWAITING_PAYMENT: 0,
      PENDING: 0,
      CONFIRMED: 0,
      READY: 0,
      OUT_FOR_DELIVERY: 0,
      DELIVERED: 0,
      DECLINED: 0,
      CANCELLED: 0,
    };

    it("counts today's orders by slot and status, every platform slot listed", async () => {
      const res = await today();
      expect(res.statusCode).toBe(200);
      expect(res.data).toMatchObject({ date: '2026-03-10', time_zone: 'Africa/Lagos' });
      expect(res.data.slots.map((s) => s.slot)).toEqual(['12:00', '12:30', '13:00']);
      expect(slotsOf(res.data)).toEqual({
        '12:00': { ...none, PENDING: 1, CONFIRMED: 1, CANCELLED: 1, total: 3 },
        '12:30': { ...none, PENDING: 1, total: 1 },
        '13:00': { ...none, DELIVERED: 1, total: 1 },
      });
    });

    it("turns at midnight in the platform's time zone, not UTC's", async () => {
      // 23:59 in Lagos on 10 March (22:59 UTC): still the 10th.
      clock.set('2026-03-10T22:59:00Z');
      expect((await today()).data.date).toBe('2026-03-10');
      // 00:30 in Lagos on 11 March, still the 10th in UTC: the 11th's orders.
      clock.set('2026-03-10T23:30:00Z');
      const eleventh = (await today()).data;
      expect(eleventh.date).toBe('2026-03-11');
      expect(slotsOf(eleventh)).toEqual({
        '12:00': { ...none, PENDING: 1, total: 1 },
        '12:30': { ...none, OUT_FOR_DELIVERY: 1, total: 1 },
        '13:00': { ...none, total: 0 },
      });
      // With the platform on UTC the same instant is still the 10th.
      await t.db.update(platformSettings).set({ timeZone: 'UTC' }).where(eq(platformSettings.id, 1));
      expect((await today()).data).toMatchObject({ date: '2026-03-10', time_zone: 'UTC' });
      await t.db.update(platformSettings).set({ timeZone: 'Africa/Lagos' }).where(eq(platformSettings.id, 1));
      clock.set('2026-03-10T05:00:00Z');
    });

    it('lists a slot no longer offered when today has an order in it, in time order', async () => {
      const odd = await order(acmeEmployee, acme, '2026-03-10', '12:15', 'DECLINED');
      const res = await today();
      expect(res.data.slots.map((s) => s.slot)).toEqual(['12:00', '12:15', '12:30', '13:00']);
      expect(slotsOf(res.data)['12:15']).toEqual({ ...none, DECLINED: 1, total: 1 });
      await t.db.delete(orders).where(eq(orders.id, odd));
    });

    it('a day without orders: every slot at 0', async () => {
      clock.set('2026-04-01T09:00:00Z');
      const res = await today();
      expect(res.data.date).toBe('2026-04-01');
      expect(res.data.slots.every((s) => s.total === 0)).toBe(true);
      clock.set('2026-03-10T05:00:00Z');
    });

    it('is for admins only: 401 anonymous, 403 company and employee', async () => {
      expect((await api.get('/analytics/admin/today')).statusCode).toBe(401);
      expect((await today(acme)).statusCode).toBe(403);
      expect((await today(acmeEmployee)).statusCode).toBe(403);
    });
  });
});
