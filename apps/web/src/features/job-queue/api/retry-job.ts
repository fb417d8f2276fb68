import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

/** POST /api/admin/jobs/:id/retry — queues a failed job again from its first attempt, now. */
export const retryJob = (id: string) => apiEnvelope.post('/admin/jobs/:id/retry', { params: { id } });

/** Queues a job again; whatever the answer, the counts and the list are read again before it settles. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryJob(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKey('/admin/jobs') }),
  });
}
