import type { ReportIssue } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

/**
 * POST /api/orders/:id/issues — the employee reports a problem with one of their orders (its kind,
 * the dishes it is about, a note); the orders are read again, so the order shows it was reported.
 */
export function useReportIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, report }: { orderId: string; report: ReportIssue }) =>
      api.post('/orders/:id/issues', { params: { id: orderId }, body: report }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('/orders') }),
  });
}
