import { formatNaira, ISSUE_RESOLUTION_LABELS, type Issue, parseNaira } from '@lunch/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { formatDateTime, formatDay, formatSlot } from '../../../lib/format-date';
import type { IssueStatus } from '../api/issues';
import { IssueProblem } from './issue-problem';

/** Open, or how it was put right: the resolution, the refund, the reply and when. */
function IssueOutcome({ issue }: { issue: Issue }) {
  if (issue.status === 'open' || !issue.resolution) return <Badge tone="warning">Open</Badge>;
  const refund = parseNaira(issue.refund);
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={refund > 0 ? 'success' : 'neutral'}>{ISSUE_RESOLUTION_LABELS[issue.resolution]}</Badge>
      {refund > 0 ? <span className="text-sm font-medium">{formatNaira(refund)} refunded</span> : null}
      {issue.reply ? <span className="text-xs break-words text-ink-soft">Reply: {issue.reply}</span> : null}
      {issue.resolved_at ? (
        <span className="text-xs text-ink-soft">{formatDateTime(issue.resolved_at)}</span>
      ) : null}
    </div>
  );
}

const outcomeColumn: Column<Issue> = {
  key: 'outcome',
  header: 'Resolution',
  className: 'min-w-40',
  cell: (issue) => <IssueOutcome issue={issue} />,
};

const resolveColumn = (onResolve: (issue: Issue) => void): Column<Issue> => ({
  key: 'actions',
  header: 'Actions',
  cell: (issue) => (
    <Button
      size="sm"
      aria-label={`Resolve the problem with order ${issue.order_ref}`}
      onClick={() => onResolve(issue)}
    >
      Resolve
    </Button>
  ),
});

/**
 * The Issues list: the order (reference and total), who reported it and their company, its
 * delivery day and slot (the company's clock), the problem (kind, dishes, note), when it was
 * reported, then "Resolve" (open ones) or how it was put right (resolved ones).
 */
export function issueColumns({
  status,
  onResolve,
}: {
  status: IssueStatus;
  onResolve: (issue: Issue) => void;
}): Column<Issue>[] {
  return [
    {
      key: 'order',
      header: 'Order',
      cell: (issue) => (
        <>
          <span className="block font-mono text-xs">{issue.order_ref}</span>
          <span className="block text-xs text-ink-soft">{formatNaira(parseNaira(issue.order_total))}</span>
        </>
      ),
    },
    {
      key: 'employee',
      header: 'Employee',
      cell: (issue) => (
        <>
          <span className="block">{issue.employee_name}</span>
          <span className="block text-xs text-ink-soft">{issue.company_name}</span>
        </>
      ),
    },
    {
      key: 'delivery',
      header: 'Delivery',
      className: 'whitespace-nowrap',
      cell: (issue) => (
        <>
          <span className="block">{formatDay(issue.delivery_date)}</span>
          <span className="block text-xs text-ink-soft tabular-nums">
            {formatSlot(issue.delivery_date, issue.delivery_slot, issue.time_zone)}
          </span>
        </>
      ),
    },
    {
      key: 'problem',
      header: 'Problem',
      className: 'min-w-48',
      cell: (issue) => <IssueProblem issue={issue} />,
    },
    { key: 'reported', header: 'Reported', cell: (issue) => formatDateTime(issue.created_at) },
    status === 'open' ? resolveColumn(onResolve) : outcomeColumn,
  ];
}
