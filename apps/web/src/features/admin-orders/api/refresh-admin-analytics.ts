import type { QueryClient } from '@tanstack/react-query';
import { queryKey } from '../../../lib/api-query';

/** The admin dashboard's figures, which count orders by status, day and slot: fetched again after a change. */
export function refreshAdminAnalytics(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKey('/analytics/admin') });
  void queryClient.invalidateQueries({ queryKey: queryKey('/analytics/admin/daily-orders') });
  void queryClient.invalidateQueries({ queryKey: queryKey('/analytics/admin/today') });
}
