import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

/** POST /api/invitations — invites an email (a pending one gets a fresh code). */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post('/invitations', { body: { employee_work_email: email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('/invitations/list') }),
  });
}
