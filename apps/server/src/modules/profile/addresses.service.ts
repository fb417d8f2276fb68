import type { Address, AddressInputSchema, UpdateAddressSchema, WeekDay } from '@lunch/contract';
import { and, arrayOverlaps, asc, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { accounts, deliveryZoneAreas, deliveryZones, employeeAddresses, employees } from '../../db/schema.js';
import {
  isServed,
  presentZone,
  zoneAreaOn,
  zoneColumns,
  zoneFrom,
  zoneOfArea,
  zonesDefined,
} from '../../domain/delivery/zones.js';
import { conflict, notFound } from '../../lib/errors.js';

/*
 * The employee's delivery address book (`/api/profile/addresses`): named addresses, oldest first (the
 * first is the one given at onboarding), each with the zone holding it and whether the platform
 * delivers there. A week day of `default_for` belongs to one address at most. Every write locks the
 * employee's row first, so two writes of one employee (two adds at the 10th address, two deletes of
 * the last two) run one after the other.
 */

/** How many addresses an employee may keep. */
export const MAX_ADDRESSES = 10;

type AddressInput = z.output<typeof AddressInputSchema>;
type AddressChanges = z.output<typeof UpdateAddressSchema>;
type AddressRow = typeof employeeAddresses.$inferSelect;

/** The employee's addresses with the zone of each (zoneColumns), oldest first. */
function addressesWithZone(ex: Executor) {
  return ex
    .select({ address: employeeAddresses, ...zoneColumns })
    .from(employeeAddresses)
    .leftJoin(deliveryZoneAreas, zoneAreaOn(employeeAddresses.state, employeeAddresses.area))
    .leftJoin(deliveryZones, zoneOfArea)
    .$dynamic();
}

type RowWithZone = Awaited<ReturnType<ReturnType<typeof addressesWithZone>['execute']>>[number];

function presentAddress(row: RowWithZone, anyZone: boolean): Address {
  const { address } = row;
  const zone = zoneFrom(row);
  return {
    id: address.id,
    label: address.label,
    address_line_1: address.addressLine1,
    address_line_2: address.addressLine2,
    city: address.city,
    area: address.area,
    state: address.state,
    phone_number: address.phoneNumber,
    instructions: address.instructions,
    default_for: address.defaultFor as WeekDay[],
    served: isServed(zone, anyZone),
    zone: presentZone(zone),
    created_at: address.createdAt.toISOString(),
  };
}

const oldestFirst = [asc(employeeAddresses.createdAt), asc(employeeAddresses.id)] as const;
const ofEmployee = (employeeId: string) => eq(employeeAddresses.employeeId, employeeId);
const isAddress = (employeeId: string, id: string) =>
  and(eq(employeeAddresses.id, id), eq(employeeAddresses.employeeId, employeeId));

/** GET /profile/addresses: the employee's addresses, oldest first. */
export async function listAddresses(ctx: AppContext, employeeId: string): Promise<Address[]> {
  const [rows, anyZone] = await Promise.all([
    addressesWithZone(ctx.db)
      .where(ofEmployee(employeeId))
      .orderBy(...oldestFirst),
    zonesDefined(ctx.db),
  ]);
  return rows.map((row) => presentAddress(row, anyZone));
}

/** One address of the employee as the API shows it (404 when it is not theirs). */
async function readAddress(ex: Executor, employeeId: string, id: string): Promise<Address> {
  const [row] = await addressesWithZone(ex).where(isAddress(employeeId, id));
  if (!row) throw notFound('Address not found');
  return presentAddress(row, await zonesDefined(ex));
}

/** Locks the employee's row: their address writes run one at a time. */
async function lockEmployee(tx: Executor, employeeId: string) {
  const [row] = await tx
    .select({ id: employees.accountId })
    .from(employees)
    .where(eq(employees.accountId, employeeId))
    .for('update');
  if (!row) throw notFound('Profile not found');
}

/** The address, when it is the employee's (locked by lockEmployee); 404 otherwise, never saying whose it is. */
async function ownAddress(tx: Executor, employeeId: string, id: string): Promise<AddressRow> {
  const [row] = await tx.select().from(employeeAddresses).where(isAddress(employeeId, id));
  if (!row) throw notFound('Address not found');
  return row;
}

/** Takes `days` from the employee's addresses other than `keepId` (a day belongs to one address at most). */
async function takeDaysFromOthers(
  tx: Executor,
  employeeId: string,
  keepId: string | null,
  days: WeekDay[],
  now: Date,
) {
  if (days.length === 0) return;
  const others = await tx
    .select({ id: employeeAddresses.id, defaultFor: employeeAddresses.defaultFor })
    .from(employeeAddresses)
    .where(
      and(
        ofEmployee(employeeId),
        arrayOverlaps(employeeAddresses.defaultFor, days),
        keepId === null ? undefined : ne(employeeAddresses.id, keepId),
      ),
    );
  for (const other of others) {
    await tx
      .update(employeeAddresses)
      .set({ defaultFor: other.defaultFor.filter((day) => !days.includes(day as WeekDay)), updatedAt: now })
      .where(eq(employeeAddresses.id, other.id));
  }
}

/** The address columns of the fields given. */
function addressColumns(fields: AddressChanges) {
  return {
    ...(fields.label !== undefined && { label: fields.label }),
    ...(fields.address_line_1 !== undefined && { addressLine1: fields.address_line_1 }),
    ...(fields.address_line_2 !== undefined && { addressLine2: fields.address_line_2 }),
    ...(fields.city !== undefined && { city: fields.city }),
    ...(fields.area !== undefined && { area: fields.area }),
    ...(fields.state !== undefined && { state: fields.state }),
    ...(fields.phone_number !== undefined && { phoneNumber: fields.phone_number }),
    ...(fields.instructions !== undefined && { instructions: fields.instructions }),
    ...(fields.default_for !== undefined && { defaultFor: fields.default_for }),
  };
}

/** POST /profile/addresses: adds an address (409 at the 11th). */
export async function addAddress(ctx: AppContext, employeeId: string, input: AddressInput): Promise<Address> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockEmployee(tx, employeeId);
    const [kept] = await tx.select({ n: count() }).from(employeeAddresses).where(ofEmployee(employeeId));
    if ((kept?.n ?? 0) >= MAX_ADDRESSES) {
      throw conflict(
        `You can keep at most ${MAX_ADDRESSES} delivery addresses. Delete one you no longer use to add another.`,
      );
    }
    await takeDaysFromOthers(tx, employeeId, null, input.default_for, now);
    const [added] = await tx
      .insert(employeeAddresses)
      .values({
        employeeId,
        label: input.label,
        addressLine1: input.address_line_1,
        addressLine2: input.address_line_2,
        city: input.city,
        area: input.area,
        state: input.state,
        phoneNumber: input.phone_number,
        instructions: input.instructions,
        defaultFor: input.default_for,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: employeeAddresses.id });
    return readAddress(tx, employeeId, added!.id);
  });
}

