import type { AssignOrders } from '@lunch/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';
import { useOrderStream } from '../../../lib/order-stream';

/** GET /api/admin/dispatch?date= — a day's board: orders by zone and slot, and the active riders ('' = today). */
export const dispatchBoardQuery = (date: string) =>
  queryOptions(apiQuery('/admin/dispatch', { query: { date: date || undefined } }));

export const useDispatchBoard = (date: string) => useQuery(dispatchBoardQuery(date));

/** Which orders to list: a day's, of one zone (`none`: in no zone) and slot, and one rider (`unassigned`: none). */
export type DispatchOrdersAsk = {
  date: string;
  zone_id?: string;
  slot?: string;
  rider?: string;
  page: number;
  limit: number;
};

/** GET /api/admin/dispatch/orders — a page of a day's orders, of one zone's slot and one rider when asked. */
export const dispatchOrdersQuery = (query: DispatchOrdersAsk) =>
  queryOptions({ ...apiQuery('/admin/dispatch/orders', { query }), placeholderData: keepPreviousData });

export const useDispatchOrders = (query: DispatchOrdersAsk) => useQuery(dispatchOrdersQuery(query));

/** What an assignment changes: the board's counts and the order lists. */
function useRefreshDispatch() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKey('/admin/dispatch') }),
      queryClient.invalidateQueries({ queryKey: queryKey('/admin/dispatch/orders') }),
    ]);
}

/** Keeps the board and the list live: an order placed or changed reads them again. */
export function useLiveDispatch() {
  const queryClient = useQueryClient();
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: queryKey('/admin/dispatch') });
    void queryClient.invalidateQueries({ queryKey: queryKey('/admin/dispatch/orders') });
  };
  useOrderStream({ onEvent: refetch, onReconnect: refetch });
}

/**
 * PATCH /api/admin/dispatch — the orders named, or every unassigned order of a zone's slot, to a
 * rider (null: off their rider). Orders it cannot move come back in `refused`, with why.
 */
export function useAssignOrders() {
  const refresh = useRefreshDispatch();
  return useMutation({
    mutationFn: (body: AssignOrders) => api.patch('/admin/dispatch', { body }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/dispatch/auto — shares each zone's unassigned orders of the day among its riders. */
export function useAutoDispatch() {
  const refresh = useRefreshDispatch();
  return useMutation({
    mutationFn: (date: string) => api.post('/admin/dispatch/auto', { body: { date } }),
    onSuccess: refresh,
  });
}
