import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.js';
import { deliveryTestbed } from './helpers/delivery-testbed.js';
import { type Actor, createMenuItem, walletAndLedger } from './helpers/factories.js';

/**
 * A slot is orderable only while it can still be cooked and delivered: before the day's cut-off
 * (platform time zone) and at least min_lead_minutes before the slot (company time zone). The
 * clock is pinned; Tuesday 10 March 2026. Lagos is UTC+1, Tokyo UTC+9, New York UTC−4 (since 8
 * March; UTC−5 before).
 */
describe('delivery slots and the lead time', () => {
  const { clock, app, api, settings, order, staffed } = deliveryTestbed();
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = app());
  });

  /** Moves the clock, then places the order. */
  const orderAt = (instant: string, ...args: Parameters<typeof order>) => {
    clock.set(instant);
    return order(...args);
  };

  describe('in Lagos (the platform time zone)', () => {
    it('takes an order for 12:30 until 90 minutes before it, then refuses it naming the slot, day, lead time and next open slot', async () => {
      expect((await settings({ order_cutoff: '11:30' })).statusCode).toBe(200);
      const { company, employee, line } = await staffed();
      const at1000 = await orderAt('2026-03-10T09:00:00Z', employee, line(), '2026-03-10', '12:30');
      expect(at1000.statusCode).toBe(200);
      expect(at1000.data).toMatchObject({ delivery_date: '2026-03-10', delivery_slot: '12:30' });
      // 11:00 is exactly 90 minutes before: still open.
      expect(
        (await orderAt('2026-03-10T10:00:00Z', employee, line(), '2026-03-10', '12:30')).statusCode,
      ).toBe(200);
      const before = await walletAndLedger(t, company.id);

      const at1101 = await orderAt('2026-03-10T10:01:00Z', employee, line(), '2026-03-10', '12:30');
      expect(at1101.statusCode).toBe(409);
      expect(at1101.message).toBe(
        'The 12:30 delivery on Tue 10 Mar 2026 can no longer be cooked and delivered: ordering for it closed at 11:00 WAT, 90 minutes before. The next open slot is 13:00 on Tue 10 Mar 2026.',
      );
      expect(await walletAndLedger(t, company.id)).toEqual(before);
      // Cancelling ends with ordering: at 11:01, before the 11:30 cut-off, the 12:30 order stays.
      const cancel = await api.post('/orders/:id/cancel', { as: employee, params: { id: at1000.data.id } });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.message).toBe(
        'This order for Tue 10 Mar 2026 at 12:30 can no longer be cancelled: cancelling closed at 11:00 WAT, when the kitchen starts on it.',
      );
      expect(await walletAndLedger(t, company.id)).toEqual(before);
      // The next slot is still open, and an order without a slot takes it.
      const at1300 = await order(employee, line(), '2026-03-10', '13:00');
      expect(at1300.data).toMatchObject({ delivery_date: '2026-03-10', delivery_slot: '13:00' });
      expect((await order(employee, line())).data).toMatchObject({
        delivery_date: '2026-03-10',
        delivery_slot: '13:00',
      });
      const mine = await api.get('/orders', { as: employee });
      expect(mine.data.list.map((row) => row.delivery_slot)).toEqual(['13:00', '13:00', '12:30', '12:30']);
    });

    it('with the cut-off at 18:30 and an evening slot, an order at 15:10 for today is refused for 12:30 and goes to 20:00', async () => {
      expect(
        (await settings({ order_cutoff: '18:30', slots: ['12:00', '12:30', '13:00', '20:00'] })).statusCode,
      ).toBe(200);
      const { employee, line } = await staffed();
      const noon = await orderAt('2026-03-10T14:10:00Z', employee, line(), '2026-03-10', '12:30');
      expect(noon.statusCode).toBe(409);
      expect(noon.message).toBe(
        'The 12:30 delivery on Tue 10 Mar 2026 can no longer be cooked and delivered: ordering for it closed at 11:00 WAT, 90 minutes before. The next open slot is 20:00 on Tue 10 Mar 2026.',
      );
      // Lunch at 12:45: the nearest slot still open today is 20:00.
      expect((await order(employee, line(), '2026-03-10')).data).toMatchObject({
        delivery_date: '2026-03-10',
        delivery_slot: '20:00',
      });
      // Tomorrow every slot is open: the nearest to lunch time.
      expect((await order(employee, line(), '2026-03-11')).data.delivery_slot).toBe('12:30');
    });

    it('a lead time of 0 keeps a slot open up to the slot itself (and the cut-off)', async () => {
      expect((await settings({ order_cutoff: '12:00', min_lead_minutes: 0 })).statusCode).toBe(200);
      const { employee, line } = await staffed();
      expect(
        (await orderAt('2026-03-10T10:59:00Z', employee, line(), '2026-03-10', '12:00')).statusCode,
      ).toBe(200);
      // 12:00 is the cut-off: the day is closed.
      const closed = await orderAt('2026-03-10T11:00:00Z', employee, line(), '2026-03-10', '13:00');
      expect(closed.statusCode).toBe(409);
      expect(closed.message).toBe('Ordering for Tue 10 Mar 2026 closed at 12:00 WAT that day.');
    });
  });

  describe('across time zones', () => {
    it('a company in Tokyo: its slots are Tokyo times, closed by the lead time long before the Lagos cut-off', async () => {
      // The cut-off stays 10:30 in Lagos: 18:30 in Tokyo.
      const { employee, line } = await staffed({ timeZone: 'Asia/Tokyo' });
      const at1000 = await orderAt('2026-03-10T01:00:00Z', employee, line(), '2026-03-10', '12:30'); // 10:00 Tokyo
      expect(at1000.statusCode).toBe(200);
      expect(at1000.data).toMatchObject({ delivery_date: '2026-03-10', delivery_slot: '12:30' });
      expect(
        (await orderAt('2026-03-10T02:00:00Z', employee, line(), '2026-03-10', '12:30')).statusCode,
      ).toBe(200); // 11:00 Tokyo
      const at1101 = await orderAt('2026-03-10T02:01:00Z', employee, line(), '2026-03-10', '12:30');
      expect(at1101.statusCode).toBe(409);
      expect(at1101.message).toMatch(/^The 12:30 delivery on Tue 10 Mar 2026 .* closed at 11:00 GMT\+9/);

      // 15:10 in Tokyo (06:10 in Lagos, before the cut-off): today's slots have all closed.
      const at1510 = await orderAt('2026-03-10T06:10:00Z', employee, line(), '2026-03-10', '12:30');
      expect(at1510.statusCode).toBe(409);
      expect(at1510.message).toBe(
        'The 12:30 delivery on Tue 10 Mar 2026 can no longer be cooked and delivered: ordering for it closed at 11:00 GMT+9, 90 minutes before. The next open slot is 12:00 on Wed 11 Mar 2026.',
      );
      const anySlot = await order(employee, line(), '2026-03-10');
      expect(anySlot.statusCode).toBe(409);
      expect(anySlot.message).toBe(
        'No delivery on Tue 10 Mar 2026 can still be cooked and delivered: ordering for the last slot, 13:00, closed at 11:30 GMT+9, 90 minutes before. The next open slot is 12:00 on Wed 11 Mar 2026.',
      );
      // Without a date: the first day with a slot open.
      expect((await order(employee, line())).data).toMatchObject({
        delivery_date: '2026-03-11',
        delivery_slot: '12:30',
      });
    });

    it('a company in New York, platform in New York: the lead time follows the daylight-saving change', async () => {
      const { employee, line } = await staffed({ timeZone: 'America/New_York' });
      expect((await settings({ time_zone: 'America/New_York', order_cutoff: '11:30' })).statusCode).toBe(200);
      // UTC−4 since 8 March: 11:00 in New York is 15:00 UTC.
      expect(
        (await orderAt('2026-03-10T15:00:00Z', employee, line(), '2026-03-10', '12:30')).statusCode,
      ).toBe(200);
      const late = await orderAt('2026-03-10T15:01:00Z', employee, line(), '2026-03-10', '12:30');
      expect(late.statusCode).toBe(409);
      expect(late.message).toMatch(/closed at 11:00 EDT, 90 minutes before\. The next open slot is 13:00/);
      // The week before (UTC−5): 11:00 is 16:00 UTC.
      expect(
        (await orderAt('2026-03-06T16:00:00Z', employee, line(), '2026-03-06', '12:30')).statusCode,
      ).toBe(200);
      expect(
        (await orderAt('2026-03-06T16:01:00Z', employee, line(), '2026-03-06', '12:30')).statusCode,
      ).toBe(409);
    });
  });

  describe('the slot asked for', () => {
    it('refuses a slot the platform does not offer (409) and a malformed one (400 on delivery_slot)', async () => {
      const { company, employee, line } = await staffed();
      const before = await walletAndLedger(t, company.id);
      const unknown = await order(employee, line(), '2026-03-11', '12:15');
      expect(unknown.statusCode).toBe(409);
      expect(unknown.message).toBe(
        '12:15 is not a delivery slot: lunches are delivered at 12:00, 12:30, 13:00 (Africa/Lagos).',
      );
      for (const slot of ['25:00', '12h30', 1230]) {
        const bad = await api.post('/orders', {
          as: employee,
          unchecked: true,
          body: { foodItems: line(), delivery_slot: slot },
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.errors[0]?.path).toBe('delivery_slot');
      }
      expect(await walletAndLedger(t, company.id)).toEqual(before);
    });

    it('without a date, an order for a slot goes to the first day that slot is open', async () => {
      expect((await settings({ order_cutoff: '11:30' })).statusCode).toBe(200);
      const { employee, line } = await staffed();
      clock.set('2026-03-10T10:15:00Z'); // 11:15: 12:30 has closed today, 13:00 has not
      expect((await order(employee, line(), undefined, '13:00')).data).toMatchObject({
        delivery_date: '2026-03-10',
        delivery_slot: '13:00',
      });
      expect((await order(employee, line(), undefined, '12:30')).data).toMatchObject({
        delivery_date: '2026-03-11',
        delivery_slot: '12:30',
      });
    });

    it('"order again" keeps the default: the open slot nearest the lunch time', async () => {
      expect((await settings({ order_cutoff: '11:30' })).statusCode).toBe(200);
      const { employee, line } = await staffed({ lunchTimeMinutes: 12 * 60 + 20 });
      const first = await order(employee, line(), '2026-03-10');
      expect(first.data.delivery_slot).toBe('12:30');
      clock.set('2026-03-10T10:10:00Z'); // 11:10: 12:30 has closed
      const again = await api.post('/orders/:id/reorder', { as: employee, params: { id: first.data.id } });
      expect(again.statusCode).toBe(200);
      expect(again.data).toMatchObject({ delivery_date: '2026-03-10', delivery_slot: '13:00' });
    });
  });

  describe('delivery options', () => {
    it('lists the slots of each open day with whether each is open and when it closes, the default slot and the address', async () => {
      expect((await settings({ order_cutoff: '11:30' })).statusCode).toBe(200);
      const { employee } = await staffed({ lunchTimeMinutes: 12 * 60 + 10 });
      const options = async (instant: string) => {
        clock.set(instant);
        const res = await api.get('/orders/delivery-options', { as: employee });
        expect(res.statusCode).toBe(200);
        return res.data;
      };
      const at1000 = await options('2026-03-10T09:00:00Z');
      expect(at1000).toMatchObject({
        default_date: '2026-03-10',
        slot: '12:00',
        slots: ['12:00', '12:30', '13:00'],
        min_lead_minutes: 90,
        address: '2 Allen Avenue, Ikeja, Lagos',
        order_cutoff: '11:30',
      });
      expect(at1000.days[0]?.slots).toEqual([
        { time: '12:00', open: true, closes_at: '2026-03-10T09:30:00.000Z' },
        { time: '12:30', open: true, closes_at: '2026-03-10T10:00:00.000Z' },
        { time: '13:00', open: true, closes_at: '2026-03-10T10:30:00.000Z' },
      ]);

      // 10:45: 12:00 has closed; the default is the nearest still open.
      const at1045 = await options('2026-03-10T09:45:00Z');
      expect(at1045.default_date).toBe('2026-03-10');
      expect(at1045.slot).toBe('12:30');
      expect(at1045.days[0]?.slots.map((slot) => [slot.time, slot.open])).toEqual([
        ['12:00', false],
        ['12:30', true],
        ['13:00', true],
      ]);
      expect(at1045.days[1]?.slots.every((slot) => slot.open)).toBe(true);

      // 11:31: today has no open slot and is not listed.
      const at1131 = await options('2026-03-10T10:31:00Z');
      expect(at1131.days[0]?.date).toBe('2026-03-11');
      expect(at1131).toMatchObject({ default_date: '2026-03-11', slot: '12:00' });
    });

    it("the menu is browsed for the first day with an open slot (the employee's, or the admin's in the platform zone)", async () => {
      expect((await settings({ order_cutoff: '11:30' })).statusCode).toBe(200);
      const { employee } = await staffed({ timeZone: 'Asia/Tokyo' });
      const limited = await createMenuItem(t, { dailyLimit: 5, name: 'Browsed stew' });
      expect((await order(employee, [{ food_menu: limited.id, quantity: 2 }], '2026-03-11')).statusCode).toBe(
        200,
      );
      const remaining = async (actor: Actor) => {
        const listed = await api.get('/food-menu', { as: actor, query: { risk_health: 'true', limit: 100 } });
        return listed.data.list.find((row) => row.id === limited.id)?.remaining;
      };
      // 15:10 in Tokyo: the employee's today is closed, so they browse Wednesday 11 March.
      clock.set('2026-03-10T06:10:00Z');
      expect(await remaining(employee)).toBe(3);
      // 07:10 in Lagos: the admin browses the platform's today.
      expect(await remaining(admin)).toBe(5);
    });
  });

  describe('portions', () => {
    it('says how many portions are left when some are, and sold out only when none are', async () => {
      const { employee } = await staffed();
      const rice = await createMenuItem(t, { dailyLimit: 3, name: 'Jollof rice' });
      const cart = (quantity: number) => [{ food_menu: rice.id, quantity }];
      expect((await order(employee, cart(1))).statusCode).toBe(200);
      const short = await order(employee, cart(3));
      expect(short.statusCode).toBe(409);
      expect(short.message).toBe(
        'Only 2 portions of Jollof rice are left for Tue 10 Mar 2026; you asked for 3.',
      );
      expect((await order(employee, cart(2))).statusCode).toBe(200);
      const gone = await order(employee, cart(1));
      expect(gone.statusCode).toBe(409);
      expect(gone.message).toBe('Jollof rice is sold out for Tue 10 Mar 2026.');
    });
  });
});
