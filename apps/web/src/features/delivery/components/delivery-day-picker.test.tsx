import type { DeliveryOptions } from '@lunch/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../../../lib/format-date';
import { DeliveryDayPicker } from './delivery-day-picker';

const options = (timeZone: string): DeliveryOptions => ({
  default_date: '2026-11-26',
  slot: '12:30',
  slots: ['12:30'],
  min_lead_minutes: 90,
  address: '1 Marina, Lagos',
  address_id: null,
  served: true,
  zone: null,
  delivery_fee: '0.00',
  days: [
    {
      date: '2026-11-26',
      week_day: 'THU',
      cutoff_at: '2026-11-26T09:30:00.000Z',
      slots: [{ time: '12:30', open: true, closes_at: '2026-11-26T09:30:00.000Z' }],
      left: null,
    },
  ],
  time_zone: timeZone,
  order_days: ['THU'],
  order_window_start: '00:00',
  order_window_end: '23:59',
  window_open: true,
  order_cutoff: '10:30',
  cutoff_time_zone: 'Africa/Lagos',
  per_order_cap: null,
  per_day_cap: null,
  left_this_month: '10000.00',
  employees_may_pay_difference: false,
  budget_left: '10000.00',
});

describe('the delivery box', () => {
  it('names the company’s time zone when it is not the browser’s', () => {
    const zone = browserTimeZone() === 'Africa/Lagos' ? 'America/New_York' : 'Africa/Lagos';
    render(<DeliveryDayPicker options={options(zone)} value="2026-11-26" onChange={vi.fn()} />);
    expect(screen.getByTestId('delivery-summary').textContent).toBe(
      zone === 'Africa/Lagos'
        ? 'Arrives Thu 26 Nov 2026 at 12:30 WAT. Order by Thu 26 Nov 2026, 10:30 WAT.'
        : 'Arrives Thu 26 Nov 2026 at 12:30 EST. Order by Thu 26 Nov 2026, 04:30 EST.',
    );
  });

  it('writes the times alone in the browser’s own zone', () => {
    render(<DeliveryDayPicker options={options(browserTimeZone())} value="2026-11-26" onChange={vi.fn()} />);
    expect(screen.getByTestId('delivery-summary').textContent).toMatch(
      /^Arrives Thu 26 Nov 2026 at 12:30\. Order by \w{3} \d{1,2} Nov 2026, \d{2}:30\.$/,
    );
  });
});
