import type { UpdatePlatformSettings } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

/** GET /api/admin/settings — the ordering cut-off, its time zone, how many days ahead employees may order, the delivery slots and the lead time. */
export const platformSettingsQuery = queryOptions(apiQuery('/admin/settings'));

export const usePlatformSettings = () => useQuery(platformSettingsQuery);

/** PATCH /api/admin/settings — changes the fields sent. */
export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdatePlatformSettings) => api.patch('/admin/settings', { body: change }),
    onSuccess: (settings) => queryClient.setQueryData(platformSettingsQuery.queryKey, settings),
  });
}
