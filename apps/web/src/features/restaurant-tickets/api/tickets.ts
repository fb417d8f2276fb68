import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

/**
 * How often an open board is read again. The order stream (`/orders/events`) is the employees' and
 * the platform admin's; a restaurant's board polls, and is read again when the tab comes back.
 */
export const TICKETS_EVERY_MS = 30_000;

/**
 * GET /api/restaurant/tickets?date= — the restaurant's orders of a day, slot by slot ('' = today,
 * platform time zone).
 */
export const ticketBoardQuery = (date: string) =>
  queryOptions({
    ...apiQuery('/restaurant/tickets', { query: { date: date || undefined } }),
    refetchInterval: TICKETS_EVERY_MS,
    refetchOnWindowFocus: true,
  });

export const useTicketBoard = (date: string) => useQuery(ticketBoardQuery(date));

/** What a ticket's change refreshes: the board (every day of it that was read) and the kitchen sheet. */
function useRefreshBoard() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKey('/restaurant/tickets') }),
      queryClient.invalidateQueries({ queryKey: queryKey('/kitchen') }),
    ]);
}

/** POST /api/restaurant/orders/:id/accept — a pending order is confirmed: the kitchen cooks it. */
export function useAcceptTicket() {
  const refresh = useRefreshBoard();
  return useMutation({
    mutationFn: (id: string) => api.post('/restaurant/orders/:id/accept', { params: { id } }),
    onSettled: refresh,
  });
}

/** POST /api/restaurant/orders/:id/decline {reason} — declined and refunded; the employee reads why. */
export function useDeclineTicket() {
  const refresh = useRefreshBoard();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post('/restaurant/orders/:id/decline', { params: { id }, body: { reason } }),
    onSuccess: refresh,
  });
}

/** POST /api/restaurant/tickets/ready {date, slot} — the slot's confirmed orders are ready for pickup. */
export function useMarkSlotReady() {
  const refresh = useRefreshBoard();
  return useMutation({
    mutationFn: (slot: { date: string; slot: string }) =>
      api.post('/restaurant/tickets/ready', { body: slot }),
    onSettled: refresh,
  });
}
