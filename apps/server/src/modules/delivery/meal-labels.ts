import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { menuItems } from '../../db/schema.js';
import { renderDocument } from '../../lib/documents-pool.js';
import { kitchenSheet, toCook } from './kitchen.service.js';
import type { MealLabel } from './meal-labels.pdf.js';

export type { MealLabel } from './meal-labels.pdf.js';

/**
 * One label per ordered portion of a delivery date, by slot, company and name: of the orders left
 * to cook (pending or confirmed), or with `all` of every order not declined or cancelled; with
 * `restaurantId`, of that restaurant's orders only (kitchenSheet).
 */
export async function mealLabels(
  database: Database,
  date: string,
  { all = false, restaurantId }: { all?: boolean; restaurantId?: string } = {},
): Promise<MealLabel[]> {
  const sheet = await kitchenSheet(database, date, restaurantId);
  const deliveries = all ? sheet.deliveries : sheet.deliveries.filter((delivery) => toCook(delivery.status));
  const ids = [...new Set(deliveries.flatMap((delivery) => delivery.items.map((item) => item.food_menu)))];
  const allergens =
    ids.length === 0
      ? new Map<string, string[]>()
      : new Map(
          (
            await database.db
              .select({ id: menuItems.id, allergens: menuItems.allergens })
              .from(menuItems)
              .where(inArray(menuItems.id, ids))
          ).map((row) => [row.id, row.allergens]),
        );
  return deliveries.flatMap((delivery) => {
    const portions = delivery.items.reduce((sum, item) => sum + item.quantity, 0);
    let portion = 0;
    return delivery.items.flatMap((item) =>
      Array.from({ length: item.quantity }, () => ({
        employeeName: delivery.employee_name,
        companyName: delivery.company_name,
        address: delivery.address,
        dish: item.name,
        allergens: allergens.get(item.food_menu) ?? [],
        warnings: delivery.health_conflicts,
        slot: delivery.slot,
        timeZone: delivery.time_zone,
        date,
        ref: delivery.ref,
        portion: ++portion,
        portions,
      })),
    );
  });
}

/**
 * The labels as an A4 PDF, 24 to a page (meal-labels.pdf.ts), laid out in a documents thread
 * (lib/documents-pool.ts) so the event loop keeps serving while a city's lunch is labelled.
 */
export function mealLabelsPdf(labels: MealLabel[], date: string, { all = false } = {}): Promise<Buffer> {
  return renderDocument('mealLabels', { labels, date, all });
}
