import {
  DeliveryOptionsQuerySchema,
  DeliveryOptionsSchema,
  PlatformSettingsSchema,
  UpdatePlatformSettingsSchema,
} from '../delivery.js';
import { KitchenLabelsQuerySchema, KitchenQuerySchema, KitchenSheetSchema } from '../orders.js';
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
      "Platform ordering rules: ordering for a delivery date closes at `order_cutoff` (HH:MM in `time_zone`) on that date; employees may order up to `max_days_ahead` (0–14) days ahead; the delivery `slots` offered (1–12 distinct HH:MM, in each company's time zone, answered in time order); ordering for a slot closes `min_lead_minutes` (0–720) before it. The seller on every tax invoice and credit note: `legal_name`, `tin` (8 to 15 digits, dashes allowed between them), `address`; `vat_rate`, a percentage from 0 to 100 with at most 2 decimals sent as a number or a numeric string (default 7.5, answered as a number), and `prices_include_vat` (default true: menu prices and fees include VAT, which invoices take out of them). A document already issued keeps what it copied. Only the fields sent change. 409 naming the field when the cut-off, after the change, is later than the last slot minus the lead time (ordering would stay open when no slot can be cooked and delivered).",
    body: UpdatePlatformSettingsSchema,
    response: PlatformSettingsSchema,
  },
  'GET /orders/delivery-options': {
    roles: ['employee'],
    tags: ['delivery'],
    description:
      "What applies to the signed-in employee before they order: the days open for ordering (each with its cut-off, its slots and whether each is still open, and what is left of the company's day cap), the platform's slots and lead time, their default slot, the delivery address (`address_id`, else the default for the first open day's week day) with its zone, fee and whether it is served (a zone's own slots and cut-off apply to its addresses), the company's order days, window and caps, and what is left this month.",
    query: DeliveryOptionsQuerySchema,
    response: DeliveryOptionsSchema,
  },
  'GET /kitchen': {
    roles: ['admin', 'restaurant'],
    tags: ['delivery'],
    description:
      "The kitchen sheet of a delivery date (default: today, platform time zone): the dishes left to cook (orders pending or confirmed), in all and per slot, and every delivery with its status, short reference, restaurant and health conflicts; orders declined or cancelled are left out. A restaurant gets its own orders only; the platform admin every restaurant's, or one restaurant's with `restaurant_id`.",
    query: KitchenQuerySchema,
    response: KitchenSheetSchema,
  },
  'GET /kitchen/csv': {
    roles: ['admin', 'restaurant'],
    tags: ['delivery'],
    description:
      "The kitchen sheet as CSV, one row per delivery (orders declined or cancelled left out): date, slot, status, reference, employee, company, restaurant, address, items, health conflicts, order id. A restaurant gets its own orders only; the platform admin every restaurant's, or one restaurant's with `restaurant_id`.",
    query: KitchenQuerySchema,
  },
  'GET /kitchen/labels.pdf': {
    roles: ['admin', 'restaurant'],
    tags: ['delivery'],
    description:
      "Meal labels of a delivery date (default: today, platform time zone) as an A4 PDF for 3 × 8 label sheets (70 × 37 mm): one label per ordered portion with the employee, company, dish, allergens, delivery address, date, slot and short order reference, and an allergy/diet warning when the order conflicts with the employee's health profile. Only the orders left to cook (pending or confirmed) unless `all=true`; orders declined or cancelled never. A restaurant gets its own orders only; the platform admin every restaurant's, or one restaurant's with `restaurant_id`.",
    query: KitchenLabelsQuerySchema,
  },
});
