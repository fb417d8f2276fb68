import type { DeliveryDay, DeliveryOptions } from '@lunch/contract';
import { describe, expect, it } from 'vitest';
import {
  defaultChoice,
  isOpenChoice,
  nearestOpenSlot,
  nextOpenChoice,
  settleChoice,
} from './delivery-choice';

const day = (date: string, closed: string[] = []): DeliveryDay => ({
  date,
  week_day: 'MON',
  cutoff_at: `${date}T09:30:00.000Z`,
  slots: ['12:00', '12:30', '13:00'].map((time) => ({
    time,
    open: !closed.includes(time),
    closes_at: `${date}T09:30:00.000Z`,
  })),
  left: null,
});

const options = (days: DeliveryDay[], slot = '12:30'): DeliveryOptions => ({
  default_date: days[0]?.date ?? null,
  slot,
  slots: ['12:00', '12:30', '13:00'],
  min_lead_minutes: 90,
  address: '',
  address_id: null,
  served: true,
  zone: null,
  delivery_fee: '0.00',
  days,
  time_zone: 'Africa/Lagos',
  order_days: ['MON'],
  order_window_start: '00:00',
  order_window_end: '23:59',
  window_open: true,
  order_cutoff: '10:30',
  cutoff_time_zone: 'Africa/Lagos',
  per_order_cap: null,
  per_day_cap: null,
  left_this_month: '1000.00',
  employees_may_pay_difference: false,
  budget_left: '1000.00',
});

describe('the cart’s day and slot', () => {
  it('starts on the first open day at the open slot nearest the lunch time', () => {
    expect(defaultChoice(options([day('2026-03-09'), day('2026-03-10')]))).toEqual({
      date: '2026-03-09',
      slot: '12:30',
    });
    // Lunch at 12:30 closed: the nearest open, the earlier on a tie (12:00 and 13:00 are as near).
    expect(defaultChoice(options([day('2026-03-09', ['12:30'])]))).toEqual({
      date: '2026-03-09',
      slot: '12:00',
    });
    expect(nearestOpenSlot(day('2026-03-09', ['12:00', '12:30', '13:00']), options([]), '12:30')).toBeNull();
    expect(defaultChoice(options([]))).toBeNull();
  });

  it('an older server without slots offers the employee’s slot, open', () => {
    const { slots: _, ...bare } = day('2026-03-09');
    const older = options([bare as DeliveryDay], '13:00');
    expect(defaultChoice(older)).toEqual({ date: '2026-03-09', slot: '13:00' });
    expect(isOpenChoice(older, { date: '2026-03-09', slot: '13:00' })).toBe(true);
  });

  it('after a refusal: a later slot that day, else the next open day at the nearest slot', () => {
    const open = options([day('2026-03-09', ['12:00', '12:30']), day('2026-03-10', ['12:30'])]);
    expect(nextOpenChoice(open, { date: '2026-03-09', slot: '12:30' })).toEqual({
      date: '2026-03-09',
      slot: '13:00',
    });
    expect(nextOpenChoice(open, { date: '2026-03-09', slot: '13:00' })).toEqual({
      date: '2026-03-10',
      slot: '13:00',
    });
    // A day gone from the list: the next one listed.
    expect(nextOpenChoice(open, { date: '2026-03-08', slot: '12:00' })).toEqual({
      date: '2026-03-09',
      slot: '13:00',
    });
  });

  it('settles a remembered choice: kept while open, follows the day browsed, dropped once closed', () => {
    const open = options([day('2026-03-09'), day('2026-03-10', ['13:00'])]);
    const kept = { date: '2026-03-09', slot: '13:00' };
    expect(settleChoice(open, kept, '2026-03-09')).toEqual({ choice: kept, dropped: false });
    // Browsing Tuesday: the cart follows, at the open slot nearest its own.
    expect(settleChoice(open, kept, '2026-03-10')).toEqual({
      choice: { date: '2026-03-10', slot: '12:30' },
      dropped: false,
    });
    // Its day closed: the day browsed (the first open one), said to be dropped.
    expect(settleChoice(open, { date: '2026-03-06', slot: '12:00' }, '2026-03-09')).toEqual({
      choice: { date: '2026-03-09', slot: '12:00' },
      dropped: true,
    });
    expect(settleChoice(options([]), kept, '')).toEqual({ choice: null, dropped: true });
    expect(settleChoice(open, null, '2026-03-09')).toEqual({
      choice: { date: '2026-03-09', slot: '12:30' },
      dropped: false,
    });
  });
});
