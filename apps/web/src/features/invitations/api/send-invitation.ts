import type { InviteInput } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

/** POST /api/invitations — invites an email (a pending one gets a fresh code), optionally into a department. */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: InviteInput) => api.post('/invitations', { body: invitation }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('/invitations/list') }),
  });
}
