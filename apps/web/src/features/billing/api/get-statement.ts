import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

/** GET /api/billings/statement — the month's totals and balances (company time zone). */
export const statementQuery = (month: string) =>
  queryOptions(apiQuery('/billings/statement', { query: { month } }));

export const useStatement = (month: string) => useQuery({ ...statementQuery(month), enabled: month !== '' });

/** The PDF statement and the CSV of the month's movements: plain links, the session cookie goes with them. */
export const statementFileUrl = (month: string, ext: 'pdf' | 'csv') =>
  ext === 'pdf'
    ? apiUrl('/billings/statement.pdf', { query: { month } })
    : apiUrl('/billings/statement.csv', { query: { month } });
