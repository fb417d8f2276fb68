import {
  basisPointsToPercent,
  type CreateRestaurant,
  koboToNaira,
  minutesToTime,
  PLATFORM_KITCHEN_ID,
  percentToBasisPoints,
  type Restaurant,
  type RestaurantCard,
  timeToMinutes,
  type UpdateRestaurant,
  type UpdateRestaurantHours,
  WEEK_DAYS,
} from '@lunch/contract';
import { and, asc, eq, exists, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  deliveryZones,
  menuItems,
  restaurantLedger,
  restaurants,
  restaurantZones,
} from '../../db/schema.js';
import { findAccountByEmail } from '../../domain/accounts/accounts.repository.js';
import { addDaysTo } from '../../domain/delivery/calendar.js';
import { platformRules } from '../../domain/delivery/platform-settings.js';
import { refuseUnknownZones } from '../../domain/delivery/zones.js';
import { countSlotOrders } from '../../domain/holds/capacity.js';
import { ratingOf } from '../../domain/ratings/ratings.service.js';
import { raiseMenuVersion, restaurantIdOf } from '../../domain/restaurants/restaurants.js';
import { dayKey } from '../../lib/clock.js';
import { emails } from '../../lib/emails.js';
import { AppError, badRequest, databaseError, notFound } from '../../lib/errors.js';
import { newInvitationToken } from '../../lib/secrets.js';
import { revokeAllSessions } from '../auth/auth.service.js';

/**
 * The restaurant row of the outer query, spelled out: in a one-table select drizzle writes its
 * columns unqualified, which inside a subquery would name the subquery's own `id`.
 */
const outerId = sql.raw('"restaurants"."id"');

/** A restaurant's zones as one JSON array, read with the restaurant. */
const zonesOfRestaurant = sql<Restaurant['zones']>`(
  select coalesce(json_agg(json_build_object('id', z.id, 'name', z.name) order by z.name), '[]'::json)
  from ${restaurantZones} rz join ${deliveryZones} z on z.id = rz.zone_id where rz.restaurant_id = ${outerId})`;

/** Earnings − earnings taken back − payouts pending or paid (a failed payout's money is owed again). */
const balanceOfRestaurant = sql<string>`(
  select coalesce(sum(case
    when l.type = 'earning' then l.amount_kobo
    when l.type = 'earning_reversal' then -l.amount_kobo
    when l.type = 'payout' and l.status in ('pending', 'paid') then -l.amount_kobo
    else 0 end), 0)::text
  from ${restaurantLedger} l where l.restaurant_id = ${outerId})`;

function selectRestaurants(ex: Executor) {
  return ex
    .select({ row: restaurants, zones: zonesOfRestaurant, balance: balanceOfRestaurant })
    .from(restaurants);
}

type RestaurantRow = Awaited<ReturnType<ReturnType<typeof selectRestaurants>['execute']>>[number];

const present = ({ row, zones, balance }: RestaurantRow): Restaurant => ({
  id: row.id,
  name: row.name,
  cuisines: row.cuisines,
  address: row.address,
  zones,
  commission_percent: basisPointsToPercent(row.commissionBasisPoints),
  contact_email: row.contactEmail,
  payout_bank: {
    bank_code: row.payoutBankCode,
    account_number: row.payoutAccountNumber,
    account_name: row.payoutAccountName,
  },
  state: row.state,
  signed_up: row.accountId !== null,
  platform_kitchen: row.id === PLATFORM_KITCHEN_ID,
  opening_days: WEEK_DAYS.filter((day) => row.openingDays.includes(day)),
  order_cutoff: row.orderCutoffMinutes === null ? null : minutesToTime(row.orderCutoffMinutes),
  slot_capacity: row.slotCapacity,
  rating: ratingOf(row),
  balance: koboToNaira(Number(balance)),
  created_at: row.createdAt.toISOString(),
});

/** Every restaurant: the platform's own kitchen first, then by name (one statement). */
export async function listRestaurants(ctx: AppContext): Promise<Restaurant[]> {
  const rows = await selectRestaurants(ctx.db).orderBy(
    sql`${restaurants.id} <> ${PLATFORM_KITCHEN_ID}`,
    asc(sql`lower(${restaurants.name})`),
    asc(restaurants.id),
  );
  return rows.map(present);
}

