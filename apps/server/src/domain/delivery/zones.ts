import { koboToNaira } from '@lunch/contract';
import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { deliveryZones } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';

/**
 * Delivery zones (issue 29): which zone holds an address, whether the platform delivers there, and
 * the ordering rules in a zone. An address is in a zone when the SQL function area_key(state, area)
 * (migration 0018: trimmed, spaces collapsed, case and accents ignored) of the address equals one of
 * the zone's area keys: that function is the one implementation of the match.
 */

/** area_key(state, area) of an address's columns (or values), to join or compare with delivery_zone_areas.area_key. */
export const areaKeyOf = (state: AnyColumn | SQL | string, area: AnyColumn | SQL | string) =>
  sql<string>`area_key(${state}, ${area})`;

/** What an order needs of its address's zone. */
export type AddressZone = {
  id: string;
  name: string;
  feeKobo: number;
  /** The zone's own slots ('HH:MM', time order), or null: the platform's. */
  slots: string[] | null;
  /** The zone's own cut-off (minutes after midnight, platform zone), or null: the platform's. */
  cutoffMinutes: number | null;
};

/** The zone columns, as zoneFrom reads them. */
export const zoneColumns = {
  zoneId: deliveryZones.id,
  zoneName: deliveryZones.name,
  zoneFeeKobo: deliveryZones.deliveryFeeKobo,
  zoneSlots: deliveryZones.slots,
  zoneCutoffMinutes: deliveryZones.orderCutoffMinutes,
};
type ZoneColumnValues = {
  zoneId: string | null;
  zoneName: string | null;
  zoneFeeKobo: number | string | null;
  zoneSlots: string[] | null;
  zoneCutoffMinutes: number | null;
};

/** The zone of a row read with zoneColumns (null: no zone holds the address). */
export function zoneFrom(row: ZoneColumnValues): AddressZone | null {
  if (row.zoneId === null) return null;
  return {
    id: row.zoneId,
    name: row.zoneName!,
    feeKobo: Number(row.zoneFeeKobo),
    slots: row.zoneSlots ? [...row.zoneSlots].sort() : null,
    cutoffMinutes: row.zoneCutoffMinutes,
  };
}

/** The zone with this id now (null: none given, or deleted since). */
export async function zoneById(ex: Executor, zoneId: string | null): Promise<AddressZone | null> {
  if (zoneId === null) return null;
  const [row] = await ex.select(zoneColumns).from(deliveryZones).where(eq(deliveryZones.id, zoneId));
  return row ? zoneFrom(row) : null;
}

/** An address is served when a zone holds it, or when the platform has no zone at all. */
export const isServed = (zone: AddressZone | null, anyZone: boolean): boolean => zone !== null || !anyZone;

/** The zone as an address or an order shows it. */
export const presentZone = (zone: AddressZone | null) =>
  zone && { id: zone.id, name: zone.name, delivery_fee: koboToNaira(zone.feeKobo) };

/** "We do not deliver to Ajah, Lagos yet": the refusal and the warning of an address outside every zone. */
export const notServedText = (address: { area: string; state: string }) =>
  `We do not deliver to ${[address.area, address.state].filter(Boolean).join(', ')} yet: no delivery zone holds this address.`;

/**
 * 400 naming `zones` when one of the zone ids given (a rider's, a restaurant's) names no delivery
 * zone; nothing otherwise.
 */
export async function refuseUnknownZones(ex: Executor, zoneIds: readonly string[]) {
  if (zoneIds.length === 0) return;
  const found = await ex
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(inArray(deliveryZones.id, [...zoneIds]));
  if (found.length !== zoneIds.length) {
    throw badRequest('One of the zones does not exist', [
      { path: 'zones', message: 'One of the zones does not exist: choose among the delivery zones' },
    ]);
  }
}
