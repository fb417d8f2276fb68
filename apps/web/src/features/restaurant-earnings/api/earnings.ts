import type { RestaurantLedgerType } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

export type EarningsParams = { page: number; type: RestaurantLedgerType | undefined };

/**
 * GET /api/restaurant/earnings — the restaurant's balance and totals, and a page of its ledger
 * (newest first, of one type when `type` is given).
 */
export const earningsQuery = ({ page, type }: EarningsParams) =>
  queryOptions({
    ...apiQuery('/restaurant/earnings', { query: { page, type } }),
    placeholderData: keepPreviousData,
  });

export const useEarnings = (params: EarningsParams) => useQuery(earningsQuery(params));

/** A payout's statement (PDF, same-origin download: the session cookie signs it in). */
export const statementUrl = (payoutId: string) =>
  apiUrl('/restaurant/payouts/:id/statement.pdf', { params: { id: payoutId } });
