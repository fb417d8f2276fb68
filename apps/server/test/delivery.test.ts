import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.js';
import { deliveryTestbed } from './helpers/delivery-testbed.js';
import { type Actor, walletAndLedger } from './helpers/factories.js';

const DEFAULTS = {
  order_cutoff: '10:30',
  time_zone: 'Africa/Lagos',
  max_days_ahead: 7,
  min_lead_minutes: 90,
  slots: ['12:00', '12:30', '13:00'],
  legal_name: '',
  tin: '',
  address: '',
  vat_rate: 7.5,
  prices_include_vat: true,
  privacy_contact_email: '',
};

describe('delivery dates, cut-offs and slots', () => {
  const { clock, app, api, settings, order, staffed } = deliveryTestbed();
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = app());
  });

  describe('platform settings', () => {
    it('shows and changes the cut-off, time zone, days ahead, slots and lead time (admin only)', async () => {
      const shown = await api.get('/admin/settings', { as: admin });
      expect(shown.data).toEqual(DEFAULTS);
      const changed = await settings({ order_cutoff: '09:15', max_days_ahead: 14 });
      expect(changed.statusCode).toBe(200);
      expect(changed.data).toEqual({ ...DEFAULTS, order_cutoff: '09:15', max_days_ahead: 14 });
      const slots = await settings({ slots: ['13:30', '11:45', '12:15'], min_lead_minutes: 0 });
      expect(slots.statusCode).toBe(200);
      expect(slots.data).toEqual({
        ...DEFAULTS,
        order_cutoff: '09:15',
        max_days_ahead: 14,
        slots: ['11:45', '12:15', '13:30'],
        min_lead_minutes: 0,
      });
      const { company, employee } = await staffed();
      expect((await settings({ max_days_ahead: 1 }, company)).statusCode).toBe(403);
      expect((await api.get('/admin/settings', { as: employee })).statusCode).toBe(403);
    });

    it.each([
      [{ order_cutoff: '24:00' }, 'order_cutoff'],
      [{ order_cutoff: '9:30' }, 'order_cutoff'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ max_days_ahead: 15 }, 'max_days_ahead'],
      [{ max_days_ahead: -1 }, 'max_days_ahead'],
      [{ max_days_ahead: 1.5 }, 'max_days_ahead'],
      [{ min_lead_minutes: -1 }, 'min_lead_minutes'],
      [{ min_lead_minutes: 721 }, 'min_lead_minutes'],
      [{ min_lead_minutes: 30.5 }, 'min_lead_minutes'],
      [{ min_lead_minutes: '90' }, 'min_lead_minutes'],
      [{ slots: [] }, 'slots'],
      [{ slots: '12:00' }, 'slots'],
      [{ slots: ['12:00', '12:30', '12:00'] }, 'slots'],
      [{ slots: ['12:00', '12.30'] }, 'slots.1'],
      [{ slots: Array.from({ length: 13 }, (_, i) => `1${i % 10}:${i < 10 ? '00' : '30'}`) }, 'slots'],
      [{ wallet: 1 }, ''],
    ])('refuses %j with 400 naming the field, changing nothing', async (payload, field) => {
      const res = await settings(payload);
      expect(res.statusCode).toBe(400);
      if (field) expect(res.errors[0]?.path).toBe(field);
      const shown = await api.get('/admin/settings', { as: admin });
      expect(shown.data).toEqual(DEFAULTS);
    });

    it('refuses a cut-off later than the last slot minus the lead time, naming the field changed and the cut-off that works', async () => {
      const late = await settings({ order_cutoff: '23:30' });
      expect(late.statusCode).toBe(409);
      expect(late.errors).toEqual([{ path: 'order_cutoff', message: late.message }]);
      expect(late.message).toBe(
        'An order_cutoff of 23:30 keeps ordering open when every slot is impossible: the last slot, 13:00, needs 90 minutes (min_lead_minutes) to be cooked and delivered, so ordering must close by 11:30. Choose an order_cutoff of 11:30 or earlier, a later slot or a shorter lead time.',
      );
      // The values after the change count: a longer lead time or earlier slots against the kept cut-off (10:30).
      const lead = await settings({ min_lead_minutes: 180 });
      expect(lead.statusCode).toBe(409);
      expect(lead.errors[0]?.path).toBe('min_lead_minutes');
      expect(lead.message).toMatch(
        /An order_cutoff of 10:30 .* must close by 10:00\. Choose an order_cutoff of 10:00 or earlier/,
      );
      const slots = await settings({ slots: ['11:00', '11:30'] });
      expect(slots.statusCode).toBe(409);
      expect(slots.errors[0]?.path).toBe('slots');
      expect(slots.message).toMatch(
        /the last slot, 11:30, needs 90 minutes .* an order_cutoff of 10:00 or earlier/,
      );
      const beforeMidnight = await settings({ slots: ['00:30'], order_cutoff: '00:00' });
      expect(beforeMidnight.statusCode).toBe(409);
      expect(beforeMidnight.errors[0]?.path).toBe('slots');
      expect(beforeMidnight.message).toMatch(
        /^Every slot would be impossible: the last slot, 00:30, minus the lead time/,
      );
      expect((await api.get('/admin/settings', { as: admin })).data).toEqual(DEFAULTS);

      // Exactly the last slot minus the lead time is allowed; so is a late cut-off with a late slot.
      expect((await settings({ order_cutoff: '11:30' })).statusCode).toBe(200);
      const evening = await settings({ order_cutoff: '18:30', slots: ['12:00', '20:00'] });
      expect(evening.statusCode).toBe(200);
      expect(evening.data).toMatchObject({ order_cutoff: '18:30', slots: ['12:00', '20:00'] });
    });
  });

  describe('delivery date and slot', () => {
    it('an order without a delivery date is for today before the cut-off, in the slot nearest the lunch time (the earlier of two as near)', async () => {
      const { employee, line } = await staffed(); // lunch at 12:45: 12:30 and 13:00 are as near
      const res = await order(employee, line());
      expect(res.statusCode).toBe(200);
      expect(res.data).toMatchObject({ delivery_date: '2026-03-10', delivery_slot: '12:30' });
      const listed = await api.get('/orders', { as: employee });
      expect(listed.data.list[0]).toMatchObject({
        delivery_date: '2026-03-10',
        delivery_slot: '12:30',
      });
    });

    it('an employee without a lunch time gets the first slot; a lunch time gets the nearest, not the one before', async () => {
      const { employee, line } = await staffed({ lunchTimeMinutes: null });
      expect((await order(employee, line())).data.delivery_slot).toBe('12:00');
      const late = await staffed({ lunchTimeMinutes: 12 * 60 + 50 });
      expect((await order(late.employee, late.line())).data.delivery_slot).toBe('13:00');
      const early = await staffed({ lunchTimeMinutes: 11 * 60 });
      expect((await order(early.employee, early.line())).data.delivery_slot).toBe('12:00');
    });

    it('after the cut-off the order goes to the next open day, and today is refused naming the date and cut-off', async () => {
      const { company, employee, line } = await staffed();
      clock.set('2026-03-10T09:30:00Z'); // 10:30 in Lagos: closed
      expect((await order(employee, line())).data.delivery_date).toBe('2026-03-11');
      const late = await order(employee, line(), '2026-03-10');
      expect(late.statusCode).toBe(409);
      expect(late.message).toBe('Ordering for Tue 10 Mar 2026 closed at 10:30 WAT that day.');
      const before = await walletAndLedger(t, company.id);
      expect(before.wallet).toBe(before.ledger);
      expect(before.wallet).toBe(100_000_00 - 2_000_00);
    });

    it('refuses a date too far ahead, naming the last day and the cut-off; max_days_ahead 0 means today only', async () => {
      const { employee, line } = await staffed();
      expect((await order(employee, line(), '2026-03-17')).statusCode).toBe(200);
      const far = await order(employee, line(), '2026-03-18');
      expect(far.statusCode).toBe(409);
      expect(far.message).toMatch(
        /Wed 18 Mar 2026 is too far ahead: .*7 days ahead \(until Tue 17 Mar 2026\).*10:30 \(Africa\/Lagos\)/,
      );
      await settings({ max_days_ahead: 0 });
      expect((await order(employee, line(), '2026-03-11')).statusCode).toBe(409);
      clock.set('2026-03-10T09:45:00Z');
      const none = await order(employee, line());
      expect(none.statusCode).toBe(409);
      expect(none.message).toMatch(
        /^No delivery day is open for ordering: ordering for a day closes at 10:30 \(Africa\/Lagos\) on the day and for each slot 90 minutes before it, up to 0 days ahead/,
      );
    });

    it('refuses malformed and impossible dates with 400 on delivery_date', async () => {
      const { employee, line } = await staffed();
      for (const date of ['2026-02-30', '10/03/2026', '2026-3-1', 20260310]) {
        const res = await api.post('/orders', {
          as: employee,
          unchecked: true,
          body: { foodItems: line(), delivery_date: date },
        });
        expect(res.statusCode).toBe(400);
        expect(res.errors[0]?.path).toBe('delivery_date');
      }
    });

    it('measures the cut-off in the platform time zone across a daylight-saving change', async () => {
      const { employee, line } = await staffed({ timeZone: 'America/New_York' });
      await settings({ time_zone: 'America/New_York', order_cutoff: '10:30' });
      // New York moved to UTC−4 on 8 March 2026: 10:30 there is 14:30 UTC.
      clock.set('2026-03-10T14:29:00Z');
      expect((await order(employee, line(), '2026-03-10')).statusCode).toBe(200);
      clock.set('2026-03-10T14:30:00Z');
      const closed = await order(employee, line(), '2026-03-10');
      expect(closed.statusCode).toBe(409);
      expect(closed.message).toMatch(/10:30 EDT/);
      // The week before, still UTC−5: 10:30 is 15:30 UTC.
      clock.set('2026-03-06T15:29:00Z');
      expect((await order(employee, line(), '2026-03-06')).statusCode).toBe(200);
    });

    it('delivery dates are company days: a company in Tokyo orders for its own today', async () => {
      const { employee, line } = await staffed({ timeZone: 'Asia/Tokyo' });
      await settings({ time_zone: 'Asia/Tokyo', order_cutoff: '11:00' });
      // 2026-03-10 23:30 UTC is Wednesday 11 March 08:30 in Tokyo.
      clock.set('2026-03-10T23:30:00Z');
      expect((await order(employee, line())).data.delivery_date).toBe('2026-03-11');
    });
  });
});
