import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

/** PATCH /api/users/employees/:id/budget — one employee's own monthly budget (naira), or null for the company's. */
export function useSetEmployeeBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, budgetNaira }: { employeeId: string; budgetNaira: string | null }) =>
      api.patch('/users/employees/:id/budget', {
        params: { id: employeeId },
        body: { monthly_budget: budgetNaira },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('/users/employees') }),
  });
}
