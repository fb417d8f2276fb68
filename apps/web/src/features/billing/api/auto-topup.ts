import type { AutoTopup, UpdateAutoTopup } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

export type { AutoTopup };

/** GET /api/billings/auto-topup — on or off, threshold and amount (naira), the kept card and the failed charges in a row. */
export const autoTopupQuery = queryOptions(apiQuery('/billings/auto-topup'));

export const useAutoTopup = () => useQuery(autoTopupQuery);

/** PATCH /api/billings/auto-topup — changes the settings sent; `card: null` forgets the card (and switches it off). */
export function useUpdateAutoTopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateAutoTopup) => api.patch('/billings/auto-topup', { body: change }),
    onSuccess: (saved) => queryClient.setQueryData(autoTopupQuery.queryKey, saved),
  });
}
