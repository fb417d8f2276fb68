import { afterAll, beforeAll, beforeEach } from 'vitest';
import { testApi } from './api.js';
import { buildTestApp, type TestApp, testClock } from './app.js';
import { type Actor, createAdmin } from './factories.js';

// Tuesday 10 March 2026, 09:00 in Lagos: the run for the day is due at 10:00 (cut-off 10:30).
export const TUESDAY_09_00_LAGOS = '2026-03-10T08:00:00Z';
export const TUESDAY = '2026-03-10';

/**
 * The auto-order tests' app (one per file, its clock at TUESDAY_09_00_LAGOS before each test, no
 * SMTP), its admin, and "run now" and a run's state as the admin asks for them. Call inside a describe.
 */
export function autoOrderTestbed() {
  const clock = testClock(new Date(TUESDAY_09_00_LAGOS));
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await buildTestApp({ clock, smtp: false });
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set(TUESDAY_09_00_LAGOS));

  const api = testApi(() => t);
  const runNow = (date = TUESDAY) => api.post('/admin/auto-orders/run', { as: admin, body: { date } });
  const stateOf = (date = TUESDAY) =>
    api.get('/admin/auto-orders/runs/:date', { as: admin, params: { date } });
  return { clock, app: () => ({ t, admin }), api, runNow, stateOf };
}
