import type { RestaurantSummary } from '@lunch/contract';
import { Refusal } from '../../domain/holds/refusals.js';
import type { OfferedRestaurant } from '../../domain/restaurants/offering.js';

/**
 * The restaurant rules of a checkout (issue 30) that are not a counter: every dish of an order
 * comes from one restaurant, and a restaurant that lists zones delivers only to addresses in them.
 * Whether the restaurant is offered for the delivery day is domain/restaurants/offering.ts's rule
 * (checkOffered); its capacity per slot is a hold (domain/holds/capacity.ts).
 */

/** The restaurant of a menu item as checkout reads it with the item (FOR SHARE). */
export type CartRestaurant = OfferedRestaurant &
  RestaurantSummary & {
    slotCapacity: number | null;
    /** The delivery zones it serves; empty: every address. */
    zones: string[];
  };

/**
 * The one restaurant cooking a cart's dishes; 409 naming the restaurants (in the cart's order) when
 * the dishes come from several.
 */
export function restaurantOfCart(items: { restaurant: CartRestaurant }[]): CartRestaurant {
  const found = new Map(items.map(({ restaurant }) => [restaurant.id, restaurant]));
  if (found.size > 1) {
    const names = [...found.values()].map((restaurant) => restaurant.name).join(', ');
    throw new Refusal(
      'one restaurant',
      `An order holds dishes from one restaurant: ${names}. Place one order per restaurant.`,
    );
  }
  return items[0]!.restaurant;
}

/**
 * 409 when the restaurant lists zones and the delivery address is in a zone it does not serve. A
 * restaurant with no zones serves every address (the platform's kitchen has none); an address in
 * no zone (the platform has none) is for the platform's own rules (checkServed).
 */
export function checkServesZone(restaurant: CartRestaurant, zone: { id: string; name: string } | null) {
  if (!zone || restaurant.zones.length === 0 || restaurant.zones.includes(zone.id)) return;
  throw new Refusal(
    'restaurant zone',
    `${restaurant.name} does not deliver to ${zone.name}. Choose dishes of a restaurant that does, or another address.`,
  );
}
