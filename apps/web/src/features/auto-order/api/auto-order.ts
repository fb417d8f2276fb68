import type { AutoOrderSettings, UpdateAutoOrderInput } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '../../../lib/api-client';

export const autoOrderQuery = queryOptions({
  queryKey: ['auto-order'] as const,
  queryFn: ({ signal }) => apiGet<AutoOrderSettings>('/auto-order', undefined, { signal }),
});

/** GET /api/auto-order — the employee's auto-order settings and the next dates it orders for. */
export const useAutoOrder = () => useQuery(autoOrderQuery);

/** PUT /api/auto-order — replaces the settings; the answer carries the new next dates. */
export function useSaveAutoOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAutoOrderInput) =>
      api<AutoOrderSettings>('/auto-order', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(autoOrderQuery.queryKey, saved),
  });
}
