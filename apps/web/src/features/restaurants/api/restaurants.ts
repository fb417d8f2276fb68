import type { CreateRestaurant, UpdateRestaurant } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

/** GET /api/admin/restaurants — every restaurant partner, with its zones, state and balance (platform admin). */
export const restaurantsQuery = queryOptions(apiQuery('/admin/restaurants'));

export const useRestaurants = () => useQuery(restaurantsQuery);

/**
 * What a restaurant write changes: the list, the restaurants an employee filters the menu by
 * (`GET /restaurants`: a suspended one is not offered) and the payouts overview (its names).
 */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKey('/admin/restaurants') }),
      queryClient.invalidateQueries({ queryKey: queryKey('/restaurants') }),
      queryClient.invalidateQueries({ queryKey: queryKey('/admin/payouts') }),
    ]);
}

/** POST /api/admin/restaurants — adds a restaurant; its contact email receives the invitation code. */
export function useCreateRestaurant() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (input: CreateRestaurant) => api.post('/admin/restaurants', { body: input }),
    onSuccess: refresh,
  });
}

/** PATCH /api/admin/restaurants/:id — changes the fields sent (`zones` replaces the list; `state` suspends or reactivates). */
export function useUpdateRestaurant() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateRestaurant }) =>
      api.patch('/admin/restaurants/:id', { params: { id }, body: changes }),
    onSuccess: refresh,
  });
}
