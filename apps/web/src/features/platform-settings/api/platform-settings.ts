import type { PlatformSettings, UpdatePlatformSettings } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch } from '../../../lib/api-client';

/** GET /api/admin/settings — the ordering cut-off, its time zone and how many days ahead employees may order. */
export const platformSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings'] as const,
  queryFn: ({ signal }) => apiGet<PlatformSettings>('/admin/settings', undefined, { signal }),
});

export const usePlatformSettings = () => useQuery(platformSettingsQuery);

/** PATCH /api/admin/settings — changes the fields sent. */
export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdatePlatformSettings) => apiPatch<PlatformSettings>('/admin/settings', change),
    onSuccess: (settings) => queryClient.setQueryData(platformSettingsQuery.queryKey, settings),
  });
}
