import { DeliveryOptionsSchema, PlatformSettingsSchema, UpdatePlatformSettingsSchema } from '../delivery.js';
import { KitchenQuerySchema, KitchenSheetSchema } from '../orders.js';
import { defineEndpoints } from './endpoint.js';

/** Platform ordering settings, what applies to an employee before ordering, and the kitchen sheet (server: modules/delivery). */
export const deliveryEndpoints = defineEndpoints({
  'GET /admin/settings': {
    roles: ['admin'],
    tags: ['delivery'],
    response: PlatformSettingsSchema,
  },
  'PATCH /admin/settings': {
    roles: ['admin'],
    tags: ['delivery'],
    description:
      'Platform ordering rules: ordering for a delivery date closes at `order_cutoff` (HH:MM in `time_zone`) on that date; employees may order up to `max_days_ahead` (0–14) days ahead. Only the fields sent change.',
    body: UpdatePlatformSettingsSchema,
    response: PlatformSettingsSchema,
  },
  'GET /orders/delivery-options': {
    roles: ['employee'],
    tags: ['delivery'],
    description:
      "What applies to the signed-in employee before they order: the days open for ordering (each with its cut-off and what is left of the company's day cap), their delivery slot, the company's order days, window and caps, and what is left this month.",
    response: DeliveryOptionsSchema,
  },
  'GET /kitchen': {
    roles: ['admin'],
    tags: ['delivery'],
    description:
      'The kitchen sheet of a delivery date (default: today, platform time zone): dishes to cook, per slot, and each delivery; orders declined or cancelled are left out.',
    query: KitchenQuerySchema,
    response: KitchenSheetSchema,
  },
  'GET /kitchen/csv': {
    roles: ['admin'],
    tags: ['delivery'],
    description: 'The kitchen sheet as CSV, one row per delivery.',
    query: KitchenQuerySchema,
  },
  'GET /kitchen/labels.pdf': {
    roles: ['admin'],
    tags: ['delivery'],
    description:
      'Meal labels of a delivery date (default: today, platform time zone) as an A4 PDF for 3 × 8 label sheets (70 × 37 mm): one label per ordered portion with the employee, company, dish, allergens, date and slot; orders declined or cancelled are left out.',
    query: KitchenQuerySchema,
  },
});
