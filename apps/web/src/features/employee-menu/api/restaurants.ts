import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/**
 * GET /api/restaurants — the restaurants whose dishes an employee may browse (active, with a dish
 * switched on), by name, with their cuisines and rating: what the menu filters by.
 */
export const menuRestaurantsQuery = queryOptions({ ...apiQuery('/restaurants'), staleTime: 5 * 60_000 });

export const useMenuRestaurants = () => useQuery(menuRestaurantsQuery);
