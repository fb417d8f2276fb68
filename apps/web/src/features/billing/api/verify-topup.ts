import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/**
 * GET /api/billings/verify/:reference — the top-up after the server asked the payment provider
 * (called when the payment page sends the browser back with `?reference=`).
 */
export const verifyTopupQuery = (reference: string) =>
  queryOptions({ ...apiQuery('/billings/verify/:reference', { params: { reference } }), staleTime: 0 });

export const useVerifyTopup = (reference: string | null) =>
  useQuery({ ...verifyTopupQuery(reference ?? ''), enabled: Boolean(reference) });
