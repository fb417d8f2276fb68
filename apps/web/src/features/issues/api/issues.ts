import { PAGE_SIZES, type ResolveIssue } from '@lunch/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

/** The two lists of the Issues screen. */
export type IssueStatus = 'open' | 'resolved';

/** GET /api/admin/issues — a page of the open issues (oldest first) or the resolved ones (newest first), and how many are open. */
export const issuesQuery = (status: IssueStatus, page: number) =>
  queryOptions({
    ...apiQuery('/admin/issues', { query: { status, page, limit: PAGE_SIZES.default } }),
    placeholderData: keepPreviousData,
  });

export const useIssues = (status: IssueStatus, page: number) => useQuery(issuesQuery(status, page));

/** How often the side menu asks again how many issues are open (employees report them meanwhile). */
const COUNT_EVERY_MS = 60_000;

/**
 * The side menu's count of open issues ("3", read "3 open"; null while unknown or none), from the
 * same answer as the first page of open issues.
 */
export function useOpenIssuesCount() {
  const open = useQuery({
    ...issuesQuery('open', 1),
    select: (page) => page.open,
    refetchInterval: COUNT_EVERY_MS,
  });
  if (!open.data) return null;
  return { shown: String(open.data), spoken: `${open.data} open` };
}

/**
 * PATCH /api/admin/issues/:id — resolves an issue (refund in full, in part, or none, with a reply);
 * the issue lists and their count, and the money lists, are read again.
 */
export function useResolveIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: string; resolution: ResolveIssue }) =>
      api.patch('/admin/issues/:id', { params: { id }, body: resolution }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey('/admin/issues') }),
        queryClient.invalidateQueries({ queryKey: queryKey('/billings') }),
      ]),
  });
}
