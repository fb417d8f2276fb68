import { type AuditFilter, PAGE_SIZES } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

/** What the Activity screen asks for: a page, and the filters (instants, an actor, an action or kind). */
export type AuditListParams = { page: number } & AuditFilter;

/** GET /api/company/audit — who did what to the company, newest first (owners and finance members). */
export const auditQuery = (params: AuditListParams) =>
  queryOptions({
    ...apiQuery('/company/audit', { query: { ...params, limit: PAGE_SIZES.default } }),
    placeholderData: keepPreviousData,
  });

export const useAudit = (params: AuditListParams) => useQuery(auditQuery(params));

/** GET /api/company/audit/export — the same records as CSV, for a download link. */
export const auditCsvUrl = (filter: AuditFilter) => apiUrl('/company/audit/export', { query: filter });
