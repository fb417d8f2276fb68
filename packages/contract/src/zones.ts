import { z } from 'zod';
import {
  fieldError,
  IdSchema,
  MoneySchema,
  moneyInputSchema,
  requiredText,
  TimestampSchema,
} from './common.js';
import { DeliverySlotListSchema, TimeOfDaySchema } from './delivery.js';

/** Delivery zones (issue 29): GET/POST /admin/zones, PATCH/DELETE /admin/zones/:id. */

export const ZONE_AREAS_LIMIT = 200;

export const ZoneAreaSchema = z.strictObject({
  state: requiredText('State', 100),
  area: requiredText('Area', 100),
});
export type ZoneArea = z.infer<typeof ZoneAreaSchema>;

const areasMessage = `areas must list 1 to ${ZONE_AREAS_LIMIT} areas ({state, area})`;

/** A zone's fields, each required and without a default (ZoneInputSchema adds them; an edit sends some). */
const zoneFields = {
  name: requiredText('Name', 80),
  areas: z
    .array(ZoneAreaSchema, { error: fieldError('Areas', `a list of {state, area}`) })
    .min(1, areasMessage)
    .max(ZONE_AREAS_LIMIT, areasMessage)
    .describe(
      'The areas the zone delivers to. An address is in the zone when its state and area match one of them (trimmed, case and accents ignored); an area belongs to one zone at most (409 otherwise)',
    ),
  delivery_fee: moneyInputSchema('Delivery fee')
    .refine((kobo) => kobo >= 0, 'Delivery fee must not be negative')
    .describe('Naira charged to the company wallet once per employee, day, slot and address'),
  slots: DeliverySlotListSchema.nullable().describe(
    "The zone's own delivery slots (HH:MM); null: the platform's",
  ),
  order_cutoff: TimeOfDaySchema.nullable().describe(
    "The zone's own cut-off (HH:MM, platform time zone); null: the platform's",
  ),
};

export const ZoneInputSchema = z.strictObject({
  ...zoneFields,
  slots: zoneFields.slots.default(null),
  order_cutoff: zoneFields.order_cutoff.default(null),
});
export type ZoneInput = z.input<typeof ZoneInputSchema>;

/** An edit: only the fields sent change (`areas` replaces the list); a field left out keeps its value. */
export const UpdateZoneSchema = z.strictObject(zoneFields).partial();
export type UpdateZone = z.input<typeof UpdateZoneSchema>;

export const ZoneIdParamsSchema = z.object({ id: IdSchema });

export const ZoneSchema = z.object({
  id: IdSchema,
  name: z.string(),
  areas: z.array(z.object({ state: z.string(), area: z.string() })),
  delivery_fee: MoneySchema,
  slots: z.array(z.string()).nullable(),
  order_cutoff: z.string().nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Zone = z.infer<typeof ZoneSchema>;

export const ZoneListSchema = z.array(ZoneSchema);
