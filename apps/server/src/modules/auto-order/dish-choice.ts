import { formatDay, formatNaira, REFUNDED_ORDER_STATUSES } from '@lunch/contract';
import { and, arrayContains, asc, eq, gte, lt, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { menuFavourites, menuItems, orderLines, orders } from '../../db/schema.js';
import { addDaysTo, weekDayOf } from '../../domain/delivery/calendar.js';
import { averageStars } from '../../domain/ratings/ratings.service.js';
import { healthyFilter } from '../menu/healthy-filter.js';

export type DishWish = {
  employeeId: string;
  date: string;
  /** The employee's own max price for an auto-order; null: none. */
  maxPriceKobo: number | null;
  avoidRepeatDays: number;
};

/** How many dishes a run offers checkout for one employee at most (see runAutoOrders). */
const CANDIDATES = 5;

export type Dish = { id: string; name: string; priceKobo: number };

/** Dishes the employee had delivered (or will have) in the `days` before `date`. */
const eatenBefore = (ex: Executor, employeeId: string, date: string, days: number) =>
  ex
    .select({ id: orderLines.menuItemId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.employeeId, employeeId),
        notInArray(orders.status, [...REFUNDED_ORDER_STATUSES]),
        gte(orders.deliveryDate, addDaysTo(date, -days)),
        lt(orders.deliveryDate, date),
      ),
    );

/**
 * The dishes auto-ordering may place for an employee on a date, best first: available, safe for
 * their health profile (the "Healthy meals" rule), offered that week day, within their max price,
 * not eaten in the last `avoidRepeatDays`; favourites first, then the best rated, then the
 * cheapest. Whether the order passes the portions, the caps, the budget and the wallet is
 * checkout's to say. Answers why when none qualifies.
 */
export async function dishesFor(ex: Executor, wish: DishWish): Promise<Dish[] | { reason: string }> {
  const filters: SQL[] = [
    eq(menuItems.available, true),
    ...healthyFilter(wish.employeeId),
    or(
      sql`cardinality(${menuItems.availableDays}) = 0`,
      arrayContains(menuItems.availableDays, [weekDayOf(wish.date)]),
    )!,
  ];
  if (wish.maxPriceKobo !== null) filters.push(lte(menuItems.priceKobo, wish.maxPriceKobo));
  if (wish.avoidRepeatDays > 0) {
    filters.push(notInArray(menuItems.id, eatenBefore(ex, wish.employeeId, wish.date, wish.avoidRepeatDays)));
  }
  const favourite = sql<boolean>`exists (select 1 from ${menuFavourites} where ${menuFavourites.employeeId} = ${wish.employeeId} and ${menuFavourites.menuItemId} = ${menuItems.id})`;
  const dishes = await ex
    .select({ id: menuItems.id, name: menuItems.name, priceKobo: menuItems.priceKobo })
    .from(menuItems)
    .where(and(...filters))
    .orderBy(
      sql`${favourite} desc`,
      sql`${averageStars} desc nulls last`,
      asc(menuItems.priceKobo),
      asc(menuItems.name),
      asc(menuItems.id),
    )
    .limit(CANDIDATES);
  if (dishes.length > 0) return dishes;
  const rules = [
    'is safe for your allergies, conditions and diets',
    `is offered on ${formatDay(wish.date)}`,
    ...(wish.maxPriceKobo === null ? [] : [`costs at most ${formatNaira(wish.maxPriceKobo)}`]),
    ...(wish.avoidRepeatDays > 0 ? [`was not in your orders of the last ${wish.avoidRepeatDays} days`] : []),
  ];
  return { reason: `No dish on the menu ${rules.join(', ')}.` };
}
