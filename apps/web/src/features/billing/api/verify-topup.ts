import type { Billing } from '@lunch/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/billings/verify/:reference — the top-up after the server asked the payment provider
 * (called when the payment page sends the browser back with `?reference=`).
 */
export const verifyTopupQuery = (reference: string) =>
  queryOptions({
    queryKey: ['billing-verify', reference] as const,
    queryFn: ({ signal }) =>
      apiGet<Billing>(`/billings/verify/${encodeURIComponent(reference)}`, undefined, { signal }),
    staleTime: 0,
  });

export const useVerifyTopup = (reference: string | null) =>
  useQuery({ ...verifyTopupQuery(reference ?? ''), enabled: Boolean(reference) });
