import type { InviteMemberInput, UpdateMemberInput } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';
import { meQuery } from '../../../lib/use-me';

/** GET /api/company/members — the company's members: active (owners first), invited, removed. */
export const membersQuery = queryOptions(apiQuery('/company/members'));

export const useMembers = () => useQuery(membersQuery);

/** After a change: the list again, and who is signed in (their own role may have changed). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKey('/company/members') }),
      queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
    ]);
}

/** POST /api/company/members — invites an email in a role (an invited email gets a fresh code). */
export function useInviteMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InviteMemberInput) => api.post('/company/members', { body }),
    onSuccess: refresh,
  });
}

/** PATCH /api/company/members/:id — a member's (or an invitation's) new role. */
export function useChangeMemberRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, role }: { id: string } & UpdateMemberInput) =>
      api.patch('/company/members/:id', { params: { id }, body: { role } }),
    onSettled: refresh,
  });
}

/** DELETE /api/company/members/:id — removes a member (their sessions end) or withdraws an invitation. */
export function useRemoveMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete('/company/members/:id', { params: { id } }),
    onSuccess: refresh,
  });
}
