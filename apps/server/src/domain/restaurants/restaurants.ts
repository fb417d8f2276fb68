import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { menuState, restaurants } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

/**
 * What the features share about restaurants (issue 30): which restaurant a Restaurant account is,
 * and raising the menu's version when a restaurant changes what is offered.
 */

/**
 * The restaurant of a Restaurant account (signed up with its invitation code). Every `/restaurant/…`
 * route and a restaurant's `/food-menu…` calls scope their rows by it; 404 when the account has none.
 */
export async function restaurantIdOf(ex: Executor, accountId: string): Promise<string> {
  const [row] = await ex
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.accountId, accountId));
  if (!row) throw notFound('Restaurant not found');
  return row.id;
}

/**
 * Raises the menu's version (menu_state, migration 0011) in the caller's transaction: a change of a
 * restaurant that changes what employees are offered (its state, opening days, cut-off, name or
 * cuisines) makes every menu page kept by modules/menu/menu-cache.ts stale, as a dish's edit does
 * (a trigger raises it for those).
 */
export async function raiseMenuVersion(ex: Executor): Promise<void> {
  await ex
    .update(menuState)
    .set({ version: sql`${menuState.version} + 1` })
    .where(eq(menuState.id, 1));
}
