import type { RiderInvite, UpdateRider } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

/** GET /api/admin/riders — every rider, by name, with the zones they ride (platform admin). */
export const ridersQuery = queryOptions(apiQuery('/admin/riders'));

export const useRiders = () => useQuery(ridersQuery);

/**
 * What a rider write changes: the list, and the dispatch board (`GET /admin/dispatch`), which
 * lists the active riders with their zones.
 */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKey('/admin/riders') }),
      queryClient.invalidateQueries({ queryKey: queryKey('/admin/dispatch') }),
    ]);
}

/** POST /api/admin/riders — invites a rider: the account, and an email to set a password. */
export function useInviteRider() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (input: RiderInvite) => api.post('/admin/riders', { body: input }),
    onSuccess: refresh,
  });
}

/** PATCH /api/admin/riders/:id — changes the fields sent (`zones` replaces the list). */
export function useUpdateRider() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateRider }) =>
      api.patch('/admin/riders/:id', { params: { id }, body: changes }),
    onSuccess: refresh,
  });
}
