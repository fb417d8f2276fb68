import type { EmployeeProfile } from '@lunch/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const profileQuery = queryOptions({
  queryKey: ['employee-profile'] as const,
  queryFn: ({ signal }) => apiGet<EmployeeProfile>('/profile', undefined, { signal }),
});

/** GET /api/profile — the employee's address, lunch time and health lists. */
export const useProfile = () => useQuery(profileQuery);
