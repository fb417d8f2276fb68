import {
  koboToNaira,
  type MenuEditFields,
  type MenuFields,
  type MenuItem,
  type MenuQuery,
  type Page,
  PLATFORM_KITCHEN_ID,
  type RestaurantSummary,
  WEEK_DAYS,
} from '@lunch/contract';
import { and, arrayContains, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db, Executor } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { menuItems, restaurants } from '../../db/schema.js';
import { addDaysTo } from '../../domain/delivery/calendar.js';
import { type PlatformRules, platformRules } from '../../domain/delivery/platform-settings.js';
import { countPortionsSold, remainingPortions } from '../../domain/delivery/portions.js';
import { favouriteIdsOf, isFavouriteOf } from '../../domain/favourites/favourites.service.js';
import { averageStars, ratingOf } from '../../domain/ratings/ratings.service.js';
import {
  nextCutoffOn,
  type OfferingDay,
  offeredOn,
  offeringDay,
  restaurantCutoffAt,
} from '../../domain/restaurants/offering.js';
import { restaurantIdOf } from '../../domain/restaurants/restaurants.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';
import { MINUTE } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { offsetOf, pageResult } from '../../lib/paging.js';
import { containsPattern } from '../../lib/validation.js';
import { browsingDate } from '../delivery/delivery.service.js';
import { healthyFilter } from './healthy-filter.js';
import type { StoredImage } from './menu.images.js';

type MenuRow = typeof menuItems.$inferSelect;

type MenuExtras = { remaining: number | null; favourite: boolean };

function presentMenuItem(
  ctx: AppContext,
  row: MenuRow,
  restaurant: RestaurantSummary,
  extras: MenuExtras,
): MenuItem {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    price: koboToNaira(row.priceKobo),
    food_image: row.imageKey ? ctx.storage.url(row.imageKey) : null,
    thumbnail: row.thumbnailKey ? ctx.storage.url(row.thumbnailKey) : null,
    available: row.available,
    created_at: row.createdAt.toISOString(),
    categories: row.categories,
    health_benefits: row.healthBenefits,
    allergens: row.allergens,
    suitable_for_conditions: row.suitableForConditions,
    suitable_for_diet: row.suitableForDiet,
    available_days: WEEK_DAYS.filter((day) => row.availableDays.includes(day)),
    daily_limit: row.dailyLimit,
    rating: ratingOf(row),
    restaurant,
    ...extras,
  };
}

/** The restaurant of a dish as every menu item carries it (the query joins `restaurants`). */
const restaurantSummary = { id: restaurants.id, name: restaurants.name, cuisines: restaurants.cuisines };

/** A menu row with its restaurant and the viewer's heart: read by one query (an employee's, else never hearted). */
type ViewedRow = { item: MenuRow; restaurant: RestaurantSummary; favourite: boolean };

const viewedColumns = (viewer: SignedInAccount | null) => ({
  item: menuItems,
  restaurant: restaurantSummary,
  favourite: viewer?.role === 'employee' ? isFavouriteOf(viewer.id) : sql<boolean>`false`,
});

/** Menu rows with their restaurant. */
const selectViewed = (ex: Executor, viewer: SignedInAccount | null) =>
  ex
    .select(viewedColumns(viewer))
    .from(menuItems)
    .innerJoin(restaurants, eq(restaurants.id, menuItems.restaurantId));

/**
 * Whose dishes a viewer reads and edits: a restaurant only its own (another's is 404, as an unknown
 * id), anyone else any dish. Null: no restriction.
 */
const ownRestaurantOf = (ctx: AppContext, viewer: SignedInAccount): Promise<string | null> =>
  viewer.role === 'restaurant' ? restaurantIdOf(ctx.db, viewer.id) : Promise.resolve(null);

const ofRestaurant = (own: string | null) => (own === null ? undefined : eq(menuItems.restaurantId, own));

/**
 * Menu items as the API shows them, with the portions left for a delivery date (default: the one
 * being browsed). Only a page holding a dish with a daily limit costs a query more.
 */
async function present(
  ctx: AppContext,
  rows: ViewedRow[],
  viewer: SignedInAccount | null,
  date?: string,
): Promise<MenuItem[]> {
  const items = rows.map((row) => row.item);
  const left = items.some((item) => item.dailyLimit !== null)
    ? await remainingPortions(
        ctx.db,
        items,
        date ?? (await browsingDate(ctx, viewer?.role === 'employee' ? viewer.id : null)),
      )
    : new Map<string, number | null>();
  return rows.map((row) =>
    presentMenuItem(ctx, row.item, row.restaurant, {
      remaining: left.get(row.item.id) ?? null,
      favourite: row.favourite,
    }),
  );
}

