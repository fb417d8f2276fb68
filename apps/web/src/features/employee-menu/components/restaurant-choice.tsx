import type { RestaurantCard } from '@lunch/contract';
import { ratingText, ratingWords, servesCuisine } from '../restaurant-rating';

/**
 * The restaurants to choose from, each with its rating ("Mama Put · ★ 4.5 (12)"): those listing the
 * cuisine chosen, and the one chosen whatever its cuisines.
 */
export function restaurantOptions(restaurants: readonly RestaurantCard[], cuisine: string, chosen: string) {
  return restaurants
    .filter((one) => cuisine === '' || one.id === chosen || servesCuisine(one, cuisine))
    .map((one) => ({ value: one.id, label: `${one.name} · ${ratingText(one.rating)}` }));
}

/** The restaurant chosen, under the filters: its cuisines and its rating in full. */
export function ChosenRestaurant({ restaurant }: { restaurant: RestaurantCard }) {
  return (
    <p className="text-sm text-ink-soft" data-testid="chosen-restaurant">
      <span className="font-semibold text-ink">{restaurant.name}</span> · {restaurant.cuisines.join(', ')} ·{' '}
      <span aria-hidden="true">{ratingText(restaurant.rating)}</span>
      <span className="sr-only">{ratingWords(restaurant.rating)}</span>
    </p>
  );
}
