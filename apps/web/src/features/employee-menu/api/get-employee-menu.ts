import { type MenuCategory, PAGE_SIZES } from '@lunch/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

/** `showAll` false lists only meals safe for the employee's health profile (contract §5). */
export type EmployeeMenuParams = {
  showAll: boolean;
  query: string;
  category: MenuCategory | '';
  /** Only the meals the employee marked with a heart. */
  favourites: boolean;
  sort: 'newest' | 'rating';
  /** The delivery date browsed: `remaining` portions are for it. */
  deliveryDate: string;
  /** Only this restaurant's dishes ('' every restaurant's). */
  restaurantId: string;
  /** Only the dishes of restaurants listing this cuisine ('' any). */
  cuisine: string;
};

/** The query of the employee's menu, but its page (the pages of one list share a key). */
const menuQuery = (params: EmployeeMenuParams) => ({
  limit: PAGE_SIZES.employeeMenu,
  // The wire's name reads backwards: risk_health=true means "show all meals".
  risk_health: params.showAll ? ('true' as const) : ('false' as const),
  query: params.query.trim(),
  category: params.category || undefined,
  favourites: params.favourites ? ('true' as const) : undefined,
  sort: params.sort,
  delivery_date: params.deliveryDate,
  restaurant_id: params.restaurantId || undefined,
  cuisine: params.cuisine || undefined,
});

/** GET /api/food-menu?limit=10&risk_health=… — the employee's menu, 10 at a time ('Load more'). */
export const employeeMenuQuery = (params: EmployeeMenuParams) => {
  const query = menuQuery(params);
  return infiniteQueryOptions({
    queryKey: queryKey('/food-menu', { query }),
    queryFn: ({ pageParam, signal }) =>
      api.get('/food-menu', { query: { ...query, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
};

export const useEmployeeMenu = (params: EmployeeMenuParams) => useInfiniteQuery(employeeMenuQuery(params));