/** Health lists are matched trimmed and case-insensitively, so they are kept that way. */
const normalize = (list: readonly string[]) => [
  ...new Set(list.map((value) => value.trim().toLowerCase()).filter(Boolean)),
];

/** A menu search; an employee sees only meals that suit them unless `showAllMeals`. */
export type MenuSearch = Omit<MenuQuery, 'risk_health'> & { showAllMeals: boolean };

/**
 * Which clauses a menu search has. Each combination is one statement prepared by name (PostgreSQL
 * plans it once per connection); the search's values are bound to its placeholders.
 */
type MenuShape = {
  employee: boolean;
  /** Only dishes offered for the browsed day (an employee's menu: domain/restaurants/offering.ts). */
  offered: boolean;
  /** A restaurant's own dishes (the restaurant signed in). */
  own: boolean;
  /** `restaurant_id`, `cuisine`. */
  restaurant: boolean;
  cuisine: boolean;
  text: boolean;
  category: boolean;
  healthy: boolean;
  favourites: boolean;
  byRating: boolean;
  afterKey: boolean;
};

const viewerId = sql.placeholder('viewer');
const browsedDay = { weekDay: sql.placeholder('weekDay'), minute: sql.placeholder('minute') };

const menuStatements = preparedOn((db: Db, shape: MenuShape) => {
  const filters: SQL[] = [];
  if (shape.offered) filters.push(offeredOn(browsedDay));
  if (shape.own) filters.push(eq(menuItems.restaurantId, sql.placeholder('own')));
  if (shape.restaurant) filters.push(eq(menuItems.restaurantId, sql.placeholder('restaurantId')));
  if (shape.cuisine) {
    filters.push(
      sql`lower(${sql.placeholder('cuisine')}::text) = any(select lower(c) from unnest(${restaurants.cuisines}) c)`,
    );
  }
  if (shape.text) {
    const pattern = sql.placeholder('pattern');
    filters.push(or(ilike(menuItems.name, pattern), ilike(menuItems.description, pattern))!);
  }
  if (shape.category) filters.push(arrayContains(menuItems.categories, sql.placeholder('categories')));
  if (shape.healthy) filters.push(...healthyFilter(viewerId));
  if (shape.favourites) filters.push(inArray(menuItems.id, favouriteIdsOf(db, viewerId)));
  const matching = and(...filters);
  const order = shape.byRating
    ? [sql`${averageStars} desc nulls last`, desc(menuItems.createdAt), desc(menuItems.id)]
    : [desc(menuItems.createdAt), desc(menuItems.id)];
  const name = Object.values(shape)
    .map((on) => (on ? 1 : 0))
    .join('');
  return {
    page: db
      .select({
        item: menuItems,
        restaurant: restaurantSummary,
        favourite: shape.employee ? isFavouriteOf(viewerId) : sql<boolean>`false`,
        total: sql<string>`count(*) over ()`,
        nextCutoff: shape.offered ? nextCutoffOn(browsedDay) : sql<number | null>`null`,
      })
      .from(menuItems)
      .innerJoin(restaurants, eq(restaurants.id, menuItems.restaurantId))
      .where(shape.afterKey ? and(matching, lt(menuItems.id, sql.placeholder('lastId'))) : matching)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`menu_page_${name}`),
    count: db
      .select({ n: count() })
      .from(menuItems)
      .innerJoin(restaurants, eq(restaurants.id, menuItems.restaurantId))
      .where(matching)
      .prepare(`menu_count_${name}`),
  };
});

/** The delivery day an employee browses (`delivery_date`, else the first open day), as the offering rule reads it now. */
type Browsed = { date: string; platform: PlatformRules; day: OfferingDay; byDefault: boolean };

async function browsedBy(ctx: AppContext, employeeId: string, asked: string | undefined): Promise<Browsed> {
  const now = ctx.clock.now();
  const [platform, date] = await Promise.all([platformRules(ctx.db), asked ?? browsingDate(ctx, employeeId)]);
  return { date, platform, day: offeringDay(date, now, platform), byDefault: asked === undefined };
}

