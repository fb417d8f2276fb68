import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

/** GET /api/admin/payouts — every restaurant's balance, earned, commission and paid, and the latest payouts. */
export const adminPayoutsQuery = queryOptions(apiQuery('/admin/payouts'));

export const useAdminPayouts = () => useQuery(adminPayoutsQuery);

/**
 * POST /api/admin/payouts/run — pays each restaurant its balance now; answers what it did for each.
 * The balances and the restaurants list (their balance column) are read again.
 */
export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/admin/payouts/run'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey('/admin/payouts') }),
        queryClient.invalidateQueries({ queryKey: queryKey('/admin/restaurants') }),
        queryClient.invalidateQueries({ queryKey: queryKey('/admin/reconciliation') }),
      ]),
  });
}

/** GET /api/admin/reconciliation?from=&to= — the money of the orders delivered in a period (days, both included). */
export const useReconciliation = (period: { from: string; to: string }) =>
  useQuery({
    ...apiQuery('/admin/reconciliation', { query: period }),
    enabled: period.from !== '' && period.to !== '',
    placeholderData: keepPreviousData,
  });
