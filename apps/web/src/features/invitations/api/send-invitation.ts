import type { InviteResultSchema } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { invitationsQuery } from './get-invitations';

/** POST /api/invitations — invites an email (a pending one gets a fresh code). */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiPost<z.infer<typeof InviteResultSchema>>('/invitations', { employee_work_email: email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey }),
  });
}
