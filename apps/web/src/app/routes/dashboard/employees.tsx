import { type Department, formatNaira, PAGE_SIZES, parseNaira, type UserRow } from '@lunch/contract';
import { MEMBERS_WHO } from '@lunch/contract/endpoint';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Select } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchForm } from '../../../components/ui/search-form';
import { useDepartments } from '../../../features/departments/api/departments';
import { EmployeeDepartmentSelect } from '../../../features/departments/components/employee-department-select';
import { employeesCsvUrl, useEmployees } from '../../../features/employees/api/get-employees';
import { EmployeeBudgetModal } from '../../../features/employees/components/budget-modal';
import { EmployeeActions } from '../../../features/employees/components/employee-actions';
import { RemoveEmployeeDialog } from '../../../features/employees/components/remove-employee-dialog';
import { useMayDo } from '../../../lib/company-role';
import { formatDate } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';
import { useMe } from '../../../lib/use-me';

const spendBalance = (row: UserRow) =>
  'spend_balance' in row.account_details ? formatNaira(parseNaira(row.account_details.spend_balance)) : '—';

/** Whose budget it is: the employee's own, their department's (where it sets one), else the company's. */
const budgetOf = (row: UserRow, departments: ReadonlyMap<string, Department>) => {
  if (!('monthly_budget' in row.account_details)) return '—';
  const amount = formatNaira(parseNaira(row.account_details.monthly_budget));
  if (row.account_details.own_budget) return amount;
  const department = row.department ? departments.get(row.department.id) : undefined;
  return department?.monthly_budget != null
    ? `${amount} (${department.name} budget)`
    : `${amount} (company default)`;
};

const NO_DEPARTMENTS: readonly Department[] = [];

type Columns = {
  /** The company's departments (none: the department column is left out). */
  departments: readonly Department[];
  /** Whether the member may change employees (their budget, their department). */
  mayManage: boolean;
  onEditBudget: (row: UserRow) => void;
  onRemove: (row: UserRow) => void;
  timeZone?: string;
};

const columnsWith = ({
  departments,
  mayManage,
  onEditBudget,
  onRemove,
  timeZone,
}: Columns): Column<UserRow>[] => {
  const byId = new Map(departments.map((department) => [department.id, department]));
  return [
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
    ...(departments.length > 0
      ? [
          {
            key: 'department',
            header: 'Department',
            cell: (row: UserRow) =>
              mayManage ? (
                <EmployeeDepartmentSelect employee={row} departments={departments} />
              ) : (
                (row.department?.name ?? <span className="text-ink-soft">None</span>)
              ),
          },
        ]
      : []),
    { key: 'budget', header: 'Monthly budget', align: 'right', cell: (row) => budgetOf(row, byId) },
    { key: 'balance', header: 'Balance', align: 'right', cell: spendBalance },
    ...(mayManage
      ? [
          {
            key: 'actions',
            header: 'Actions',
            align: 'right' as const,
            cell: (row: UserRow) => (
              <EmployeeActions employee={row} onEditBudget={onEditBudget} onRemove={onRemove} />
            ),
          },
        ]
      : []),
  ];
};

/**
 * /dashboard/employees: search (name or email), department (`?department_id=`, an id or `none`) and
 * page in the address (`?query=ada&page=2`), 10 a page, each one's department (which an owner or a
 * people member changes in place), monthly budget (settable) and what each can still spend this
 * month, removing one (and erasing their data), CSV. A company without departments sees neither
 * the department column nor its filter.
 */
export function Component() {
  const { page, filters, setPage, setFilter, clearFilters } = useListParams(['query', 'department_id']);
  const { query, department_id: departmentId } = filters;
  const employees = useEmployees(page, { query, departmentId });
  const departments = useDepartments();
  const mayManage = useMayDo(MEMBERS_WHO.managePeople);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [removing, setRemoving] = useState<UserRow | null>(null);
  const timeZone = useMe().data?.time_zone;
  const list = departments.data ?? NO_DEPARTMENTS;
  const columns = useMemo(
    () =>
      columnsWith({
        departments: list,
        mayManage,
        onEditBudget: setEditing,
        onRemove: setRemoving,
        timeZone,
      }),
    [list, mayManage, timeZone],
  );
  const total = employees.data?.total ?? 0;
  const filtered = query !== '' || departmentId !== '';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Employees"
        description="Everyone who joined with your invitation, and what they can still spend this month."
        actions={
          <a href={employeesCsvUrl({ query, departmentId })} download className={buttonClasses('secondary')}>
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </a>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <SearchForm
            label="Search employees"
            placeholder="Search by name or email"
            value={query}
            onSearch={(text) => setFilter('query', text)}
          />
        </div>
        {list.length > 0 || departmentId !== '' ? (
          <Select
            label="Department"
            containerClassName="sm:w-60"
            options={[
              { value: '', label: 'All departments' },
              ...list.map((department) => ({ value: department.id, label: department.name })),
              { value: 'none', label: 'No department' },
            ]}
            value={departmentId}
            onChange={(event) => setFilter('department_id', event.target.value)}
          />
        ) : null}
      </div>
      <DataTable
        caption="Employees"
        columns={columns}
        rows={employees.data?.list}
        rowKey={(row) => row.id}
        loading={employees.isPending}
        error={
          employees.isError ? (filtered ? 'Error searching employees.' : 'Error fetching employees') : null
        }
        onRetry={() => void employees.refetch()}
        emptyText="No employees found!"
        filter={{
          active: filtered,
          onClear: () => clearFilters(),
          text:
            departmentId !== '' && query === ''
              ? 'No employees in this department.'
              : 'No employees match the search.',
          clearLabel: departmentId !== '' ? 'Clear filters' : 'Clear search',
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
      <RemoveEmployeeDialog employee={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
