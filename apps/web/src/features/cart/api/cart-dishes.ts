import type { MenuItem } from '@lunch/contract';
import { type QueryClient, queryOptions, useQueries } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

/** The most menu pages read to find a cart's dishes (100 dishes each). */
const MAX_PAGES = 10;

/**
 * The cart's dishes as the employee's menu shows them for `date` (`GET /food-menu?delivery_date=`,
 * all meals): availability, week days and the portions left that day. Fetched fresh; a dish not
 * found is not on the menu any more.
 */
export async function fetchDishesOn(
  queryClient: QueryClient,
  date: string,
  ids: readonly string[],
): Promise<Map<string, MenuItem>> {
  const wanted = new Set(ids);
  const found = new Map<string, MenuItem>();
  for (let page = 1; page <= MAX_PAGES && found.size < wanted.size; page++) {
    const query = { risk_health: 'true' as const, delivery_date: date, limit: 100, page };
    const answer = await queryClient.fetchQuery({ ...apiQuery('/food-menu', { query }), staleTime: 0 });
    for (const item of answer.list) if (wanted.has(item.id)) found.set(item.id, item);
    if (page * answer.limit >= answer.total) break;
  }
  return found;
}

/** GET /api/food-menu/:id — one dish as it is today; null when it is no longer on the menu (404). */
const dishQuery = (id: string) =>
  queryOptions({
    // Beside the dish's own key: this answer may be null.
    queryKey: [...queryKey('/food-menu/:id', { params: { id } }), 'or gone'] as const,
    queryFn: ({ signal }) =>
      api.get('/food-menu/:id', { params: { id }, signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    staleTime: 0,
  });

/** The dishes of `ids` as they are today (price, availability, days), each null once off the menu. */
export function useDishes(ids: readonly string[]) {
  return useQueries({
    queries: ids.map(dishQuery),
    combine: (results) => ({
      dishes: new Map(ids.map((id, index) => [id, results[index]?.data])),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.isError)?.error ?? null,
      isFetching: results.some((result) => result.isFetching),
      refetch: () =>
        Promise.all(results.filter((result) => result.isError).map((result) => result.refetch())),
    }),
  });
}
