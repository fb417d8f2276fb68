import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

const form = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** POST /api/invitations/bulk?dry_run=true — what uploading this CSV would do, inviting nobody. */
export const usePreviewBulkInvite = () =>
  useMutation({
    mutationFn: (file: File) =>
      api.post('/invitations/bulk', { body: form(file), query: { dry_run: 'true' } }),
  });

/** POST /api/invitations/bulk — invites every acceptable row of the CSV. */
export function useBulkInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.post('/invitations/bulk', { body: form(file) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('/invitations/list') }),
  });
}
