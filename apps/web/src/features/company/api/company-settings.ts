import type { CompanySettings, UpdateCompanySettings } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

export type { CompanySettings };

/** GET /api/company/settings — the monthly budget per employee, the meal programme and the company's time zone. */
export const companySettingsQuery = queryOptions(apiQuery('/company/settings'));

export const useCompanySettings = () => useQuery(companySettingsQuery);

/** PATCH /api/company/settings — the low-balance alert level (naira), or null to switch it off. */
export function useUpdateLowBalanceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (levelNaira: string | null) =>
      api.patch('/company/settings', { body: { low_balance_alert: levelNaira } }),
    onSuccess: (settings) => queryClient.setQueryData(companySettingsQuery.queryKey, settings),
  });
}

/** PATCH /api/company/settings — changes the settings sent (budget, programme); employee balances follow. */
export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateCompanySettings) => api.patch('/company/settings', { body: change }),
    onSuccess: (settings) => {
      queryClient.setQueryData(companySettingsQuery.queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: queryKey('/users/employees') });
    },
  });
}
