import {
  AutoOrderRunParamsSchema,
  AutoOrderRunSchema,
  AutoOrderSettingsSchema,
  RunAutoOrdersSchema,
  UpdateAutoOrderSchema,
} from '../autopilot.js';
import { defineEndpoints } from './endpoint.js';

/** How auto-ordering chooses and places, as both the employee's routes describe it. */
const RULES =
  'For each delivery date, 30 minutes before the platform cut-off, every enabled employee whose day it is, who did not skip the date and has no order for it, gets one dish through the usual checkout rules (budget, wallet, programme caps, portions): safe for their health profile (the "Healthy meals" rule), offered that day, not sold out, within max_price and the caps left, not eaten in the last avoid_repeat_days; favourites first, then the best rated. They are emailed the order, or why none was placed.';

/** Auto-ordering: the employee's settings and the admin's run by hand (server: modules/auto-order). */
export const autoOrderEndpoints = defineEndpoints({
  'GET /auto-order': {
    roles: ['employee'],
    tags: ['auto-order'],
    description: `The signed-in employee's auto-order settings and the next dates it will order for. ${RULES}`,
    response: AutoOrderSettingsSchema,
  },
  'PUT /auto-order': {
    roles: ['employee'],
    tags: ['auto-order'],
    description: `Replaces the auto-order settings: enabled, days (MON…SUN), skip_dates (YYYY-MM-DD, at most 60), max_price (naira or null), avoid_repeat_days (0–14). ${RULES}`,
    body: UpdateAutoOrderSchema,
    response: AutoOrderSettingsSchema,
  },
  'POST /admin/auto-orders/run': {
    roles: ['admin'],
    tags: ['auto-order'],
    description:
      "Queues auto-ordering for a delivery date now (the job `auto-order.run`, as the schedule does 30 minutes before the cut-off), by the same rules as the scheduled run, and answers 202 at once with the run's state; follow it with GET /admin/auto-orders/runs/{date}. A run of the date already queued or running is not queued again; a finished one is run again. Idempotent: nobody gets two orders for one date, and each is emailed once, even when runs overlap.",
    body: RunAutoOrdersSchema,
    response: AutoOrderRunSchema,
    status: 202,
  },
  'GET /admin/auto-orders/runs/:date': {
    roles: ['admin'],
    tags: ['auto-order'],
    description:
      "The latest auto-order run of a delivery date, scheduled or run by hand: queued, running, done or failed; how many employees it covers, placed and skipped so far (updated as it goes), when it started and finished, and the employees placed (order, dish) and skipped (the reason, in checkout's words), the first 1,000 of each by name. 404 when the date has had no run.",
    params: AutoOrderRunParamsSchema,
    response: AutoOrderRunSchema,
  },
});