async function findRestaurant(ex: Executor, id: string): Promise<Restaurant> {
  const [row] = await selectRestaurants(ex).where(eq(restaurants.id, id));
  if (!row) throw notFound('Restaurant not found');
  return present(row);
}

/** Replaces a restaurant's zones; 400 naming `zones` when one of them does not exist. */
async function setZones(tx: Executor, restaurantId: string, zoneIds: readonly string[]) {
  await refuseUnknownZones(tx, zoneIds);
  await tx.delete(restaurantZones).where(eq(restaurantZones.restaurantId, restaurantId));
  if (zoneIds.length > 0) {
    await tx.insert(restaurantZones).values(zoneIds.map((zoneId) => ({ restaurantId, zoneId })));
  }
}

const conflictOn = (path: string, message: string) => new AppError('CONFLICT', message, [{ path, message }]);
const NAME_TAKEN = 'Another restaurant has this name';
const EMAIL_TAKEN = 'An account with this email already exists';

/** 409 naming `name` when another restaurant has it (case ignored). */
async function checkNameFree(tx: Executor, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(
      and(
        sql`lower(${restaurants.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(restaurants.id, exceptId) : undefined,
      ),
    );
  if (taken) throw conflictOn('name', NAME_TAKEN);
}

/** 409 naming `contact_email` when an account other than the restaurant's own has the email. */
async function checkEmailFree(tx: Executor, email: string, ownAccountId: string | null) {
  const account = await findAccountByEmail(tx, email);
  if (account && account.id !== ownAccountId) throw conflictOn('contact_email', EMAIL_TAKEN);
}

/** Two admins naming two restaurants alike at once: the unique index answers the second (409 `name`). */
async function orNameTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (databaseError(error, '23505')?.message.includes('restaurants_name_key')) {
      throw conflictOn('name', NAME_TAKEN);
    }
    throw error;
  }
}

/** Mails a restaurant's invitation code to its contact email, with the link to sign up with it. */
async function sendInvitation(
  ctx: AppContext,
  tx: Executor,
  restaurant: { name: string; email: string; code: string },
) {
  await ctx.sendMail(
    tx,
    emails.restaurantInvitation(restaurant.email, restaurant.name, restaurant.code, ctx.config.appUrl),
  );
}

/** Adds a restaurant and mails its contact email an invitation code to sign up with. */
export async function createRestaurant(ctx: AppContext, input: CreateRestaurant): Promise<Restaurant> {
  const now = ctx.clock.now();
  const id = await orNameTaken(() =>
    ctx.db.transaction(async (tx) => {
      await checkNameFree(tx, input.name);
      await checkEmailFree(tx, input.contact_email, null);
      const code = newInvitationToken();
      const [row] = await tx
        .insert(restaurants)
        .values({
          name: input.name,
          cuisines: input.cuisines,
          address: input.address,
          commissionBasisPoints: percentToBasisPoints(input.commission_percent),
          contactEmail: input.contact_email,
          invitationCode: code,
          payoutBankCode: input.payout_bank.bank_code,
          payoutAccountNumber: input.payout_bank.account_number,
          payoutAccountName: input.payout_bank.account_name,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: restaurants.id });
      await setZones(tx, row!.id, input.zones);
      await sendInvitation(ctx, tx, { name: input.name, email: input.contact_email, code });
      return row!.id;
    }),
  );
  return findRestaurant(ctx.db, id);
}

/**
 * Edits a restaurant: only the fields sent change. A new contact email before the restaurant signed
 * up gets a fresh code (the old one stops working). Suspending it suspends its account and ends its
 * sessions; a change of what is offered raises the menu's version.
 */
export async function updateRestaurant(
  ctx: AppContext,
  id: string,
  input: UpdateRestaurant,
): Promise<Restaurant> {
  const now = ctx.clock.now();
  await orNameTaken(() =>
    ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(restaurants).where(eq(restaurants.id, id)).for('update');
      if (!current) throw notFound('Restaurant not found');
      if (input.name !== undefined) await checkNameFree(tx, input.name, id);
      const newEmail =
        input.contact_email !== undefined &&
        input.contact_email.toLowerCase() !== current.contactEmail.toLowerCase();
      if (newEmail) await checkEmailFree(tx, input.contact_email!, current.accountId);
      const code = newEmail && current.accountId === null ? newInvitationToken() : undefined;
      await tx
        .update(restaurants)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.cuisines !== undefined && { cuisines: input.cuisines }),
          ...(input.address !== undefined && { address: input.address }),
          ...(input.commission_percent !== undefined && {
            commissionBasisPoints: percentToBasisPoints(input.commission_percent),
          }),
          ...(input.contact_email !== undefined && { contactEmail: input.contact_email }),
          ...(input.payout_bank !== undefined && {
            payoutBankCode: input.payout_bank.bank_code,
            payoutAccountNumber: input.payout_bank.account_number,
            payoutAccountName: input.payout_bank.account_name,
          }),
          ...(input.state !== undefined && { state: input.state }),
          ...(code !== undefined && { invitationCode: code }),
          updatedAt: now,
        })
        .where(eq(restaurants.id, id));
      if (input.zones !== undefined) await setZones(tx, id, input.zones);
      if (input.state !== undefined && current.accountId !== null) {
        await tx
          .update(accounts)
          .set({ accountState: input.state, updatedAt: now })
          .where(eq(accounts.id, current.accountId));
        if (input.state === 'SUSPENDED') await revokeAllSessions(tx, current.accountId, now);
      }
      if (code !== undefined) {
        await sendInvitation(ctx, tx, {
          name: input.name ?? current.name,
          email: input.contact_email!,
          code,
        });
      }
      const offeringChanged = [input.name, input.cuisines, input.state].some((field) => field !== undefined);
      if (offeringChanged) await raiseMenuVersion(tx);
    }),
  );
  return findRestaurant(ctx.db, id);
}

/** The signed-in restaurant as the platform admin sees it. */
export async function ownRestaurant(ctx: AppContext, accountId: string): Promise<Restaurant> {
  return findRestaurant(ctx.db, await restaurantIdOf(ctx.db, accountId));
}

/**
 * Sets a restaurant's own hours. Its cut-off may not be later than the platform's (400 naming
 * `order_cutoff`); opening days and cut-off change what is offered, so the menu's version rises.
 * A capacity given or changed counts the orders each coming slot already holds (countSlotOrders).
 */
export async function updateHours(
  ctx: AppContext,
  accountId: string,
  input: UpdateRestaurantHours,
): Promise<Restaurant> {
  const id = await restaurantIdOf(ctx.db, accountId);
  if (input.order_cutoff != null) {
    const platform = await platformRules(ctx.db);
    if (timeToMinutes(input.order_cutoff) > platform.cutoffMinutes) {
      const message = `Your order cut-off may not be later than the platform's, ${minutesToTime(platform.cutoffMinutes)} (${platform.timeZone}) on the delivery day`;
      throw badRequest(message, [{ path: 'order_cutoff', message }]);
    }
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(restaurants)
      .set({
        ...(input.opening_days !== undefined && { openingDays: [...new Set(input.opening_days)] }),
        ...(input.order_cutoff !== undefined && {
          orderCutoffMinutes: input.order_cutoff === null ? null : timeToMinutes(input.order_cutoff),
        }),
        ...(input.slot_capacity !== undefined && { slotCapacity: input.slot_capacity }),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(restaurants.id, id));
    if (input.opening_days !== undefined || input.order_cutoff !== undefined) await raiseMenuVersion(tx);
    if (input.slot_capacity != null) {
      // Its counters start from the orders it already holds (a day back covers every company's zone).
      const { timeZone } = await platformRules(tx);
      await countSlotOrders(tx, id, addDaysTo(dayKey(ctx.clock.now(), timeZone), -1));
    }
  });
  return findRestaurant(ctx.db, id);
}

/** The restaurants whose menu may be browsed: active, with a dish switched on, by name, with their rating. */
export async function restaurantCards(ctx: AppContext): Promise<RestaurantCard[]> {
  const rows = await ctx.db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      cuisines: restaurants.cuisines,
      ratingStars: restaurants.ratingStars,
      ratingCount: restaurants.ratingCount,
    })
    .from(restaurants)
    .where(
      and(
        eq(restaurants.state, 'ACTIVE'),
        exists(
          ctx.db
            .select({ one: sql`1` })
            .from(menuItems)
            .where(and(eq(menuItems.restaurantId, restaurants.id), eq(menuItems.available, true))),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${restaurants.name})`), asc(restaurants.id));
  return rows.map((row) => ({ id: row.id, name: row.name, cuisines: row.cuisines, rating: ratingOf(row) }));
}
