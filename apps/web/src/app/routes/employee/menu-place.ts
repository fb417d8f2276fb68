import { type DeliveryOptions, IdSchema, MENU_CATEGORIES, type MenuCategory } from '@lunch/contract';
import type { EmployeeMenuParams } from '../../../features/employee-menu/api/get-employee-menu';
import { listPlaceFrom, useListParams } from '../../../lib/use-list-params';

/**
 * The employee's menu keeps its place in the address like every list (`lib/use-list-params.ts`):
 * `?meals=all&query=rice&category=Soups&favourites=only&sort=rating&day=2026-03-09&restaurant=<id>&cuisine=Lebanese`.
 * Each is left out when it has its default (healthy meals, no search, all categories, newest first,
 * the first open day, every restaurant, any cuisine).
 */
export const MENU_FILTERS = [
  'meals',
  'query',
  'category',
  'favourites',
  'sort',
  'day',
  'restaurant',
  'cuisine',
] as const;
export type MenuFilter = (typeof MENU_FILTERS)[number];

const isCategory = (value: string): value is MenuCategory =>
  (MENU_CATEGORIES as readonly string[]).includes(value);

/** A restaurant's id as the address may hold it (anything else: every restaurant). */
const restaurantOf = (value: string) => (IdSchema.safeParse(value).success ? value : '');
/** A cuisine as the address may hold it (the server takes at most 50 characters). */
const cuisineOf = (value: string) => {
  const cuisine = value.trim();
  return cuisine.length <= 50 ? cuisine : '';
};

/**
 * The menu request the address asks for. The day is the one asked for while it is open, else the
 * cart's (`cartDay`, remembered) while open, else the first open day; until the open days are
 * known, the one asked for, else the cart's.
 */
export function menuParamsOf(
  filters: Record<MenuFilter, string>,
  delivery: DeliveryOptions | undefined,
  cartDay = '',
): EmployeeMenuParams {
  const isOpen = (date: string) => delivery?.days.some((day) => day.date === date) ?? false;
  const openDay = delivery
    ? ([filters.day, cartDay].find(isOpen) ?? delivery.default_date ?? '')
    : filters.day || cartDay;
  return {
    showAll: filters.meals === 'all',
    query: filters.query,
    category: isCategory(filters.category) ? filters.category : '',
    favourites: filters.favourites === 'only',
    sort: filters.sort === 'rating' ? 'rating' : 'newest',
    deliveryDate: openDay,
    restaurantId: restaurantOf(filters.restaurant),
    cuisine: cuisineOf(filters.cuisine),
  };
}

/** The same, read from a request's address (the page's loader). */
export const menuParamsAt = (url: string, delivery: DeliveryOptions, cartDay = '') =>
  menuParamsOf(listPlaceFrom(new URL(url).searchParams, MENU_FILTERS).filters, delivery, cartDay);

/** The menu's place in the address, and the changes the page's controls make to it. */
export function useMenuPlace(delivery: DeliveryOptions | undefined, cartDay = '') {
  const { filters, setFilter, clearFilters } = useListParams(MENU_FILTERS);
  const params = menuParamsOf(filters, delivery, cartDay);
  return {
    params,
    setShowAll: (showAll: boolean) => setFilter('meals', showAll ? 'all' : ''),
    /** A search typed (applied when typing pauses) replaces the address rather than adding to Back's list. */
    setQuery: (query: string) => setFilter('query', query, { replace: true }),
    setCategory: (category: string) => setFilter('category', isCategory(category) ? category : ''),
    setFavourites: (only: boolean) => setFilter('favourites', only ? 'only' : ''),
    setSort: (sort: string) => setFilter('sort', sort === 'rating' ? 'rating' : ''),
    setDay: (date: string) => setFilter('day', date),
    setRestaurant: (id: string) => setFilter('restaurant', restaurantOf(id)),
    setCuisine: (cuisine: string) => setFilter('cuisine', cuisineOf(cuisine)),
    clearSearch: () => clearFilters(['query', 'category', 'restaurant', 'cuisine']),
  };
}
