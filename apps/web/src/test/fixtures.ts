import {
  type Address,
  type DeliveryDay,
  type DeliveryOptions,
  type MenuItem,
  type Order,
  type OrderAddress,
  PLATFORM_KITCHEN_ID,
} from '@lunch/contract';

/**
 * What the server answers, for component tests: the envelope of a 200, and the shapes the
 * employee's pages read (a dish, a delivery day, the delivery options, an address, an order), each
 * with plain defaults a test changes only where it matters.
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
  restaurant: { id: PLATFORM_KITCHEN_ID, name: 'Platform kitchen', cuisines: ['Nigerian'] },
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

/** The id of the employee's first address (`address()`), the one the delivery options are for. */
export const HOME_ADDRESS = '0195a3c2-7b1e-7c3d-9f00-00000000ad01';

/**
 * An employee's delivery options: Monday 9 March 2026 (12:00 closed) and Tuesday 10 March open,
 * in the browser's time zone (so times show without a zone name), no caps, ₦20,000 left; for the
 * employee's first address (`HOME_ADDRESS`), served, with no zone and no fee (a platform without
 * zones).
 */
export const deliveryOptions = (change: Partial<DeliveryOptions> = {}): DeliveryOptions => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return {
    default_date: '2026-03-09',
    slot: '12:30',
    slots: ['12:00', '12:30', '13:00'],
    min_lead_minutes: 90,
    address: '12 Allen Avenue, Ikeja',
    address_id: HOME_ADDRESS,
    served: true,
    zone: null,
    delivery_fee: '0.00',
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
    employees_may_pay_difference: false,
    budget_left: '20000.00',
    ...change,
  };
};

/** One of the employee's addresses: "Home", 12 Allen Avenue in Ikeja, Lagos, served, no zone, the default for no day. */
export const address = (change: Partial<Address> = {}): Address => ({
  id: HOME_ADDRESS,
  label: 'Home',
  address_line_1: '12 Allen Avenue',
  address_line_2: '',
  city: 'Ikeja',
  area: 'Ikeja',
  state: 'Lagos',
  phone_number: '',
  instructions: '',
  default_for: [],
  served: true,
  zone: null,
  created_at: '2026-03-01T09:00:00.000Z',
  ...change,
});

/** The copy of an address an order keeps. */
export const orderAddress = (from: Address): OrderAddress => ({
  id: from.id,
  label: from.label,
  address_line_1: from.address_line_1,
  address_line_2: from.address_line_2,
  city: from.city,
  area: from.area,
  state: from.state,
  phone_number: from.phone_number,
  instructions: from.instructions,
});

/**
 * An employee's order: delivered, 2 × Jollof rice for Monday 2 March 2026 at 12:30 (Lagos), to their
 * home address, with no zone and no delivery fee.
 */
export const order = (change: Partial<Order> = {}): Order => {
  const id = change.id ?? '0195a3c2-7b1e-7c3d-9f00-00000000a001';
  return {
    _id: id,
    id,
    created_at: '2026-03-01T09:00:00.000Z',
    status: 'DELIVERED',
    total_amount: '5000.00',
    company_pays: '5000.00',
    employee_pays: '0.00',
    payment_due_at: null,
    payment_url: null,
    delivery_date: '2026-03-02',
    delivery_slot: '12:30',
    time_zone: 'Africa/Lagos',
    health_conflicts: [],
    items: [
      {
        food_menu: '0195a3c2-7b1e-7c3d-9f00-000000000110',
        name: 'Jollof rice',
        price: '2500.00',
        quantity: 2,
      },
    ],
    address: orderAddress(address()),
    zone: null,
    delivery_fee: '0.00',
    restaurant: { id: PLATFORM_KITCHEN_ID, name: 'Platform kitchen', cuisines: ['Nigerian'] },
    decline_reason: null,
    handover_code: '4821',
    delivery: {
      rider: null,
      picked_up_at: null,
      delivered_at: '2026-03-02T11:52:00.000Z',
      failed_at: null,
      failure_reason: null,
      late: false,
    },
    issue: null,
    employee_details: null,
    company_details: null,
    rating: null,
    ...change,
  };
};
