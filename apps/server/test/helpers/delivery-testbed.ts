import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { testApi } from './api.js';
import { buildTestApp, type TestApp, testClock } from './app.js';
import { type Actor, createAdmin, createCompany, createEmployee, createMenuItem } from './factories.js';

// Tuesday 10 March 2026, 10:00 in Lagos (UTC+1): before the default 10:30 cut-off.
export const TUESDAY_10_00_LAGOS = '2026-03-10T09:00:00Z';

/**
 * The delivery tests' app (one per file, its clock at TUESDAY_10_00_LAGOS and the platform settings
 * back to their defaults before each test) and the calls they make. Call inside a describe.
 */
export function deliveryTestbed() {
  const clock = testClock(new Date(TUESDAY_10_00_LAGOS));
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(TUESDAY_10_00_LAGOS);
    const reset = await settings({
      order_cutoff: '10:30',
      time_zone: 'Africa/Lagos',
      max_days_ahead: 7,
      min_lead_minutes: 90,
      slots: ['12:00', '12:30', '13:00'],
    });
    expect(reset.statusCode).toBe(200);
  });

  const api = testApi(() => t);

  /** PATCH /api/admin/settings, sent as it is (tests send wrong settings on purpose). */
  function settings(payload: Record<string, unknown>, actor: Actor = admin) {
    return api.patch('/admin/settings', { as: actor, unchecked: true, body: payload });
  }
  /** PATCH /api/company/settings, sent as it is (tests send wrong programmes on purpose). */
  function programme(company: Actor, payload: Record<string, unknown>) {
    return api.patch('/company/settings', { as: company, unchecked: true, body: payload });
  }
  /** POST /api/orders, the cart sent as it is. */
  function order(employee: Actor, foodItems: unknown, delivery_date?: string, delivery_slot?: string) {
    return api.post('/orders', {
      as: employee,
      unchecked: true,
      body: {
        foodItems,
        ...(delivery_date ? { delivery_date } : {}),
        ...(delivery_slot ? { delivery_slot } : {}),
      },
    });
  }
  async function staffed(
    options: { walletKobo?: number; lunchTimeMinutes?: number | null; timeZone?: string } = {},
  ) {
    const company = await createCompany(t, {
      walletKobo: options.walletKobo ?? 100_000_00,
      monthlyBudgetKobo: 100_000_00,
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    });
    const employee = await createEmployee(t, company.id, {
      lunchTimeMinutes: options.lunchTimeMinutes === undefined ? 12 * 60 + 45 : options.lunchTimeMinutes,
    });
    const item = await createMenuItem(t, { priceKobo: 2_000_00 });
    const line = (quantity = 1) => [{ food_menu: item.id, quantity }];
    return { company, employee, item, line };
  }

  return { clock, app: () => ({ t, admin }), api, settings, programme, order, staffed };
}
