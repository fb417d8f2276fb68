import type { UpdateAutoOrderInput } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

export const autoOrderQuery = queryOptions(apiQuery('/auto-order'));

/** GET /api/auto-order — the employee's auto-order settings and the next dates it orders for. */
export const useAutoOrder = () => useQuery(autoOrderQuery);

/** PUT /api/auto-order — replaces the settings; the answer carries the new next dates. */
export function useSaveAutoOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAutoOrderInput) => api.put('/auto-order', { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(autoOrderQuery.queryKey, saved),
  });
}
