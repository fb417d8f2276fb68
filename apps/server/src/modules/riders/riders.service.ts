import type { AccountState, Rider, RiderInvite, UpdateRider } from '@lunch/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { type Executor, rowsOf } from '../../db/client.js';
import { accounts, deliveryZones, riders, riderZones } from '../../db/schema.js';
import { findAccountByEmail } from '../../domain/accounts/accounts.repository.js';
import { refuseUnknownZones } from '../../domain/delivery/zones.js';
import { emails } from '../../lib/emails.js';
import { AppError, notFound } from '../../lib/errors.js';
import { hashPassword, newSessionToken } from '../../lib/secrets.js';
import { revokeAllSessions } from '../auth/auth.service.js';
import { publishOrderUpdates } from '../orders/order-events.js';
import { CARRIED } from './dispatch.service.js';

/** A rider's zones as one JSON array, read with the rider. */
const zonesOfRider = sql<Rider['zones']>`(
  select coalesce(json_agg(json_build_object('id', z.id, 'name', z.name) order by z.name), '[]'::json)
  from ${riderZones} rz join ${deliveryZones} z on z.id = rz.zone_id where rz.rider_id = ${riders.accountId})`;

function selectRiders(ex: Executor) {
  return ex
    .select({
      id: riders.accountId,
      email: accounts.email,
      first_name: riders.firstName,
      last_name: riders.lastName,
      phone_number: accounts.phoneNumber,
      zones: zonesOfRider,
      account_state: accounts.accountState,
      createdAt: riders.createdAt,
    })
    .from(riders)
    .innerJoin(accounts, eq(accounts.id, riders.accountId));
}

type RiderRow = Awaited<ReturnType<ReturnType<typeof selectRiders>['execute']>>[number];
const present = ({ createdAt, ...row }: RiderRow): Rider => ({ ...row, created_at: createdAt.toISOString() });

export async function listRiders(ctx: AppContext): Promise<Rider[]> {
  const rows = await selectRiders(ctx.db).orderBy(
    asc(riders.firstName),
    asc(riders.lastName),
    asc(riders.accountId),
  );
  return rows.map(present);
}

async function findRider(ex: Executor, riderId: string): Promise<Rider> {
  const [row] = await selectRiders(ex).where(eq(riders.accountId, riderId));
  if (!row) throw notFound('Rider not found');
  return present(row);
}

/** Replaces a rider's zones; 400 naming `zones` when one of them does not exist. */
async function setZones(tx: Executor, riderId: string, zoneIds: readonly string[]) {
  await refuseUnknownZones(tx, zoneIds);
  await tx.delete(riderZones).where(eq(riderZones.riderId, riderId));
  if (zoneIds.length > 0) await tx.insert(riderZones).values(zoneIds.map((zoneId) => ({ riderId, zoneId })));
}

/**
 * Creates a Rider account (its email counts as verified: the platform admin vouches for it) with a
 * password nobody knows, and emails the rider the way to set their own and sign in.
 */
export async function inviteRider(ctx: AppContext, input: RiderInvite & { zones: string[] }): Promise<Rider> {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(newSessionToken());
  const riderId = await ctx.db.transaction(async (tx) => {
    if (await findAccountByEmail(tx, input.email)) {
      throw new AppError('CONFLICT', 'An account with this email already exists', [
        { path: 'email', message: 'An account with this email already exists' },
      ]);
    }
    const [account] = await tx
      .insert(accounts)
      .values({
        email: input.email,
        passwordHash,
        accountType: 'Rider',
        emailVerified: true,
        onboarded: true,
        phoneNumber: input.phone_number,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: accounts.id });
    const id = account!.id;
    await tx
      .insert(riders)
      .values({ accountId: id, firstName: input.first_name, lastName: input.last_name, createdAt: now });
    await setZones(tx, id, input.zones);
    await ctx.sendMail(tx, emails.riderInvitation(input.email, input.first_name, ctx.config.appUrl));
    return id;
  });
  return findRider(ctx.db, riderId);
}

/**
 * Suspends a rider (their sessions end, sign-in is refused: lib/auth-guard, auth.service) and takes
 * their undelivered orders off them, unassigned again for dispatch; or lets them back in.
 */
async function setState(tx: Executor, riderId: string, state: AccountState, now: Date) {
  await tx.update(accounts).set({ accountState: state, updatedAt: now }).where(eq(accounts.id, riderId));
  if (state !== 'SUSPENDED') return;
  await revokeAllSessions(tx, riderId, now);
  const released = await rowsOf<{ id: string; employeeId: string }>(
    tx,
    sql`update orders set rider_id = null, assigned_at = null, handover_failures = 0, updated_at = ${now}
      where rider_id = ${riderId} and status in ${CARRIED}
      returning id, employee_id as "employeeId"`,
  );
  await publishOrderUpdates(tx, released);
}

/** Edits a rider: only the fields sent change; `zones` replaces the list. */
export async function updateRider(ctx: AppContext, riderId: string, input: UpdateRider): Promise<Rider> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [rider] = await tx.select().from(riders).where(eq(riders.accountId, riderId)).for('update');
    if (!rider) throw notFound('Rider not found');
    if (input.first_name !== undefined || input.last_name !== undefined) {
      await tx
        .update(riders)
        .set({ firstName: input.first_name ?? rider.firstName, lastName: input.last_name ?? rider.lastName })
        .where(eq(riders.accountId, riderId));
    }
    if (input.phone_number !== undefined) {
      await tx
        .update(accounts)
        .set({ phoneNumber: input.phone_number, updatedAt: now })
        .where(eq(accounts.id, riderId));
    }
    if (input.zones !== undefined) await setZones(tx, riderId, input.zones);
    if (input.account_state !== undefined) await setState(tx, riderId, input.account_state, now);
  });
  return findRider(ctx.db, riderId);
}
