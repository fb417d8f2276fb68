import type { UserRow } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '../../../lib/api-client';

/** PATCH /api/users/employees/:id/budget — one employee's own monthly budget (naira), or null for the company's. */
export function useSetEmployeeBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, budgetNaira }: { employeeId: string; budgetNaira: string | null }) =>
      apiPatch<UserRow>(`/users/employees/${encodeURIComponent(employeeId)}/budget`, {
        monthly_budget: budgetNaira,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['employees'] }),
  });
}
