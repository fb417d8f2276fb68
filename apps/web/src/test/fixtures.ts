import type { DeliveryDay, DeliveryOptions, MenuItem } from '@lunch/contract';

/**
 * What the server answers, for component tests: the envelope of a 200, and the shapes the
 * employee's pages read (a dish, a delivery day, the delivery options), each with plain defaults a
 * test changes only where it matters.
 */

/** A 200 answer carrying `data`, as `serveApi` takes it. */
export const answered = (data: unknown, message = 'Success') => ({
  status: 200,
  body: { success: true, message, data },
});

/** A dish on the menu: Main Course, ₦2,500, no health lists, no daily limit. */
export const menuItem = ({
  id,
  name,
  ...change
}: Partial<MenuItem> & { id: string; name: string }): MenuItem => ({
  _id: id,
  id,
  name,
  description: `${name}, as the kitchen makes it`,
  price: '2500.00',
  food_image: null,
  thumbnail: null,
  available: true,
  created_at: '2026-03-01T09:00:00.000Z',
  categories: ['Main Course'],
  health_benefits: [],
  allergens: [],
  suitable_for_conditions: [],
  suitable_for_diet: [],
  available_days: [],
  daily_limit: null,
  remaining: null,
  favourite: false,
  rating: { average: null, count: 0 },
  ...change,
});

/** A day open for ordering with the slots 12:00, 12:30 and 13:00, those in `closed` closed. */
export const deliveryDay = (
  date: string,
  week_day: DeliveryDay['week_day'],
  closed: string[] = [],
): DeliveryDay => ({
  date,
  week_day,
  cutoff_at: `${date}T10:00:00.000Z`,
  slots: ['12:00', '12:30', '13:00'].map((time) => ({
    time,
    open: !closed.includes(time),
    closes_at: `${date}T${time}:00.000Z`,
  })),
  left: null,
});

/**
 * An employee's delivery options: Monday 9 March 2026 (12:00 closed) and Tuesday 10 March open,
 * in the browser's time zone (so times show without a zone name), no caps, ₦20,000 left.
 */
export const deliveryOptions = (change: Partial<DeliveryOptions> = {}): DeliveryOptions => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return {
    default_date: '2026-03-09',
    slot: '12:30',
    slots: ['12:00', '12:30', '13:00'],
    min_lead_minutes: 90,
    address: '12 Allen Avenue, Ikeja',
    days: [deliveryDay('2026-03-09', 'MON', ['12:00']), deliveryDay('2026-03-10', 'TUE')],
    time_zone: zone,
    order_days: ['MON', 'TUE'],
    order_window_start: '00:00',
    order_window_end: '23:59',
    window_open: true,
    order_cutoff: '10:00',
    cutoff_time_zone: zone,
    per_order_cap: null,
    per_day_cap: null,
    left_this_month: '20000.00',
    ...change,
  };
};
