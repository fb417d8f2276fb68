import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

/** DELETE /api/users/employees/:id: the company removes one of its employees, and erases them with `erase`. */
export function useRemoveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ employeeId, erase }: { employeeId: string; erase: boolean }) =>
      (
        await apiEnvelope.delete('/users/employees/:id', {
          params: { id: employeeId },
          query: { erase: erase ? 'true' : 'false' },
        })
      ).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('/users/employees') }),
  });
}