/** A page browsed without a date is kept at most this long: the first open day moves as slots close. */
const DEFAULT_DAY_KEPT_MS = MINUTE;

/**
 * Until when an employee's page stays what the database would answer, its menu version unchanged:
 * the next restaurant cut-off on the day browsed (a restaurant leaves the page then), and for the
 * first open day (no date asked) a minute at most.
 */
function keptUntil(browsed: Browsed, nextCutoff: number | null, now: Date): Date | null {
  const until: Date[] = [];
  if (nextCutoff !== null) until.push(restaurantCutoffAt(browsed.date, nextCutoff, browsed.platform));
  if (browsed.byDefault) until.push(new Date(now.getTime() + DEFAULT_DAY_KEPT_MS));
  return until.length === 0 ? null : new Date(Math.min(...until.map((at) => at.getTime())));
}

/**
 * One page of the menu in one query: the matching count comes with the rows (a window count over
 * the matching items; the menu is small). A page by key or past the end counts in a second query.
 * An employee is offered only the dishes of restaurants offered for the day browsed; a restaurant
 * reads only its own dishes. An employee shown the same page again, with nothing it depends on
 * changed, gets it from this process's MenuPageCache (`ctx.menuPages`) without a query.
 */
export async function listMenu(
  ctx: AppContext,
  viewer: SignedInAccount,
  query: MenuSearch,
): Promise<Page<MenuItem>> {
  const employee = viewer.role === 'employee';
  const kept = employee ? ctx.menuPages : undefined;
  const now = ctx.clock.now();
  const shown = kept?.get(viewer.id, query, viewer.menuVersion, now);
  if (shown) return shown;
  const [own, browsed] = await Promise.all([
    ownRestaurantOf(ctx, viewer),
    employee ? browsedBy(ctx, viewer.id, query.delivery_date) : undefined,
  ]);
  const byRating = query.sort === 'rating';
  const shape: MenuShape = {
    employee,
    offered: employee,
    own: own !== null,
    restaurant: Boolean(query.restaurant_id),
    cuisine: Boolean(query.cuisine),
    text: Boolean(query.query),
    category: Boolean(query.category),
    healthy: employee && !query.showAllMeals,
    favourites: employee && query.favourites === 'true',
    byRating,
    // lastId pages the newest-first order only.
    afterKey: Boolean(query.lastId) && !byRating,
  };
  const statement = menuStatements(ctx.statements, shape);
  const offset = offsetOf(query);
  const values = {
    viewer: viewer.id,
    weekDay: browsed?.day.weekDay ?? null,
    minute: browsed?.day.minute ?? null,
    own,
    restaurantId: query.restaurant_id ?? null,
    cuisine: query.cuisine ?? null,
    pattern: query.query ? containsPattern(query.query) : null,
    categories: [query.category],
    lastId: query.lastId,
    limit: query.limit,
    offset,
  };
  const rows = await statement.page.execute(values);
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  // The window counts what the WHERE kept: past a key, or past the end, count the whole match.
  if (query.lastId || (rows.length === 0 && offset > 0)) {
    const [counted] = await statement.count.execute(values);
    total = counted?.n ?? 0;
  }
  const page = pageResult(
    await present(ctx, rows, viewer, browsed?.date ?? query.delivery_date),
    total,
    query,
  );
  if (kept && browsed) {
    // An empty page says nothing of the restaurants' cut-offs: it is kept for the shortest while.
    const nextCutoff = rows.length > 0 ? rows[0]!.nextCutoff : browsed.day.minute + 1;
    const until = keptUntil(browsed, nextCutoff === null ? null : Number(nextCutoff), now);
    kept.set(viewer.id, query, viewer.menuVersion, page, until);
  }
  return page;
}

export async function getMenuItem(ctx: AppContext, viewer: SignedInAccount, id: string): Promise<MenuItem> {
  const own = await ownRestaurantOf(ctx, viewer);
  const [row] = await selectViewed(ctx.db, viewer).where(and(eq(menuItems.id, id), ofRestaurant(own)));
  if (!row) throw notFound('Menu item not found');
  return (await present(ctx, [row], viewer))[0]!;
}

/** A dish as its editor sees it after a change (no heart, portions of the day browsed). */
async function edited(ctx: AppContext, id: string): Promise<MenuItem> {
  const [row] = await selectViewed(ctx.db, null).where(eq(menuItems.id, id));
  if (!row) throw notFound('Menu item not found');
  return (await present(ctx, [row], null))[0]!;
}

