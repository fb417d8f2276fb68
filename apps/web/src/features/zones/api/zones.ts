import type { ZoneInput } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

/** GET /api/admin/zones — every delivery zone, by name (platform admin). */
export const zonesQuery = queryOptions(apiQuery('/admin/zones'));

export const useZones = () => useQuery(zonesQuery);

/** A zone to save: `id` to edit one (PATCH /api/admin/zones/:id), none to add one (POST /api/admin/zones). */
export type ZoneSave = { id?: string; input: ZoneInput };

/** Adds or edits a zone; the list is read again before it settles. */
export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: ZoneSave) =>
      id
        ? api.patch('/admin/zones/:id', { params: { id }, body: input })
        : api.post('/admin/zones', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('/admin/zones') }),
  });
}

/** DELETE /api/admin/zones/:id; the list is read again before it settles. */
export function useDeleteZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/admin/zones/:id', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('/admin/zones') }),
  });
}