/** PATCH /profile/addresses/:id: changes the fields given (404 for an address that is not the employee's). */
export async function updateAddress(
  ctx: AppContext,
  employeeId: string,
  id: string,
  changes: AddressChanges,
): Promise<Address> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockEmployee(tx, employeeId);
    await ownAddress(tx, employeeId, id);
    const columns = addressColumns(changes);
    if (Object.keys(columns).length > 0) {
      await takeDaysFromOthers(tx, employeeId, id, changes.default_for ?? [], now);
      await tx
        .update(employeeAddresses)
        .set({ ...columns, updatedAt: now })
        .where(eq(employeeAddresses.id, id));
    }
    return readAddress(tx, employeeId, id);
  });
}

/** DELETE /profile/addresses/:id: 404 for an address that is not the employee's, 409 for their last one. */
export async function deleteAddress(ctx: AppContext, employeeId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockEmployee(tx, employeeId);
    const address = await ownAddress(tx, employeeId, id);
    const [kept] = await tx.select({ n: count() }).from(employeeAddresses).where(ofEmployee(employeeId));
    if ((kept?.n ?? 0) <= 1) {
      throw conflict(
        `${address.label} is your only delivery address, so it cannot be deleted. Add another address first.`,
      );
    }
    // Orders keep their own copy of the address (orders.delivery_address): none refers to this row.
    await tx.delete(employeeAddresses).where(eq(employeeAddresses.id, id));
  });
}

/** The onboarding address of an employee, as onboarding gives it. */
export type OnboardingAddress = {
  address_line_1: string;
  address_line_2: string;
  city: string;
  state: string;
};

/**
 * Onboarding (POST /auth/onboard, in its transaction, after the employee's row was written, which
 * locks it): the address given becomes the employee's first, "Home" (its city as its area, the
 * account's phone for the rider); when they already have addresses, the first one takes the new
 * lines, city and state (its label, area, phone and days stay).
 */
export async function saveOnboardingAddress(
  tx: Executor,
  employeeId: string,
  address: OnboardingAddress,
  now: Date,
): Promise<void> {
  const lines = {
    addressLine1: address.address_line_1,
    addressLine2: address.address_line_2,
    city: address.city,
    state: address.state,
  };
  const [first] = await tx
    .select({ id: employeeAddresses.id })
    .from(employeeAddresses)
    .where(ofEmployee(employeeId))
    .orderBy(...oldestFirst)
    .limit(1);
  if (first) {
    await tx
      .update(employeeAddresses)
      .set({ ...lines, updatedAt: now })
      .where(eq(employeeAddresses.id, first.id));
    return;
  }
  const [account] = await tx
    .select({ dialCode: accounts.dialCode, phoneNumber: accounts.phoneNumber })
    .from(accounts)
    .where(eq(accounts.id, employeeId));
  const phone = account?.phoneNumber ? `${account.dialCode}${account.phoneNumber}` : '';
  await tx.insert(employeeAddresses).values({
    employeeId,
    label: 'Home',
    ...lines,
    area: address.city,
    phoneNumber: phone,
    createdAt: now,
    updatedAt: now,
  });
}
