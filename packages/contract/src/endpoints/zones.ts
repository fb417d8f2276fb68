import { NoDataSchema } from '../common.js';
import {
  UpdateZoneSchema,
  ZoneIdParamsSchema,
  ZoneInputSchema,
  ZoneListSchema,
  ZoneSchema,
} from '../zones.js';
import { defineEndpoints } from './endpoint.js';

const ZONE_NOTE =
  "An address is in a zone when its state and area match one of the zone's areas (trimmed, case and accents ignored). Orders to an address in a zone pay its `delivery_fee` (once per employee, delivery day, slot and address, from the company wallet, not the budget) and follow its `slots` and `order_cutoff` when set (null: the platform's). While no zone exists every address is served with no fee. 409 naming `areas` when an area already belongs to another zone, `name` when another zone has the name.";

/** Delivery zones, fees and their slots (server: modules/zones). */
export const zonesEndpoints = defineEndpoints({
  'GET /admin/zones': {
    roles: ['admin'],
    tags: ['zones'],
    description: `Every delivery zone, by name. ${ZONE_NOTE}`,
    response: ZoneListSchema,
  },
  'POST /admin/zones': {
    roles: ['admin'],
    tags: ['zones'],
    description: `Adds a delivery zone. ${ZONE_NOTE}`,
    body: ZoneInputSchema,
    response: ZoneSchema,
  },
  'PATCH /admin/zones/:id': {
    roles: ['admin'],
    tags: ['zones'],
    description: `Edits a zone: only the fields sent change (\`areas\` replaces its list). Orders already placed keep their zone and fee. ${ZONE_NOTE}`,
    params: ZoneIdParamsSchema,
    body: UpdateZoneSchema,
    response: ZoneSchema,
  },
  'DELETE /admin/zones/:id': {
    roles: ['admin'],
    tags: ['zones'],
    description:
      'Deletes a zone; orders already placed keep their zone name and fee. Addresses it held are served again only if another zone holds them (or no zone is left).',
    params: ZoneIdParamsSchema,
    response: NoDataSchema,
  },
});
