import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { menuFavourites, menuItems } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

/** An employee's hearts on menu items: setting one twice, or removing one not set, changes nothing. */
export async function setFavourite(
  ctx: AppContext,
  employeeId: string,
  menuItemId: string,
  favourite: boolean,
) {
  if (favourite) {
    const [item] = await ctx.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(eq(menuItems.id, menuItemId));
    if (!item) throw notFound('Menu item not found');
    await ctx.db
      .insert(menuFavourites)
      .values({ employeeId, menuItemId, createdAt: ctx.clock.now() })
      .onConflictDoNothing();
  } else {
    await ctx.db
      .delete(menuFavourites)
      .where(and(eq(menuFavourites.employeeId, employeeId), eq(menuFavourites.menuItemId, menuItemId)));
  }
  return { food_menu: menuItemId, favourite };
}

/** Whether the employee marked the menu item of the row (SQL, a column of a menu query). */
export const isFavouriteOf = (employeeId: string | Placeholder) =>
  sql<boolean>`exists (select 1 from ${menuFavourites} where ${menuFavourites.employeeId} = ${employeeId}
    and ${menuFavourites.menuItemId} = ${menuItems.id})`;

/** The ids of an employee's favourites, as a subquery for a menu filter. */
export const favouriteIdsOf = (ex: Executor, employeeId: string | Placeholder) =>
  ex
    .select({ id: menuFavourites.menuItemId })
    .from(menuFavourites)
    .where(eq(menuFavourites.employeeId, employeeId));
