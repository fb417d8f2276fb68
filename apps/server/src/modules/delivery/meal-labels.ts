import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { menuItems } from '../../db/schema.js';
import { renderDocument } from '../../lib/documents-pool.js';
import { deliveriesInJson, kitchenSheet, toCook } from './kitchen.service.js';

/**
 * A delivery date's meal labels as an A4 PDF, 24 to a page (meal-labels.pdf.ts): one label per
 * ordered portion, by slot, company and name, of the orders left to cook (pending or confirmed), or
 * with `all` of every order not declined or cancelled; with `restaurantId`, of that restaurant's
 * orders only (kitchenSheet). The main thread reads the sheet and the dishes' allergens and hands
 * the deliveries over as JSON; a documents thread (lib/documents-pool.ts) makes the labels and lays
 * them out, so the event loop keeps serving while a city's lunch is labelled.
 */
export async function mealLabelsPdf(
  database: Database,
  date: string,
  { all = false, restaurantId }: { all?: boolean; restaurantId?: string } = {},
): Promise<Buffer> {
  const sheet = await kitchenSheet(database, date, restaurantId);
  const deliveries = all ? sheet.deliveries : sheet.deliveries.filter((delivery) => toCook(delivery.status));
  const ids = [...new Set(deliveries.flatMap((delivery) => delivery.items.map((item) => item.food_menu)))];
  const rows =
    ids.length === 0
      ? []
      : await database.db
          .select({ id: menuItems.id, allergens: menuItems.allergens })
          .from(menuItems)
          .where(inArray(menuItems.id, ids));
  const allergens = Object.fromEntries(rows.map((row) => [row.id, row.allergens]));
  const pieces: string[] = [];
  for await (const piece of deliveriesInJson(deliveries)) pieces.push(piece);
  return renderDocument('mealLabels', { pieces, allergens, date, all });
}
