import {
  type Address,
  type AddressInputSchema,
  MAX_ADDRESSES,
  type UpdateAddressSchema,
  type WeekDay,
} from '@lunch/contract';
import { and, arrayOverlaps, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { accounts, employeeAddresses, employees } from '../../db/schema.js';
import { addressBook, type DeliveryAddress } from '../../domain/delivery/addresses.js';
import { isServed, presentZone } from '../../domain/delivery/zones.js';
import { conflict, notFound } from '../../lib/errors.js';

/*
 * The employee's delivery address book (`/api/profile/addresses`): named addresses, oldest first (the
 * first is the one given at onboarding), each with the zone holding it and whether the platform
 * delivers there. A week day of `default_for` belongs to one address at most. Every write locks the
 * employee's row first, so two writes of one employee (two adds at the 10th address, two deletes of
 * the last two) run one after the other.
 */

type AddressInput = z.output<typeof AddressInputSchema>;
type AddressChanges = z.output<typeof UpdateAddressSchema>;
type AddressRow = typeof employeeAddresses.$inferSelect;

function presentAddress(address: DeliveryAddress, anyZone: boolean): Address {
  const { zone, created_at, ...fields } = address;
  return {
    ...fields,
    served: isServed(zone, anyZone),
    zone: presentZone(zone),
    created_at: new Date(created_at).toISOString(),
  };
}

const oldestFirst = [asc(employeeAddresses.createdAt), asc(employeeAddresses.id)] as const;
const ofEmployee = (employeeId: string) => eq(employeeAddresses.employeeId, employeeId);
const isAddress = (employeeId: string, id: string) =>
  and(eq(employeeAddresses.id, id), eq(employeeAddresses.employeeId, employeeId));

/** GET /profile/addresses: the employee's addresses, oldest first (domain/delivery addressBook). */
export async function listAddresses(ctx: AppContext, employeeId: string): Promise<Address[]> {
  const book = await addressBook(ctx.db, employeeId);
  return book.addresses.map((address) => presentAddress(address, book.zonesDefined));
}

/** One address of the employee as the API shows it (404 when it is not theirs). */
async function readAddress(ex: Executor, employeeId: string, id: string): Promise<Address> {
  const book = await addressBook(ex, employeeId);
  const address = book.addresses.find((each) => each.id === id);
  if (!address) throw notFound('Address not found');
  return presentAddress(address, book.zonesDefined);
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
  const taken = sql`${`{${days.join(',')}}`}::text[]`;
  await tx
    .update(employeeAddresses)
    .set({
      defaultFor: sql`array(select day from unnest(${employeeAddresses.defaultFor}) as day where day <> all(${taken}))`,
      updatedAt: now,
    })
    .where(
      and(
        ofEmployee(employeeId),
        arrayOverlaps(employeeAddresses.defaultFor, days),
        keepId === null ? undefined : ne(employeeAddresses.id, keepId),
      ),
    );
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
type OnboardingAddress = {
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
