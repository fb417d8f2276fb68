import type { Issue } from '@lunch/contract';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { type IssueStatus, useIssues } from '../../../features/issues/api/issues';
import { issueColumns } from '../../../features/issues/components/issue-columns';
import { IssueStatusFilter } from '../../../features/issues/components/issue-status-filter';
import { ResolveIssueDialog } from '../../../features/issues/components/resolve-issue-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useListParams } from '../../../lib/use-list-params';

const EMPTY: Record<IssueStatus, string> = {
  open: 'No open issues: every problem reported has been put right.',
  resolved: 'No resolved issues yet.',
};

const CAPTION: Record<IssueStatus, string> = {
  open: 'Open issues, oldest first',
  resolved: 'Resolved issues, newest first',
};

/**
 * /admin/issues: the problems employees reported with their orders, open ones oldest first or
 * resolved ones newest first (kept in the address, `?status=resolved&page=2`); "Resolve" puts one
 * right with a refund in full, in part or none, and a reply emailed to the employee and the company.
 */
export function Component() {
  const { page, filters, setPage, setFilter } = useListParams(['status']);
  const status: IssueStatus = filters.status === 'resolved' ? 'resolved' : 'open';
  const issues = useIssues(status, page);
  const [resolving, setResolving] = useState<Issue | null>(null);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Issues"
        description="Problems employees reported with their orders. A refund goes back to the company's wallet and the employee's budget; the employee and the company are emailed your reply."
      />
      <IssueStatusFilter
        status={status}
        open={issues.data?.open}
        onChange={(next) => setFilter('status', next === 'open' ? '' : next)}
      />
      <DataTable
        caption={CAPTION[status]}
        columns={issueColumns({ status, onResolve: setResolving })}
        rows={issues.data?.list}
        rowKey={(issue) => issue.id}
        loading={issues.isPending}
        error={issues.isError ? errorMessage(issues.error, 'Could not load the issues.') : null}
        onRetry={() => void issues.refetch()}
        emptyText={EMPTY[status]}
      />
      <Pagination page={page} total={issues.data?.total} onPageChange={setPage} label="Issue pages" />
      <ResolveIssueDialog issue={resolving} onClose={() => setResolving(null)} />
    </section>
  );
}
