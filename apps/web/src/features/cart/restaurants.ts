import type { CartLine, CartRestaurant } from './types';

/**
 * An order comes from one restaurant (the server refuses a checkout that mixes them with a 409): the
 * cart says so before checkout, and cannot be checked out until one restaurant is left.
 */

/** The restaurants of the cart's lines, once each, in the order their dishes were added. */
export function restaurantsOf(lines: readonly CartLine[]): CartRestaurant[] {
  const found = new Map<string, CartRestaurant>();
  for (const { restaurant } of lines)
    if (restaurant && !found.has(restaurant.id)) found.set(restaurant.id, restaurant);
  return [...found.values()];
}

/** "A", "A and B", "A, B and C". */
export const namesText = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** What the cart says when its dishes come from several restaurants; null when they do not. */
export function mixedRestaurantsText(restaurants: readonly CartRestaurant[]): string | null {
  if (restaurants.length < 2) return null;
  return `Your cart holds dishes from ${namesText(restaurants.map((one) => one.name))}: an order comes from one restaurant. Remove the others or check out one restaurant at a time.`;
}
