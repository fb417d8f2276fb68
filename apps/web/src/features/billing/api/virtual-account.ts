import type { VirtualAccount } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

export type { VirtualAccount };

/** GET /api/billings/virtual-account — the company's own bank account for transfers; null while it has none (404). */
export const virtualAccountQuery = queryOptions({
  // Beside the account's own key: this answer may be null.
  queryKey: [...queryKey('/billings/virtual-account'), 'or none'] as const,
  queryFn: ({ signal }): Promise<VirtualAccount | null> =>
    api.get('/billings/virtual-account', { signal }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }),
});

export const useVirtualAccount = () => useQuery(virtualAccountQuery);

/** POST /api/billings/virtual-account — opens the account (once; again answers the same one). */
export function useOpenVirtualAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/billings/virtual-account'),
    onSuccess: (account) => queryClient.setQueryData(virtualAccountQuery.queryKey, account),
  });
}

/**
 * POST /api/billings/virtual-account/simulate-transfer — the sandbox's transfer of `amount` naira into
 * the test account, answered once credited: the wallet moved.
 */
export function useSimulateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: string) =>
      api.post('/billings/virtual-account/simulate-transfer', { body: { amount } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey('/billings'), refetchType: 'active' }),
        queryClient.invalidateQueries({ queryKey: queryKey('/billings/statement'), refetchType: 'active' }),
        queryClient.invalidateQueries({ queryKey: queryKey('/analytics/company') }),
      ]);
    },
  });
}
