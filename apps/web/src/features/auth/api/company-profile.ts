import type { CompanyProfile, Me, UpdateCompanyProfile } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';
import { meQuery } from '../../../lib/use-me';

export type { CompanyProfile };

/** GET /api/company/profile — name, contact, address, time zone, login email and what set-up misses. */
export const companyProfileQuery = queryOptions(apiQuery('/company/profile'));

export const useCompanyProfile = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...companyProfileQuery, ...options });

/**
 * PATCH /api/company/profile — the fields sent. The signed-in account's name and time zone follow
 * (top bar, dates), and the settings that show the zone are fetched again.
 */
export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateCompanyProfile) => api.patch('/company/profile', { body: change }),
    onSuccess: (profile) => {
      queryClient.setQueryData(companyProfileQuery.queryKey, profile);
      queryClient.setQueryData(meQuery.queryKey, (me: Me | undefined) =>
        me ? { ...me, name: profile.name, time_zone: profile.time_zone } : me,
      );
      void queryClient.invalidateQueries({ queryKey: queryKey('/company/settings') });
    },
  });
}
