import { formatDay, formatNaira, REFUNDED_ORDER_STATUSES } from '@lunch/contract';
import { type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { menuFavourites, menuItems, orderLines, orders, restaurants } from '../../db/schema.js';
import { weekDayOf } from '../../domain/delivery/calendar.js';
import { averageStars } from '../../domain/ratings/ratings.service.js';
import { type OfferingDay, offeredOn } from '../../domain/restaurants/offering.js';
import { healthyFilter } from '../menu/healthy-filter.js';

export type DishWish = {
  employeeId: string;
  /** The employee's own max price for an auto-order; null: none. */
  maxPriceKobo: number | null;
  avoidRepeatDays: number;
};

/** How many dishes a run offers checkout for one employee at most (see runAutoOrders). */
const CANDIDATES = 5;

export type Dish = { id: string; name: string; priceKobo: number };
export type DishChoice = Dish[] | { reason: string };

/** The employee of the row being chosen for (the wishes, `wish` below), where a rule names an employee. */
const wisher = sql`wish.employee_id`;

/**
 * The dishes auto-ordering may place for each employee on a date, best first: available, safe for
 * their health profile (the "Healthy meals" rule, `healthyFilter`, the menu's own), offered that
 * week day, of a restaurant offered that day (`offeredOn`, domain/restaurants/offering.ts, at
 * `offering`: the day as the run sees it), within their max price, not eaten in the last `avoidRepeatDays`; favourites first, then
 * the best rated, then the cheapest. Whether the order passes the portions, the caps, the budget and
 * the wallet is checkout's to say. One query for all the employees given (each employee's dishes
 * chosen beside the others', LATERAL); for an employee no dish qualifies for, why.
 */
export async function dishesFor(
  database: Database,
  date: string,
  wishes: DishWish[],
  offering: OfferingDay,
): Promise<Map<string, DishChoice>> {
  if (wishes.length === 0) return new Map();
  // healthyFilter reads the employee's row by the value it is given: here, each wish's employee.
  const healthy = healthyFilter(wisher as unknown as Placeholder);
  const best = sql`exists (select 1 from ${menuFavourites} where ${menuFavourites.employeeId} = ${wisher}
      and ${menuFavourites.menuItemId} = ${menuItems.id}) desc,
    ${averageStars} desc nulls last, ${menuItems.priceKobo}, ${menuItems.name}, ${menuItems.id}`;
  const rows = await database.rows<{ employee_id: string; id: string; name: string; price_kobo: string }>(sql`
    select wish.employee_id, dish.id, dish.name, dish.price_kobo
    from jsonb_to_recordset(${JSON.stringify(wishes.map(wishRow))}::jsonb)
      as wish(employee_id uuid, max_price_kobo bigint, avoid_repeat_days int)
    cross join lateral (
      select ${menuItems.id} as id, ${menuItems.name} as name, ${menuItems.priceKobo} as price_kobo,
        row_number() over (order by ${best}) as rank
      from ${menuItems} join ${restaurants} on ${restaurants.id} = ${menuItems.restaurantId}
      where ${menuItems.available}
        and ${offeredOn(offering)}
        and ${sql.join(healthy, sql` and `)}
        and (cardinality(${menuItems.availableDays}) = 0 or ${menuItems.availableDays} @> array[${weekDayOf(date)}]::text[])
        and (wish.max_price_kobo is null or ${menuItems.priceKobo} <= wish.max_price_kobo)
        and (wish.avoid_repeat_days = 0 or ${menuItems.id} not in (
          select ${orderLines.menuItemId} from ${orderLines}
          join ${orders} on ${orders.id} = ${orderLines.orderId}
          where ${orders.employeeId} = ${wisher}
            and ${orders.status} not in ${[...REFUNDED_ORDER_STATUSES]}
            and ${orders.deliveryDate} >= ${date}::date - wish.avoid_repeat_days
            and ${orders.deliveryDate} < ${date}::date))
      order by ${best}
      limit ${CANDIDATES}) as dish
    order by wish.employee_id, dish.rank`);
  const chosen = new Map<string, DishChoice>();
  for (const row of rows) {
    const dishes = (chosen.get(row.employee_id) ?? []) as Dish[];
    dishes.push({ id: row.id, name: row.name, priceKobo: Number(row.price_kobo) });
    chosen.set(row.employee_id, dishes);
  }
  for (const wish of wishes) {
    if (!chosen.has(wish.employeeId)) chosen.set(wish.employeeId, { reason: noDishBecause(wish, date) });
  }
  return chosen;
}

const wishRow = (wish: DishWish) => ({
  employee_id: wish.employeeId,
  max_price_kobo: wish.maxPriceKobo,
  avoid_repeat_days: wish.avoidRepeatDays,
});

/** Why no dish qualifies: the rules of dishesFor, as the employee set them. */
function noDishBecause(wish: DishWish, date: string) {
  const rules = [
    'is safe for your allergies, conditions and diets',
    `is offered on ${formatDay(date)}`,
    ...(wish.maxPriceKobo === null ? [] : [`costs at most ${formatNaira(wish.maxPriceKobo)}`]),
    ...(wish.avoidRepeatDays > 0 ? [`was not in your orders of the last ${wish.avoidRepeatDays} days`] : []),
  ];
  return `No dish on the menu ${rules.join(', ')}.`;
}
