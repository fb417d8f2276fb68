import {
  koboToNaira,
  minutesToTime,
  timeToMinutes,
  type Zone,
  type ZoneArea,
  type ZoneInputSchema,
} from '@lunch/contract';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { deliveryZoneAreas, deliveryZones } from '../../db/schema.js';
import { checkSlotsReachable, platformRules, rulesInZone } from '../../domain/delivery/platform-settings.js';
import { type AddressZone, areaKeyOf } from '../../domain/delivery/zones.js';
import { AppError, databaseError, type FieldError, notFound } from '../../lib/errors.js';

/**
 * The platform admin's delivery zones (`/api/admin/zones`): each holds areas (state and area,
 * matched by the SQL function area_key: migration 0018), a fee and optionally its own slots and
 * cut-off. An area belongs to one zone at most (delivery_zone_areas.area_key is the primary key);
 * zone names differ, case aside (delivery_zones_name_key on lower(name)).
 */

/** A zone as the contract parses it: the fee in kobo, slots in time order, the cut-off as 'HH:MM'. */
export type ZoneValues = z.output<typeof ZoneInputSchema>;

/** Zone writes take turns: each checks names and areas against the others, then writes. */
const ZONES_LOCK = sql`select pg_advisory_xact_lock(hashtextextended('delivery-zones', 0))`;

type ZoneRow = typeof deliveryZones.$inferSelect;
type AreaRow = Pick<typeof deliveryZoneAreas.$inferSelect, 'zoneId' | 'state' | 'area'>;

