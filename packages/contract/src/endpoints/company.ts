import { CompanySettingsSchema, UpdateCompanySettingsSchema } from '../company.js';
import { defineEndpoints } from './endpoint.js';

/** A company's own settings: budget, low-balance alert and meal programme (server: modules/company). */
export const companyEndpoints = defineEndpoints({
  'GET /company/settings': {
    roles: ['company'],
    tags: ['company'],
    response: CompanySettingsSchema,
  },
  'PATCH /company/settings': {
    roles: ['company'],
    tags: ['company'],
    description:
      "The monthly budget per employee, `low_balance_alert` (naira, or null for no alert: the company is emailed once when an order charge takes the wallet from at or above it to below it, and again only after a top-up lifts the wallet back to it or above) and the meal programme: `order_days` (delivery days paid for), `order_window_start`/`order_window_end` (HH:MM, company time zone, when employees may order; end inclusive), `per_order_cap` and `per_day_cap` (naira, or null for none; the day cap sums an employee's orders for one delivery date, net of refunds). Only the fields sent change.",
    body: UpdateCompanySettingsSchema,
    response: CompanySettingsSchema,
  },
});