/** Column values for the given fields; fields left out (an edit) are left out here too. */
function columns(fields: MenuEditFields) {
  return {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.description !== undefined && { description: fields.description }),
    ...(fields.price !== undefined && { priceKobo: fields.price }),
    ...(fields.categories !== undefined && { categories: fields.categories }),
    ...(fields.health_benefits !== undefined && { healthBenefits: normalize(fields.health_benefits) }),
    ...(fields.allergens !== undefined && { allergens: normalize(fields.allergens) }),
    ...(fields.suitable_for_conditions !== undefined && {
      suitableForConditions: normalize(fields.suitable_for_conditions),
    }),
    ...(fields.suitable_for_diet !== undefined && { suitableForDiet: normalize(fields.suitable_for_diet) }),
    ...(fields.available_days !== undefined && { availableDays: fields.available_days }),
    ...(fields.daily_limit !== undefined && { dailyLimit: fields.daily_limit }),
  };
}

const imageColumns = (image: StoredImage | null) =>
  image ? { imageKey: image.imageKey, thumbnailKey: image.thumbnailKey } : {};

/**
 * The restaurant a new dish goes to: a restaurant's own (another named is refused, 400), else the
 * one the platform admin named (400 naming `restaurant_id` for an unknown one), else the platform's
 * kitchen.
 */
async function restaurantForNewDish(
  ctx: AppContext,
  viewer: SignedInAccount | null,
  asked: string | undefined,
): Promise<string> {
  const own = viewer ? await ownRestaurantOf(ctx, viewer) : null;
  const refuse = (message: string) => badRequest(message, [{ path: 'restaurant_id', message }]);
  if (own !== null) {
    if (asked !== undefined && asked !== own) throw refuse('A restaurant adds dishes to its own menu only');
    return own;
  }
  if (asked === undefined) return PLATFORM_KITCHEN_ID;
  const [found] = await ctx.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, asked));
  if (!found) throw refuse('No restaurant has this id');
  return found.id;
}

/**
 * Adds a dish: a restaurant's to its own menu; the platform admin's to the restaurant named by
 * `restaurant_id` (absent: the platform's kitchen). `viewer` null: the demo seed (the kitchen).
 */
export async function createMenuItem(
  ctx: AppContext,
  fields: MenuFields,
  image: StoredImage | null,
  viewer: SignedInAccount | null = null,
): Promise<{ id: string }> {
  const restaurantId = await restaurantForNewDish(ctx, viewer, fields.restaurant_id);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(menuItems)
    .values({
      restaurantId,
      name: fields.name,
      description: fields.description,
      priceKobo: fields.price,
      ...columns(fields),
      ...imageColumns(image),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: menuItems.id });
  return { id: row!.id };
}

/** Edits a dish: a restaurant only its own (404 for another's), the platform admin any. */
export async function updateMenuItem(
  ctx: AppContext,
  viewer: SignedInAccount,
  id: string,
  fields: MenuEditFields,
  image: StoredImage | null,
): Promise<MenuItem> {
  const now = ctx.clock.now();
  const own = await ownRestaurantOf(ctx, viewer);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(menuItems)
      .set({ ...columns(fields), ...imageColumns(image), updatedAt: now })
      .where(and(eq(menuItems.id, id), ofRestaurant(own)))
      .returning({ id: menuItems.id });
    // Yesterday in UTC is today or earlier in every time zone: no delivery still to come is missed.
    if (updated && fields.daily_limit != null) {
      await countPortionsSold(tx, id, addDaysTo(now.toISOString().slice(0, 10), -1));
    }
    return updated;
  });
  if (!row) throw notFound('Menu item not found');
  return edited(ctx, row.id);
}

/** Switches a dish on or off: a restaurant only its own (404 for another's), the platform admin any. */
export async function setAvailability(
  ctx: AppContext,
  viewer: SignedInAccount,
  id: string,
  available: boolean,
): Promise<MenuItem> {
  const own = await ownRestaurantOf(ctx, viewer);
  const [row] = await ctx.db
    .update(menuItems)
    .set({ available, updatedAt: ctx.clock.now() })
    .where(and(eq(menuItems.id, id), ofRestaurant(own)))
    .returning({ id: menuItems.id });
  if (!row) throw notFound('Menu item not found');
  return edited(ctx, row.id);
}
