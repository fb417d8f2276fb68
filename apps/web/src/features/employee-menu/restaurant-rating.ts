import type { MenuRating, RestaurantCard } from '@lunch/contract';

/** A restaurant's rating as the menu's filter shows it: "★ 4.5 (12)", or "No ratings yet". */
export const ratingText = (rating: MenuRating) =>
  rating.average === null || rating.count === 0
    ? 'No ratings yet'
    : `★ ${rating.average.toFixed(1)} (${rating.count})`;

/** The same read out: "rated 4.5 out of 5 by 12 ratings", or "no ratings yet". */
export const ratingWords = (rating: MenuRating) =>
  rating.average === null || rating.count === 0
    ? 'no ratings yet'
    : `rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} ${rating.count === 1 ? 'rating' : 'ratings'}`;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a restaurant lists a cuisine (case ignored, as the server filters). */
export const servesCuisine = (restaurant: Pick<RestaurantCard, 'cuisines'>, cuisine: string) =>
  restaurant.cuisines.some((one) => same(one, cuisine));

/**
 * Every cuisine the restaurants list, once each (case ignored, the first spelling kept), in
 * alphabetical order; `chosen` is kept among them when no restaurant lists it (the address asked).
 */
export function cuisinesOf(restaurants: readonly Pick<RestaurantCard, 'cuisines'>[], chosen = ''): string[] {
  const found = new Map<string, string>();
  for (const restaurant of restaurants)
    for (const cuisine of restaurant.cuisines) {
      const key = cuisine.trim().toLowerCase();
      if (!found.has(key)) found.set(key, cuisine.trim());
    }
  if (chosen !== '' && !found.has(chosen.toLowerCase())) found.set(chosen.toLowerCase(), chosen);
  return [...found.values()].sort((a, b) => a.localeCompare(b));
}
