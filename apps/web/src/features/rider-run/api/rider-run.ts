import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

/** How often an open run is read again: orders the platform admin dispatches since show up by themselves. */
const RUN_EVERY_MS = 60_000;

/**
 * GET /api/rider/runs?date= — the rider's orders of a day, slot by slot ('' = today, platform time
 * zone); read again every minute and when the phone comes back to the page.
 */
export const riderRunQuery = (date: string) =>
  queryOptions({
    ...apiQuery('/rider/runs', { query: { date: date || undefined } }),
    refetchInterval: RUN_EVERY_MS,
    refetchOnWindowFocus: true,
  });

export const useRiderRun = (date: string) => useQuery(riderRunQuery(date));

/** What a stop's change refreshes: the run (every day of it that was read). */
function useRefreshRun() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKey('/rider/runs') });
}

/** POST /api/rider/orders/:id/picked-up — the rider has the order: out for delivery. */
export function usePickUp() {
  const refresh = useRefreshRun();
  return useMutation({
    mutationFn: (id: string) => api.post('/rider/orders/:id/picked-up', { params: { id } }),
    onSuccess: refresh,
  });
}

/**
 * POST /api/rider/orders/:id/delivered {code} — handed over with the employee's 4-digit code. A
 * wrong code answers 400 with the tries left; the last wrong one locks the code (423). The run is
 * read again either way, so a locked code shows on its stop.
 */
export function useDeliver() {
  const refresh = useRefreshRun();
  return useMutation({
    mutationFn: ({ id, code }: { id: string; code: string }) =>
      api.post('/rider/orders/:id/delivered', { params: { id }, body: { code } }),
    onSettled: refresh,
  });
}

/** POST /api/rider/orders/:id/failed {reason} — a delivery the rider could not make; the admin is alerted. */
export function useReportFailed() {
  const refresh = useRefreshRun();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post('/rider/orders/:id/failed', { params: { id }, body: { reason } }),
    onSuccess: refresh,
  });
}
