import type { OrderStatus } from '@lunch/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope, apiUrl } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';
import { useOrderStream } from '../../../lib/order-stream';

/** GET /api/kitchen?date=… — the kitchen sheet of a delivery date ('' = today, platform time zone). */
export const kitchenSheetQuery = (date: string) =>
  queryOptions({
    ...apiQuery('/kitchen', { query: { date: date || undefined } }),
    placeholderData: keepPreviousData,
  });

export const useKitchenSheet = (date: string) => useQuery(kitchenSheetQuery(date));

/** The CSV export of a date's sheet (same-origin download, the session cookie signs it in). */
export const kitchenCsvUrl = (date: string) => apiUrl('/kitchen/csv', { query: { date: date || undefined } });
/** The meal labels PDF (A4, 3 × 8 labels) of the same date: of the orders left to cook, or with `all` of every order. */
export const kitchenLabelsUrl = (date: string, all = false) =>
  apiUrl('/kitchen/labels.pdf', { query: { date: date || undefined, all: all ? 'true' : undefined } });

/** Keeps the sheet live: any order placed or changed refetches it. */
export function useLiveKitchenSheet() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: queryKey('/kitchen') });
  useOrderStream({ onEvent: refetch, onReconnect: refetch });
}

/** PATCH /api/orders/bulk-status — e.g. a slot's orders out for delivery, then delivered. */
export function useBulkOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderIds, newStatus }: { orderIds: string[]; newStatus: OrderStatus }) =>
      apiEnvelope.patch('/orders/bulk-status', { body: { orderIds, newStatus } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKey('/kitchen') });
      void queryClient.invalidateQueries({ queryKey: queryKey('/orders') });
    },
  });
}