const present = (row: ZoneRow, areas: AreaRow[]): Zone => ({
  id: row.id,
  name: row.name,
  areas: areas.map(({ state, area }) => ({ state, area })),
  delivery_fee: koboToNaira(row.deliveryFeeKobo),
  slots: row.slots ? [...row.slots].sort() : null,
  order_cutoff: row.orderCutoffMinutes === null ? null : minutesToTime(row.orderCutoffMinutes),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The zones matching `where` by name, each with its areas (state, then area, as area_key orders them). */
async function zonesWhere(ex: Executor, where?: SQL): Promise<Zone[]> {
  const rows = await ex
    .select()
    .from(deliveryZones)
    .where(where)
    .orderBy(sql`lower(${deliveryZones.name})`, asc(deliveryZones.id));
  if (rows.length === 0) return [];
  const areas = await ex
    .select({
      zoneId: deliveryZoneAreas.zoneId,
      state: deliveryZoneAreas.state,
      area: deliveryZoneAreas.area,
    })
    .from(deliveryZoneAreas)
    .where(
      inArray(
        deliveryZoneAreas.zoneId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(deliveryZoneAreas.areaKey));
  return rows.map((row) =>
    present(
      row,
      areas.filter((area) => area.zoneId === row.id),
    ),
  );
}

/** `GET /admin/zones`: every zone, by name. */
export const listZones = (ctx: AppContext) => zonesWhere(ctx.db);

const refuse = (code: 'BAD_REQUEST' | 'CONFLICT', errors: FieldError[]) =>
  new AppError(code, errors.map((error) => error.message).join(' '), errors);

const areaName = (area: ZoneArea) => `${area.area}, ${area.state}`;

/**
 * The areas sent, each with its area_key (computed by PostgreSQL) and the other zone that holds it:
 * refused 400 when two of them are one area; the areas another zone holds (409) are returned.
 */
async function heldAreas(tx: Executor, areas: ZoneArea[], zoneId: string): Promise<FieldError[]> {
  const rows = (
    (await tx.execute(sql`
      select k.ord, ${areaKeyOf(sql`k.state`, sql`k.area`)} as key, z.id as zone_id, z.name as zone_name
      from (values ${sql.join(
        areas.map((area, index) => sql`(${index}::int, ${area.state}::text, ${area.area}::text)`),
        sql`, `,
      )}) as k(ord, state, area)
      left join ${deliveryZoneAreas} za on za.area_key = ${areaKeyOf(sql`k.state`, sql`k.area`)}
      left join ${deliveryZones} z on z.id = za.zone_id
      order by k.ord`)) as unknown as {
      rows: Array<{ ord: number; key: string; zone_id: string | null; zone_name: string | null }>;
    }
  ).rows;

  const byKey = new Map<string, ZoneArea[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), areas[Number(row.ord)]!]);
  const repeated = [...byKey.values()].filter((same) => same.length > 1);
  if (repeated.length > 0) {
    throw refuse(
      'BAD_REQUEST',
      repeated.map((same) => ({
        path: 'areas',
        message: `${same.map((area) => `"${areaName(area)}"`).join(' and ')} are the same area (case, accents and spaces aside): list it once.`,
      })),
    );
  }

  return rows
    .filter((row) => row.zone_id !== null && row.zone_id !== zoneId)
    .map((row) => ({
      path: 'areas',
      message: `${areaName(areas[Number(row.ord)]!)} already belongs to the zone "${row.zone_name}": an area belongs to one zone at most. Remove it from that zone first.`,
    }));
}

/** The refusal of a name another zone has, case aside (409 naming `name`), if it has. */
async function takenName(tx: Executor, name: string, zoneId: string): Promise<FieldError[]> {
  const [other] = await tx
    .select({ name: deliveryZones.name })
    .from(deliveryZones)
    .where(and(sql`lower(${deliveryZones.name}) = lower(${name})`, ne(deliveryZones.id, zoneId)));
  return other
    ? [{ path: 'name', message: `Another zone is already named "${other.name}": choose another name.` }]
    : [];
}

/**
 * The zone's own slots and cut-off must leave a slot orderable, as the platform's must
 * (checkSlotsReachable, with the rules checkout applies in the zone: rulesInZone). Checked when the
 * admin gives either (a new zone's own values, or an edit that sends one); the refusal names the
 * one given. A zone on the platform's slots and cut-off has nothing of its own to check.
 */
async function checkOwnRules(tx: Executor, zone: AddressZone, change: Partial<ZoneValues>, isNew: boolean) {
  const given = (value: unknown) => (isNew ? value != null : value !== undefined);
  const slotsGiven = given(change.slots);
  const cutoffGiven = given(change.order_cutoff);
  if (!slotsGiven && !cutoffGiven) return;
  if (zone.slots === null && zone.cutoffMinutes === null) return;
  const rules = rulesInZone(await platformRules(tx), zone);
  checkSlotsReachable(rules, {
    slots: slotsGiven ? rules.slots : undefined,
    order_cutoff: cutoffGiven ? minutesToTime(rules.cutoffMinutes) : undefined,
  });
}

const minutesOf = (time: string | null) => (time === null ? null : timeToMinutes(time));

async function insertAreas(tx: Executor, zoneId: string, areas: ZoneArea[]) {
  await tx.insert(deliveryZoneAreas).values(
    areas.map((area) => ({
      areaKey: areaKeyOf(area.state, area.area),
      zoneId,
      state: area.state,
      area: area.area,
    })),
  );
}

/**
 * A unique violation that the checks under the lock did not foresee (a writer that took no lock) is
 * still the same refusal: 409 naming the field, never a 500.
 */
function asConflict(error: unknown): unknown {
  const violation = databaseError(error, '23505') as { constraint?: string } | undefined;
  if (violation?.constraint === 'delivery_zone_areas_pkey')
    return refuse('CONFLICT', [
      {
        path: 'areas',
        message: 'One of these areas was just added to another zone: an area belongs to one zone at most.',
      },
    ]);
  if (violation?.constraint === 'delivery_zones_name_key')
    return refuse('CONFLICT', [
      { path: 'name', message: 'Another zone was just given this name: choose another name.' },
    ]);
  return error;
}

/**
 * Checks and writes one zone in one transaction, under the zones lock: a refused change changes
 * nothing. `zoneId` null: a new zone (every field given).
 */
async function writeZone(ctx: AppContext, zoneId: string | null, change: Partial<ZoneValues>): Promise<Zone> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(ZONES_LOCK);
      let current: ZoneRow | undefined;
      if (zoneId) {
        [current] = await tx.select().from(deliveryZones).where(eq(deliveryZones.id, zoneId)).for('update');
        if (!current) throw notFound('Zone not found');
      }
      const id = zoneId ?? uuidv7();
      const conflicts = [
        ...(change.name === undefined ? [] : await takenName(tx, change.name, id)),
        ...(change.areas === undefined ? [] : await heldAreas(tx, change.areas, id)),
      ];
      if (conflicts.length > 0) throw refuse('CONFLICT', conflicts);
      const zone = {
        id,
        name: change.name ?? current!.name,
        feeKobo: change.delivery_fee ?? current!.deliveryFeeKobo,
        slots: change.slots === undefined ? current!.slots : change.slots,
        cutoffMinutes:
          change.order_cutoff === undefined ? current!.orderCutoffMinutes : minutesOf(change.order_cutoff),
      } satisfies AddressZone;
      await checkOwnRules(tx, zone, change, !current);

      const values = {
        name: zone.name,
        deliveryFeeKobo: zone.feeKobo,
        slots: zone.slots,
        orderCutoffMinutes: zone.cutoffMinutes,
        updatedAt: now,
      };
      if (current) {
        await tx.update(deliveryZones).set(values).where(eq(deliveryZones.id, id));
        if (change.areas !== undefined)
          await tx.delete(deliveryZoneAreas).where(eq(deliveryZoneAreas.zoneId, id));
      } else {
        await tx.insert(deliveryZones).values({ id, ...values, createdAt: now });
      }
      if (change.areas !== undefined) await insertAreas(tx, id, change.areas);
      const [written] = await zonesWhere(tx, eq(deliveryZones.id, id));
      return written!;
    });
  } catch (error) {
    throw asConflict(error);
  }
}

/** `POST /admin/zones`. */
export const createZone = (ctx: AppContext, input: ZoneValues) => writeZone(ctx, null, input);

/** `PATCH /admin/zones/:id`: only the fields in `change` (`areas` replaces the list); 404 for an unknown zone. */
export const updateZone = (ctx: AppContext, id: string, change: Partial<ZoneValues>) =>
  writeZone(ctx, id, change);

/** `DELETE /admin/zones/:id`: its areas go with it (orders keep their own zone name and fee). */
export async function deleteZone(ctx: AppContext, id: string) {
  const deleted = await ctx.db
    .delete(deliveryZones)
    .where(eq(deliveryZones.id, id))
    .returning({ id: deliveryZones.id });
  if (deleted.length === 0) throw notFound('Zone not found');
}
