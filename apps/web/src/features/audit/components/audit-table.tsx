import { AUDIT_ACTOR_ROLE_LABELS, type AuditRecord, auditActionText } from '@lunch/contract';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format-date';
import { AuditChanges } from './audit-changes';

const columnsIn = (timeZone: string | undefined): Column<AuditRecord>[] => [
  {
    key: 'at',
    header: 'When',
    className: 'whitespace-nowrap align-top',
    cell: (row) => <time dateTime={row.at}>{formatDateTime(row.at, timeZone)}</time>,
  },
  {
    key: 'actor',
    header: 'Who',
    className: 'align-top',
    cell: (row) => (
      <span className="flex flex-col">
        <span className="font-medium break-words">{row.actor.name || 'Someone'}</span>
        <span className="text-xs text-ink-soft">{AUDIT_ACTOR_ROLE_LABELS[row.actor.role]}</span>
      </span>
    ),
  },
  { key: 'action', header: 'What', className: 'align-top', cell: (row) => auditActionText(row.action) },
  {
    key: 'subject',
    header: 'Subject',
    className: 'align-top break-words',
    cell: (row) => row.subject || <span className="text-ink-soft">—</span>,
  },
  {
    key: 'change',
    header: 'Before → after',
    className: 'align-top min-w-56',
    cell: (row) => <AuditChanges before={row.before} after={row.after} timeZone={timeZone} />,
  },
];

/**
 * The record of who did what: when (in `timeZone`, named when it is not the browser's), who and in
 * which role, what in words, to what, and the values before and after. A table on wide screens, a
 * card per record on phones.
 */
export function AuditTable({
  rows,
  timeZone,
  loading,
  error,
  onRetry,
  filtered,
  onClearFilters,
}: {
  rows: readonly AuditRecord[] | undefined;
  timeZone: string | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Whether a filter is on (the empty state then offers to clear them). */
  filtered: boolean;
  onClearFilters: () => void;
}) {
  return (
    <DataTable
      caption="Activity"
      columns={columnsIn(timeZone)}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText="Nothing recorded yet. Changes to settings, budgets, invitations, money and the team show here."
      filter={{
        active: filtered,
        onClear: onClearFilters,
        text: 'No changes match these filters.',
        clearLabel: 'Clear filters',
      }}
    />
  );
}
