import type { BulkInviteResult } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invitationsQuery } from './get-invitations';

const form = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** POST /api/invitations/bulk?dry_run=true — what uploading this CSV would do, inviting nobody. */
export const usePreviewBulkInvite = () =>
  useMutation({
    mutationFn: (file: File) =>
      apiPost<BulkInviteResult>('/invitations/bulk', form(file), { query: { dry_run: 'true' } }),
  });

/** POST /api/invitations/bulk — invites every acceptable row of the CSV. */
export function useBulkInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiPost<BulkInviteResult>('/invitations/bulk', form(file)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey }),
  });
}
