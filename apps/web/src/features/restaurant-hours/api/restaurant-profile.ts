import type { UpdateRestaurantHours } from '@lunch/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

/** GET /api/restaurant/profile — the signed-in restaurant as the platform admin sees it, with its hours. */
export const useRestaurantProfile = () => useQuery(apiQuery('/restaurant/profile'));

/**
 * PATCH /api/restaurant/profile — its opening days, own order cut-off and capacity per slot; the
 * answer (the restaurant as saved) replaces the cached one.
 */
export function useSaveHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: UpdateRestaurantHours) => api.patch('/restaurant/profile', { body: hours }),
    onSuccess: (saved) => queryClient.setQueryData(queryKey('/restaurant/profile'), saved),
  });
}
