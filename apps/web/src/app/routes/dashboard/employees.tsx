import { formatNaira, PAGE_SIZES, parseNaira, type UserRow } from '@lunch/contract';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchForm } from '../../../components/ui/search-form';
import { employeesCsvUrl, useEmployees } from '../../../features/employees/api/get-employees';
import { EmployeeBudgetModal } from '../../../features/employees/components/budget-modal';
import { formatDate } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';
import { useMe } from '../../../lib/use-me';

const spendBalance = (row: UserRow) =>
  'spend_balance' in row.account_details ? formatNaira(parseNaira(row.account_details.spend_balance)) : '—';

const budgetOf = (row: UserRow) =>
  'monthly_budget' in row.account_details
    ? `${formatNaira(parseNaira(row.account_details.monthly_budget))}${row.account_details.own_budget ? '' : ' (company default)'}`
    : '—';

const columnsWith = (onEditBudget: (row: UserRow) => void, timeZone?: string): Column<UserRow>[] => [
  { key: 'name', header: 'Name', className: 'font-medium' },
  { key: 'email', header: 'Email' },
  { key: 'created_at', header: 'Date Joined', cell: (row) => formatDate(row.created_at, timeZone) },
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

/**
 * /dashboard/employees: search (name or email) and page in the address (`?query=ada&page=2`), 10 a
 * page, each one's monthly budget (settable), what each can still spend this month, CSV.
 */
export function Component() {
  const { page, filters, setPage, setFilter } = useListParams(['query']);
  const { query } = filters;
  const employees = useEmployees(page, query);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const timeZone = useMe().data?.time_zone;
  const columns = useMemo(() => columnsWith(setEditing, timeZone), [timeZone]);
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
      <SearchForm
        label="Search employees"
        placeholder="Search by name or email"
        value={query}
        onSearch={(text) => setFilter('query', text)}
      />
      <DataTable
        caption="Employees"
        columns={columns}
        rows={employees.data?.list}
        rowKey={(row) => row.id}
        loading={employees.isPending}
        error={employees.isError ? (query ? 'Error searching employees.' : 'Error fetching employees') : null}
        onRetry={() => void employees.refetch()}
        emptyText="No employees found!"
        filter={{
          active: query !== '',
          onClear: () => setFilter('query', ''),
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
