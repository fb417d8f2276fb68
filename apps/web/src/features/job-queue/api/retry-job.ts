import type { Job } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobQueueKeys } from './get-job-queue';

/** POST /api/admin/jobs/:id/retry — queues a failed job again from its first attempt, now. */
export const retryJob = (id: string) =>
  apiRequest<Job>(`/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST', body: {} });

/** Queues a job again; whatever the answer, the counts and the list are read again before it settles. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryJob(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobQueueKeys.all }),
  });
}
