import type { BulkOrderStatusResult, KitchenSheet, OrderStatus } from '@lunch/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { useOrderStream } from '../../../lib/order-stream';

export const kitchenKeys = {
  all: ['kitchen'] as const,
  sheet: (date: string) => ['kitchen', date] as const,
};

/** GET /api/kitchen?date=… — the kitchen sheet of a delivery date ('' = today, platform time zone). */
export const kitchenSheetQuery = (date: string) =>
  queryOptions({
    queryKey: kitchenKeys.sheet(date),
    queryFn: ({ signal }) => apiGet<KitchenSheet>('/kitchen', { date }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useKitchenSheet = (date: string) => useQuery(kitchenSheetQuery(date));

/** The CSV export of a date's sheet (same-origin download, the session cookie signs it in). */
export const kitchenCsvUrl = (date: string) => `/api/kitchen/csv${date ? `?date=${date}` : ''}`;

/** Keeps the sheet live: any order placed or changed refetches it. */
export function useLiveKitchenSheet() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: kitchenKeys.all });
  useOrderStream({ onEvent: refetch, onReconnect: refetch });
}

/** PATCH /api/orders/bulk-status — e.g. a slot's orders out for delivery, then delivered. */
export function useBulkOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderIds, newStatus }: { orderIds: string[]; newStatus: OrderStatus }) =>
      apiRequest<BulkOrderStatusResult>('/orders/bulk-status', {
        method: 'PATCH',
        body: { orderIds, newStatus },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: kitchenKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin-orders'] });
    },
  });
}
