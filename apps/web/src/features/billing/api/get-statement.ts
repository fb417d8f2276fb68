import type { Statement } from '@lunch/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/billings/statement — the month's totals and balances (company time zone). */
export const statementQuery = (month: string) =>
  queryOptions({
    queryKey: ['billings', 'statement', month] as const,
    queryFn: ({ signal }) => apiGet<Statement>('/billings/statement', { month }, { signal }),
  });

export const useStatement = (month: string) => useQuery({ ...statementQuery(month), enabled: month !== '' });

/** The PDF statement and the CSV of the month's movements: plain links, the session cookie goes with them. */
export const statementFileUrl = (month: string, ext: 'pdf' | 'csv') =>
  `/api/billings/statement.${ext}?${new URLSearchParams({ month })}`;
