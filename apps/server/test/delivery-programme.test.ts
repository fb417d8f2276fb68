import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.js';
import { deliveryTestbed } from './helpers/delivery-testbed.js';
import { type Actor, createMenuItem, walletAndLedger } from './helpers/factories.js';
import { setStatus } from './orders-helpers.js';

describe('meal-programme rules, menu days and portions', () => {
  const { clock, app, api, settings, programme, order, staffed } = deliveryTestbed();
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = app());
  });

  describe('company meal programme', () => {
    it('shows and edits order days, window and caps; bad values are 400 naming the field', async () => {
      const { company } = await staffed();
      const shown = await api.get('/company/settings', { as: company });
      expect(shown.data).toMatchObject({
        order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
        order_window_start: '00:00',
        order_window_end: '23:59',
        per_order_cap: null,
        per_day_cap: null,
      });
      const changed = await programme(company, {
        order_days: ['SAT', 'MON', 'MON'],
        order_window_start: '07:00',
        order_window_end: '11:30',
        per_order_cap: 5000,
        per_day_cap: '8000.50',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.data).toMatchObject({
        order_days: ['MON', 'SAT'],
        order_window_start: '07:00',
        order_window_end: '11:30',
        per_order_cap: '5000.00',
        per_day_cap: '8000.50',
      });
      for (const [payload, path] of [
        [{ order_days: ['FUNDAY'] }, 'order_days.0'],
        [{ order_window_start: '7am' }, 'order_window_start'],
        [{ order_window_end: '06:00' }, 'order_window_end'],
        [{ per_order_cap: 0 }, 'per_order_cap'],
        [{ per_day_cap: 'lots' }, 'per_day_cap'],
      ] as const) {
        const res = await programme(company, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.errors[0]?.path).toBe(path);
      }
      const after = await api.get('/company/settings', { as: company });
      expect(after.data).toEqual(changed.data);
      expect((await programme(company, { per_order_cap: null })).data.per_order_cap).toBeNull();
    });

    it('refuses a day outside order_days; a company that adds Saturday can order for it', async () => {
      const { company, employee, line } = await staffed();
      const saturday = await order(employee, line(), '2026-03-14');
      expect(saturday.statusCode).toBe(409);
      expect(saturday.message).toMatch(/does not cover Saturdays \(Sat 14 Mar 2026\)/);
      await programme(company, { order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] });
      expect((await order(employee, line(), '2026-03-14')).statusCode).toBe(200);
    });

    it('on Friday after the cut-off an order without a date goes to Monday', async () => {
      const { employee, line } = await staffed();
      clock.set('2026-03-13T11:00:00Z'); // Friday 12:00 in Lagos
      expect((await order(employee, line())).data.delivery_date).toBe('2026-03-16');
    });

    it('refuses orders outside the window, in the company time zone', async () => {
      const { company, employee, line } = await staffed({ timeZone: 'Asia/Tokyo' });
      // The last slot (13:00) less the lead time (90 minutes): ordering for a day closes by 11:30.
      expect((await settings({ time_zone: 'Asia/Tokyo', order_cutoff: '11:30' })).statusCode).toBe(200);
      await programme(company, { order_window_start: '08:00', order_window_end: '11:00' });
      clock.set('2026-03-10T01:59:00Z'); // 10:59 in Tokyo
      expect((await order(employee, line())).statusCode).toBe(200);
      clock.set('2026-03-10T02:01:00Z'); // 11:01
      const late = await order(employee, line());
      expect(late.statusCode).toBe(409);
      expect(late.message).toBe(
        "Your company's meal programme takes orders between 08:00 and 11:00 (Asia/Tokyo); it is 11:01 now.",
      );
    });

    it('refuses an order over the per-order cap and one that takes the day over the day cap; a refund frees the day', async () => {
      const { company, employee, line } = await staffed();
      await programme(company, { per_order_cap: 5000, per_day_cap: 7000 });
      const big = await order(employee, line(3)); // ₦6,000 > ₦5,000
      expect(big.statusCode).toBe(409);
      expect(big.message).toMatch(/over your company's per-order cap of ₦5,000\.00/);
      const first = await order(employee, line(2)); // ₦4,000
      expect(first.statusCode).toBe(200);
      const second = await order(employee, line(2));
      expect(second.statusCode).toBe(409);
      expect(second.message).toMatch(/day cap of ₦7,000\.00: ₦3,000\.00 left for Tue 10 Mar 2026/);
      // Another day has its own cap.
      expect((await order(employee, line(2), '2026-03-11')).statusCode).toBe(200);
      expect((await setStatus(t.app, admin, first.data.id, 'CANCELLED')).statusCode).toBe(200);
      expect((await order(employee, line(3))).statusCode).toBe(409); // still over the order cap
      expect((await order(employee, line(2))).statusCode).toBe(200);
      // Moving the cancelled order back would pass the day cap: refused, nothing moves.
      const back = await setStatus(t.app, admin, first.data.id, 'CONFIRMED');
      expect(back.statusCode).toBe(409);
      expect(back.message).toMatch(/day cap/);
      const ledger = await walletAndLedger(t, company.id);
      expect(ledger.wallet).toBe(ledger.ledger);
    });

    it('tells the employee what applies before they order', async () => {
      const { company, employee, line } = await staffed();
      await programme(company, { per_day_cap: 5000, order_window_start: '08:00', order_window_end: '14:00' });
      await order(employee, line(1));
      const res = await api.get('/orders/delivery-options', { as: employee });
      expect(res.statusCode).toBe(200);
      const data = res.data;
      expect(data).toMatchObject({
        default_date: '2026-03-10',
        slot: '12:30',
        time_zone: 'Africa/Lagos',
        order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
        order_window_start: '08:00',
        order_window_end: '14:00',
        window_open: true,
        order_cutoff: '10:30',
        cutoff_time_zone: 'Africa/Lagos',
        per_order_cap: null,
        per_day_cap: '5000.00',
        left_this_month: '98000.00',
      });
      expect(data.days.map((day) => day.date)).toEqual([
        '2026-03-10',
        '2026-03-11',
        '2026-03-12',
        '2026-03-13',
        '2026-03-16',
        '2026-03-17',
      ]);
      expect(data.days[0]).toEqual({
        date: '2026-03-10',
        week_day: 'TUE',
        cutoff_at: '2026-03-10T09:30:00.000Z',
        // 12:30 closes 90 minutes before it (11:00), but the day's cut-off (10:30) comes first.
        slots: [
          { time: '12:00', open: true, closes_at: '2026-03-10T09:30:00.000Z' },
          { time: '12:30', open: true, closes_at: '2026-03-10T09:30:00.000Z' },
          { time: '13:00', open: true, closes_at: '2026-03-10T09:30:00.000Z' },
        ],
        left: '3000.00',
      });
      expect(data.days[1]?.left).toBe('5000.00');
      const forCompany = await api.get('/orders/delivery-options', { as: company });
      expect(forCompany.statusCode).toBe(403);
    });
  });

  describe('menu days and daily portions', () => {
    it('refuses an item on a day it is not offered and counts portions per date', async () => {
      const { employee } = await staffed();
      const mondays = await createMenuItem(t, { availableDays: ['MON'], name: 'Monday moi moi' });
      const refused = await order(employee, [{ food_menu: mondays.id, quantity: 1 }]);
      expect(refused.statusCode).toBe(409);
      expect(refused.message).toBe('Not offered on Tuesdays (Tue 10 Mar 2026): Monday moi moi.');
      expect((await order(employee, [{ food_menu: mondays.id, quantity: 1 }], '2026-03-16')).statusCode).toBe(
        200,
      );

      const limited = await createMenuItem(t, { dailyLimit: 3, name: 'Limited suya' });
      const first = await order(employee, [{ food_menu: limited.id, quantity: 2 }]);
      expect(first.statusCode).toBe(200);
      const over = await order(employee, [{ food_menu: limited.id, quantity: 2 }]);
      expect(over.statusCode).toBe(409);
      expect(over.message).toBe(
        'Only 1 portion of Limited suya is left for Tue 10 Mar 2026; you asked for 2.',
      );
      const remaining = async (date?: string) => {
        const res = await api.get('/food-menu/:id', { as: employee, params: { id: limited.id } });
        const listed = await api.get('/food-menu', {
          as: employee,
          query: { risk_health: 'true', limit: 100, ...(date ? { delivery_date: date } : {}) },
        });
        const item = listed.data.list.find((row) => row.id === limited.id);
        if (!date) expect(res.data.remaining).toBe(item?.remaining);
        return item?.remaining;
      };
      expect(await remaining()).toBe(1);
      expect(await remaining('2026-03-11')).toBe(3);
      await setStatus(t.app, admin, first.data.id, 'DECLINED');
      expect(await remaining()).toBe(3);
      const item = (await api.get('/food-menu/:id', { as: admin, params: { id: mondays.id } })).data;
      expect(item).toMatchObject({ available_days: ['MON'], daily_limit: null, remaining: null });
    });

    it('a daily limit set on a dish already ordered counts the portions sold, cancelled orders left out', async () => {
      const { employee } = await staffed();
      const dish = await createMenuItem(t, { name: 'Egusi soup' });
      const kept = await order(employee, [{ food_menu: dish.id, quantity: 2 }]);
      const cancelled = await order(employee, [{ food_menu: dish.id, quantity: 1 }]);
      const tomorrow = await order(employee, [{ food_menu: dish.id, quantity: 1 }], '2026-03-11');
      expect([kept, cancelled, tomorrow].map((res) => res.statusCode)).toEqual([200, 200, 200]);
      await setStatus(t.app, admin, cancelled.data.id, 'CANCELLED');

      const edit = new FormData();
      edit.append('daily_limit', '3');
      const edited = await api.patch('/food-menu/:id', { as: admin, params: { id: dish.id }, body: edit });
      expect(edited.statusCode).toBe(200);
      expect(edited.data).toMatchObject({ daily_limit: 3, remaining: 1 });
      const over = await order(employee, [{ food_menu: dish.id, quantity: 2 }]);
      expect(over.message).toBe('Only 1 portion of Egusi soup is left for Tue 10 Mar 2026; you asked for 2.');
      expect((await order(employee, [{ food_menu: dish.id, quantity: 2 }], '2026-03-11')).statusCode).toBe(
        200,
      );
    });

    it('the admin sets days and a daily limit in the create and edit forms', async () => {
      const body = new FormData();
      body.append('name', 'Ofada rice');
      body.append('description', 'Local rice with ayamase');
      body.append('price', '3000');
      body.append('categories', 'Main Course');
      body.append('available_days', 'fri,MON');
      body.append('daily_limit', '40');
      const created = await api.post('/food-menu/new', { as: admin, body });
      expect(created.statusCode).toBe(200);
      const id = created.data.id;
      const get = async () => (await api.get('/food-menu/:id', { as: admin, params: { id } })).data;
      expect(await get()).toMatchObject({ available_days: ['MON', 'FRI'], daily_limit: 40, remaining: 40 });
      const edit = new FormData();
      edit.append('available_days', '');
      edit.append('daily_limit', 'null');
      const edited = await api.patch('/food-menu/:id', { as: admin, params: { id }, body: edit });
      expect(edited.statusCode).toBe(200);
      expect(await get()).toMatchObject({ available_days: [], daily_limit: null, remaining: null });
      for (const [field, value] of [
        ['available_days', 'Someday'],
        ['daily_limit', '0'],
        ['daily_limit', '2.5'],
      ]) {
        const bad = new FormData();
        bad.append(field!, value!);
        const res = await api.patch('/food-menu/:id', { as: admin, params: { id }, body: bad });
        expect(res.statusCode).toBe(400);
        expect(res.errors[0]?.path).toMatch(new RegExp(`^${field}`));
      }
    });
  });
});
