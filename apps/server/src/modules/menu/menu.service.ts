import {
  koboToNaira,
  type MenuEditFields,
  type MenuFields,
  type MenuItem,
  type MenuQuery,
  type Page,
  WEEK_DAYS,
} from '@lunch/contract';
import { and, arrayContains, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { menuItems } from '../../db/schema.js';
import { addDaysTo } from '../../domain/delivery/calendar.js';
import { countPortionsSold, remainingPortions } from '../../domain/delivery/portions.js';
import { favouriteIdsOf, isFavouriteOf } from '../../domain/favourites/favourites.service.js';
import { averageStars, ratingOf } from '../../domain/ratings/ratings.service.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf, pageResult } from '../../lib/paging.js';
import { containsPattern } from '../../lib/validation.js';
import { browsingDate } from '../delivery/delivery.service.js';
import { healthyFilter } from './healthy-filter.js';
import type { StoredImage } from './menu.images.js';

type MenuRow = typeof menuItems.$inferSelect;

type MenuExtras = { remaining: number | null; favourite: boolean };

function presentMenuItem(ctx: AppContext, row: MenuRow, extras: MenuExtras): MenuItem {
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
    ...extras,
  };
}

/** A menu row with the viewer's heart: read by one query (an employee's, else never hearted). */
type ViewedRow = { item: MenuRow; favourite: boolean };

const viewedColumns = (viewer: SignedInAccount) => ({
  item: menuItems,
  favourite: viewer.role === 'employee' ? isFavouriteOf(viewer.id) : sql<boolean>`false`,
});

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
    presentMenuItem(ctx, row.item, { remaining: left.get(row.item.id) ?? null, favourite: row.favourite }),
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
  text: boolean;
  category: boolean;
  healthy: boolean;
  favourites: boolean;
  byRating: boolean;
  afterKey: boolean;
};

const viewerId = sql.placeholder('viewer');

const menuStatements = preparedOn((db: Db, shape: MenuShape) => {
  const filters: SQL[] = [];
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
        favourite: shape.employee ? isFavouriteOf(viewerId) : sql<boolean>`false`,
        total: sql<string>`count(*) over ()`,
      })
      .from(menuItems)
      .where(shape.afterKey ? and(matching, lt(menuItems.id, sql.placeholder('lastId'))) : matching)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`menu_page_${name}`),
    count: db.select({ n: count() }).from(menuItems).where(matching).prepare(`menu_count_${name}`),
  };
});

/**
 * One page of the menu in one query: the matching count comes with the rows (a window count over
 * the matching items; the menu is small). A page by key or past the end counts in a second query.
 * An employee shown the same page again, with nothing it depends on changed, gets it from this
 * process's MenuPageCache (`ctx.menuPages`) without a query.
 */
export async function listMenu(
  ctx: AppContext,
  viewer: SignedInAccount,
  query: MenuSearch,
): Promise<Page<MenuItem>> {
  const employee = viewer.role === 'employee';
  const kept = employee ? ctx.menuPages : undefined;
  const shown = kept?.get(viewer.id, query, viewer.menuVersion);
  if (shown) return shown;
  const byRating = query.sort === 'rating';
  const shape: MenuShape = {
    employee,
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
  const page = pageResult(await present(ctx, rows, viewer, query.delivery_date), total, query);
  kept?.set(viewer.id, query, viewer.menuVersion, page);
  return page;
}

export async function getMenuItem(ctx: AppContext, viewer: SignedInAccount, id: string): Promise<MenuItem> {
  const [row] = await ctx.db.select(viewedColumns(viewer)).from(menuItems).where(eq(menuItems.id, id));
  if (!row) throw notFound('Menu item not found');
  return (await present(ctx, [row], viewer))[0]!;
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

export async function createMenuItem(
  ctx: AppContext,
  fields: MenuFields,
  image: StoredImage | null,
): Promise<{ id: string }> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(menuItems)
    .values({
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

export async function updateMenuItem(
  ctx: AppContext,
  id: string,
  fields: MenuEditFields,
  image: StoredImage | null,
): Promise<MenuItem> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(menuItems)
      .set({ ...columns(fields), ...imageColumns(image), updatedAt: now })
      .where(eq(menuItems.id, id))
      .returning();
    // Yesterday in UTC is today or earlier in every time zone: no delivery still to come is missed.
    if (updated && fields.daily_limit != null) {
      await countPortionsSold(tx, id, addDaysTo(now.toISOString().slice(0, 10), -1));
    }
    return updated;
  });
  if (!row) throw notFound('Menu item not found');
  return (await present(ctx, [{ item: row, favourite: false }], null))[0]!;
}

export async function setAvailability(ctx: AppContext, id: string, available: boolean): Promise<MenuItem> {
  const [row] = await ctx.db
    .update(menuItems)
    .set({ available, updatedAt: ctx.clock.now() })
    .where(eq(menuItems.id, id))
    .returning();
  if (!row) throw notFound('Menu item not found');
  return (await present(ctx, [{ item: row, favourite: false }], null))[0]!;
}
