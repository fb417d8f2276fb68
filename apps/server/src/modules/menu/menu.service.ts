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
import { employees, menuItems } from '../../db/schema.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf, pageResult } from '../../lib/paging.js';
import { containsPattern } from '../../lib/validation.js';
import { browsingDate } from '../delivery/delivery.service.js';
import { remainingPortions } from '../delivery/delivery-rules.js';
import { favouriteIdsOf, isFavouriteOf } from '../favourites/favourites.service.js';
import { averageStars, ratingOf } from '../ratings/ratings.service.js';
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

/** The signed-in employee's health list (`column` of employees), normalized like the menu's lists. */
const employeeList = (employeeId: string, column: SQL) =>
  sql`(select array(select lower(btrim(x)) from unnest(${column}) x where btrim(x) <> '')
    from ${employees} where ${employees.accountId} = ${employeeId})`;

/**
 * Contract §5, healthy meals: none of the item's allergens is one of the employee's allergies, and
 * when the employee listed conditions (diets) the item suits at least one of them. Written as
 * conditions on the employee's row, so the menu page is still one query. Auto-ordering chooses by
 * the same rule.
 */
export function healthyFilter(employeeId: string): SQL[] {
  const allergies = employeeList(employeeId, sql`${employees.allergies}`);
  const conditions = employeeList(employeeId, sql`${employees.medicalConditions}`);
  const diets = employeeList(employeeId, sql`${employees.dietaryPreferences}`);
  return [
    sql`not (${menuItems.allergens} && coalesce(${allergies}, '{}'))`,
    sql`(coalesce(cardinality(${conditions}), 0) = 0 or ${menuItems.suitableForConditions} && ${conditions})`,
    sql`(coalesce(cardinality(${diets}), 0) = 0 or ${menuItems.suitableForDiet} && ${diets})`,
  ];
}

/** A menu search; an employee sees only meals that suit them unless `showAllMeals`. */
export type MenuSearch = Omit<MenuQuery, 'risk_health'> & { showAllMeals: boolean };

/**
 * One page of the menu in one query: the matching count comes with the rows (a window count over
 * the matching items; the menu is small). A page by key or past the end counts in a second query.
 */
export async function listMenu(
  ctx: AppContext,
  viewer: SignedInAccount,
  query: MenuSearch,
): Promise<Page<MenuItem>> {
  const filters: SQL[] = [];
  if (query.query) {
    const pattern = containsPattern(query.query);
    filters.push(or(ilike(menuItems.name, pattern), ilike(menuItems.description, pattern))!);
  }
  if (query.category) filters.push(arrayContains(menuItems.categories, [query.category]));
  if (viewer.role === 'employee' && !query.showAllMeals) {
    filters.push(...healthyFilter(viewer.id));
  }
  if (viewer.role === 'employee' && query.favourites === 'true') {
    filters.push(inArray(menuItems.id, favouriteIdsOf(ctx.db, viewer.id)));
  }
  const matching = and(...filters);
  const byRating = query.sort === 'rating';
  const order = byRating
    ? [sql`${averageStars} desc nulls last`, desc(menuItems.createdAt), desc(menuItems.id)]
    : [desc(menuItems.createdAt), desc(menuItems.id)];
  const offset = offsetOf(query);
  const rows = await ctx.db
    .select({ ...viewedColumns(viewer), total: sql<string>`count(*) over ()` })
    .from(menuItems)
    // lastId pages the newest-first order only.
    .where(query.lastId && !byRating ? and(matching, lt(menuItems.id, query.lastId)) : matching)
    .orderBy(...order)
    .limit(query.limit)
    .offset(offset);
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  // The window counts what the WHERE kept: past a key, or past the end, count the whole match.
  if (query.lastId || (rows.length === 0 && offset > 0)) {
    const [counted] = await ctx.db.select({ n: count() }).from(menuItems).where(matching);
    total = counted?.n ?? 0;
  }
  return pageResult(await present(ctx, rows, viewer, query.delivery_date), total, query);
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
  const [row] = await ctx.db
    .update(menuItems)
    .set({ ...columns(fields), ...imageColumns(image), updatedAt: ctx.clock.now() })
    .where(eq(menuItems.id, id))
    .returning();
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
