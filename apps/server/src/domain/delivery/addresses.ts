import { addressOnOneLine, defaultAddressFor, type OrderAddress, type WeekDay } from '@lunch/contract';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { Refusal } from '../holds/refusals.js';
import { type AddressZone, isServed, notServedText, zoneFrom } from './zones.js';

/**
 * Where an order goes (issue 29): the employee's addresses as checkout and the delivery options read
 * them (with the zone holding each), which one an order is for, and the copy the order keeps.
 */

/** An employee's address with its zone, as `addressesOf` reads it. */
export type DeliveryAddress = Omit<OrderAddress, 'id'> & {
  id: string;
  default_for: WeekDay[];
  zone: AddressZone | null;
  created_at: string;
};

type AddressRow = Omit<DeliveryAddress, 'zone'> & {
  zoneId: string | null;
  zoneName: string | null;
  zoneFeeKobo: number | string | null;
  zoneSlots: string[] | null;
  zoneCutoffMinutes: number | null;
};

/**
 * The addresses of the employee whose id is `employeeId` (a column or a value), oldest first, each
 * with the zone holding it (area_key, migration 0018), as one JSON value: read with other rows in
 * the same query (checkout reads it with the payer). `addressesFrom` turns it into DeliveryAddress.
 */
export const addressesOf = (employeeId: AnyColumn | string) => sql<AddressRow[]>`(
  select coalesce(json_agg(json_build_object(
      'id', a.id, 'label', a.label, 'address_line_1', a.address_line_1, 'address_line_2', a.address_line_2,
      'city', a.city, 'area', a.area, 'state', a.state, 'phone_number', a.phone_number,
      'instructions', a.instructions, 'default_for', a.default_for, 'created_at', a.created_at,
      'zoneId', z.id, 'zoneName', z.name, 'zoneFeeKobo', z.delivery_fee_kobo, 'zoneSlots', z.slots,
      'zoneCutoffMinutes', z.order_cutoff_minutes)
    order by a.created_at, a.id), '[]'::json)
  from employee_addresses a
  left join delivery_zone_areas za on za.area_key = area_key(a.state, a.area)
  left join delivery_zones z on z.id = za.zone_id
  where a.employee_id = ${employeeId})`;

/** Whether the platform has any delivery zone, to read with other rows. */
export const zonesDefinedSql = sql<boolean>`exists (select 1 from delivery_zones)`;

/**
 * The employee's address book with the zone of each, oldest first, and whether the platform has
 * zones (one statement, on the pool or in a transaction).
 */
export async function addressBook(ex: Executor, employeeId: string) {
  const result = (await ex.execute(
    sql`select ${addressesOf(employeeId)} as addresses, ${zonesDefinedSql} as zones_defined`,
  )) as unknown as { rows: Array<{ addresses: AddressRow[]; zones_defined: boolean }> };
  const row = result.rows[0]!;
  return { addresses: addressesFrom(row.addresses), zonesDefined: row.zones_defined };
}

export const addressesFrom = (rows: AddressRow[]): DeliveryAddress[] =>
  rows.map(({ zoneId, zoneName, zoneFeeKobo, zoneSlots, zoneCutoffMinutes, ...address }) => ({
    ...address,
    zone: zoneFrom({ zoneId, zoneName, zoneFeeKobo, zoneSlots, zoneCutoffMinutes }),
  }));

/**
 * The address an order for `date` goes to: the one asked for (404 when it is not the employee's),
 * else the one whose default_for holds the date's week day, else the first; null when the employee
 * has none. Without a date (the first open day is not known yet), the first.
 */
function chooseAddress(
  addresses: DeliveryAddress[],
  addressId: string | undefined,
  date: string | undefined,
): DeliveryAddress | null {
  if (addressId !== undefined) {
    const asked = addresses.find((address) => address.id === addressId);
    if (!asked) throw notFound('No delivery address of yours with this id');
    return asked;
  }
  return defaultAddressFor(addresses, date) ?? null;
}

/**
 * Which address an order (or the delivery options) is for, and its delivery worked out there:
 * `plan(address, date)` works the delivery out for an address (in its zone's rules) and a date
 * (undefined: the first open day). With an address or a date asked for, the address is chooseAddress's.
 * With neither, the plan for the first address finds the first open day (`dayOf`), and when that
 * day's default address is another one, the plan is made again for it on that day.
 */
export function planForAddress<Plan>(
  addresses: DeliveryAddress[],
  asked: { addressId: string | undefined; date: string | undefined },
  plan: (address: DeliveryAddress | null, date: string | undefined) => Plan,
  dayOf: (planned: Plan) => string | undefined,
): { address: DeliveryAddress | null; planned: Plan } {
  const address = chooseAddress(addresses, asked.addressId, asked.date);
  const planned = plan(address, asked.date);
  if (asked.addressId !== undefined || asked.date !== undefined) return { address, planned };
  const day = dayOf(planned);
  const forDay = day === undefined ? address : chooseAddress(addresses, undefined, day);
  if (forDay === address) return { address, planned };
  return { address: forDay, planned: plan(forDay, day) };
}

/**
 * Refuses (409) an order to an address no zone holds while the platform has zones, and, then, an
 * employee with no address at all.
 */
export function checkServed(address: DeliveryAddress | null, zonesDefined: boolean) {
  if (isServed(address?.zone ?? null, zonesDefined)) return;
  throw new Refusal(
    'address',
    address
      ? `${notServedText(address)} Choose another address, or ask us to add the area.`
      : 'Add a delivery address in your profile before ordering: we deliver only to the areas of our delivery zones.',
  );
}

/** The copy of the address an order keeps ({} when the employee had none). */
export const addressCopy = (
  address: DeliveryAddress | null,
): Omit<OrderAddress, 'id'> | Record<string, never> =>
  address
    ? {
        label: address.label,
        address_line_1: address.address_line_1,
        address_line_2: address.address_line_2,
        city: address.city,
        area: address.area,
        state: address.state,
        phone_number: address.phone_number,
        instructions: address.instructions,
      }
    : {};

/** An order's kept address as the API shows it (null: it kept none). */
export function presentOrderAddress(
  id: string | null,
  copy: Record<string, string> | null,
): OrderAddress | null {
  if (!copy || copy.address_line_1 === undefined) return null;
  return {
    id,
    label: copy.label ?? '',
    address_line_1: copy.address_line_1,
    address_line_2: copy.address_line_2 ?? '',
    city: copy.city ?? '',
    area: copy.area ?? '',
    state: copy.state ?? '',
    phone_number: copy.phone_number ?? '',
    instructions: copy.instructions ?? '',
  };
}

/** An order's kept address on one line ("12 Allen Avenue, Ikeja, Lagos"; '' when it kept none). */
export const orderAddressLine = (copy: Record<string, string> | null): string =>
  copy?.address_line_1 === undefined ? '' : addressOnOneLine(copy as unknown as OrderAddress);
