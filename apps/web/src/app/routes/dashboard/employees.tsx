import { formatNaira, PAGE_SIZES, parseNaira, type UserRow } from '@lunch/contract';
import { Download, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { TextField } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { employeesCsvUrl, useEmployees } from '../../../features/employees/api/get-employees';
import { EmployeeBudgetModal } from '../../../features/employees/components/budget-modal';
import { formatDate } from '../../../lib/format-date';

const spendBalance = (row: UserRow) =>
  'spend_balance' in row.account_details ? formatNaira(parseNaira(row.account_details.spend_balance)) : '—';

const budgetOf = (row: UserRow) =>
  'monthly_budget' in row.account_details
    ? `${formatNaira(parseNaira(row.account_details.monthly_budget))}${row.account_details.own_budget ? '' : ' (company default)'}`
    : '—';

const columnsWith = (onEditBudget: (row: UserRow) => void): Column<UserRow>[] => [
  { key: 'name', header: 'Name', className: 'font-medium' },
  { key: 'email', header: 'Email' },
  { key: 'created_at', header: 'Date Joined', cell: (row) => formatDate(row.created_at) },
  {
    key: 'account_state',
    header: 'Status',
    cell: (row) => (
      <Badge tone={row.account_state === 'ACTIVE' ? 'success' : 'danger'}>{row.account_state}</Badge>
    ),
  },
  { key: 'budget', header: 'Monthly budget', align: 'right', cell: budgetOf },
  { key: 'balance', header: 'Balance', align: 'right', cell: spendBalance },
  {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    cell: (row) => (
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onEditBudget(row)}
        aria-label={`Set budget for ${row.name}`}
      >
        Set budget
      </Button>
    ),
  },
];

/** /dashboard/employees: search (name or email), 10 a page, each one's monthly budget (settable), what each can still spend this month, CSV. */
export function Component() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const employees = useEmployees(page, query);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const columns = useMemo(() => columnsWith(setEditing), []);
  const total = employees.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Employees"
        description="Everyone who joined with your invitation, and what they can still spend this month."
        actions={
          <a href={employeesCsvUrl(query)} download className={buttonClasses('secondary')}>
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </a>
        }
      />
      <search aria-label="Search employees">
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(draft.trim());
            setPage(1);
          }}
        >
          <TextField
            label="Search employees"
            hideLabel
            type="search"
            placeholder="Search by name or email"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            containerClassName="sm:w-80"
          />
          <Button type="submit">
            <Search className="size-4" aria-hidden="true" />
            Search
          </Button>
        </form>
      </search>
      <DataTable
        caption="Employees"
        columns={columns}
        rows={employees.data?.list}
        rowKey={(row) => row.id}
        loading={employees.isPending}
        error={employees.isError ? (query ? 'Error searching employees.' : 'Error fetching employees') : null}
        onRetry={() => employees.refetch()}
        emptyText="No employees found!"
        filter={{
          active: query !== '',
          onClear: () => {
            setDraft('');
            setQuery('');
            setPage(1);
          },
          text: 'No employees match the search.',
          clearLabel: 'Clear search',
        }}
      />
      <Pagination
        page={page}
        total={total}
        pageSize={PAGE_SIZES.employees}
        onPageChange={setPage}
        label="Employee pages"
      />
      <EmployeeBudgetModal employee={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
