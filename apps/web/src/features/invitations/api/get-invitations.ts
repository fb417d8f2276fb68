import type { Invitation } from '@lunch/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/invitations/list — every invitation the company sent, newest first. */
export const invitationsQuery = queryOptions({
  queryKey: ['invitations'] as const,
  queryFn: ({ signal }) => apiGet<Invitation[]>('/invitations/list', undefined, { signal }),
});

export const useInvitations = () => useQuery(invitationsQuery);
