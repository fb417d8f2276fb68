import type { OrderStatus } from '@lunch/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope, apiUrl } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';
import { useOrderStream } from '../../../lib/order-stream';

/** The sheet's query: a date ('' = today, platform time zone), and for the platform admin a restaurant ('' = every one). */
const sheetQuery = (date: string, restaurantId: string) => ({
  date: date || undefined,
  restaurant_id: restaurantId || undefined,
});

/**
 * GET /api/kitchen?date=…&restaurant_id=… — the kitchen sheet of a delivery date ('' = today,
 * platform time zone); the platform admin's of one restaurant with `restaurantId` ('' = every one).
 */
export const kitchenSheetQuery = (date: string, restaurantId = '') =>
  queryOptions({
    ...apiQuery('/kitchen', { query: sheetQuery(date, restaurantId) }),
    placeholderData: keepPreviousData,
  });

export const useKitchenSheet = (date: string, restaurantId = '') =>
  useQuery(kitchenSheetQuery(date, restaurantId));

/** The CSV export of a date's sheet (same-origin download, the session cookie signs it in). */
export const kitchenCsvUrl = (date: string, restaurantId = '') =>
  apiUrl('/kitchen/csv', { query: sheetQuery(date, restaurantId) });
/** The meal labels PDF (A4, 3 × 8 labels) of the same date: of the orders left to cook, or with `all` of every order. */
export const kitchenLabelsUrl = (date: string, all = false, restaurantId = '') =>
  apiUrl('/kitchen/labels.pdf', {
    query: { ...sheetQuery(date, restaurantId), all: all ? 'true' : undefined },
  });

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
