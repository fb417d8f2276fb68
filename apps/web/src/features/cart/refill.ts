import {
  type MenuItem,
  ORDER_MAX_QUANTITY,
  parseNaira,
  WEEK_DAY_LABELS,
  type WeekDay,
} from '@lunch/contract';
import type { CartLine } from './types';

/** A line of a past order, as the order shows it. */
export type PastLine = { food_menu: string; name: string; price: string; quantity: number };

/** What an "Order again" puts in the cart, at today's prices, and what it leaves out, and why. */
export type Refill = {
  lines: (CartLine & { wasKobo: number })[];
  leftOut: { name: string; why: string }[];
};

/**
 * A past order's lines against its dishes as they are today (`dishes`: null once off the menu) for
 * a delivery on `weekDay`: each dish still offered that day at today's price, the others left out.
 */
export function planRefill(
  past: readonly PastLine[],
  dishes: ReadonlyMap<string, MenuItem | null | undefined>,
  weekDay: WeekDay | undefined,
): Refill {
  const refill: Refill = { lines: [], leftOut: [] };
  for (const line of past) {
    const dish = dishes.get(line.food_menu);
    if (!dish?.available) {
      refill.leftOut.push({ name: line.name, why: 'no longer available' });
    } else if (weekDay && dish.available_days.length > 0 && !dish.available_days.includes(weekDay)) {
      refill.leftOut.push({ name: dish.name, why: `not offered on ${WEEK_DAY_LABELS[weekDay]}s` });
    } else {
      refill.lines.push({
        id: dish.id,
        name: dish.name,
        priceKobo: parseNaira(dish.price),
        quantity: Math.min(line.quantity, ORDER_MAX_QUANTITY),
        wasKobo: parseNaira(line.price),
        restaurant: { id: dish.restaurant.id, name: dish.restaurant.name },
      });
    }
  }
  return refill;
}

/** What the cart says of the dishes left out, or null when none was. */
export const leftOutNotice = (refill: Refill) =>
  refill.leftOut.length === 0
    ? null
    : `Not put in your cart: ${refill.leftOut.map((dish) => `${dish.name} (${dish.why})`).join(', ')}.`;
