import { type AccountState, formatNaira, parseNaira, type UserRow } from '@lunch/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchForm } from '../../../components/ui/search-form';
import { useCustomers } from '../../../features/customers/api/get-customers';
import { useSetAccountState } from '../../../features/customers/api/set-account-state';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';

type Pending = { customer: UserRow; state: AccountState };

/** /admin/customers: every company and employee account; suspend or reactivate one. */
export function Component() {
  const { page, filters, setPage, setFilter } = useListParams(['query']);
  const customers = useCustomers({ page, query: filters.query });
  const setState = useSetAccountState();
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = () => {
    if (!pending) return;
    setState.mutate(
      { userId: pending.customer.id, accountState: pending.state },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) =>
          toast.error(errorMessage(error, 'Could not change the account. Please try again.')),
        onSettled: () => setPending(null),
      },
    );
  };

  const columns: Column<UserRow>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.name || '—'}</span>
          <span className="text-xs text-ink-soft">
            {row.account_type === 'Company' ? 'Company' : 'Employee'}
          </span>
        </span>
      ),
    },
    { key: 'email', header: 'Email', cell: (row) => row.email },
    {
      key: 'joined',
      header: 'Date Joined',
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.created_at),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <Badge tone={row.account_state === 'ACTIVE' ? 'success' : 'danger'}>{row.account_state}</Badge>
      ),
    },
    {
      key: 'balance',
      header: 'Balance',
      align: 'right',
      cell: (row) => formatNaira(parseNaira(row.account_details.spend_balance)),
    },
    {
      key: 'action',
      header: 'Action',
      cell: (row) =>
        row.account_state === 'ACTIVE' ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Suspend ${row.name || row.email}`}
            onClick={() => setPending({ customer: row, state: 'SUSPENDED' })}
          >
            Suspend
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Reactivate ${row.name || row.email}`}
            onClick={() => setPending({ customer: row, state: 'ACTIVE' })}
          >
            Reactivate
          </Button>
        ),
    },
  ];

  const who = pending ? pending.customer.name || pending.customer.email : '';
  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Customers"
        description="Companies (balance: their wallet) and employees (balance: what they can still spend this month)."
      />
      <SearchForm
        label="Search by name or email"
        value={filters.query}
        onSearch={(text) => setFilter('query', text)}
      />
      <DataTable
        caption="Customers"
        columns={columns}
        rows={customers.data?.list}
        rowKey={(row) => row.id}
        loading={customers.isPending}
        error={customers.isError ? errorMessage(customers.error, 'Error fetching customers.') : null}
        onRetry={() => void customers.refetch()}
        emptyText="No customers yet!"
        filter={{
          active: filters.query !== '',
          onClear: () => setFilter('query', ''),
          text: 'No results found for the query.',
          clearLabel: 'Clear search',
        }}
      />
      <Pagination page={page} total={customers.data?.total} onPageChange={setPage} label="Customer pages" />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.state === 'SUSPENDED' ? `Suspend ${who}?` : `Reactivate ${who}?`}
        message={
          pending?.state === 'SUSPENDED'
            ? 'They are signed out everywhere and cannot sign in until the account is reactivated.'
            : 'They can sign in again.'
        }
        confirmLabel={pending?.state === 'SUSPENDED' ? 'Suspend' : 'Reactivate'}
        loadingLabel="Saving..."
        tone={pending?.state === 'SUSPENDED' ? 'danger' : 'primary'}
        loading={setState.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
