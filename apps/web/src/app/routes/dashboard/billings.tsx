import { BILLING_TYPE_LABELS, type Billing, formatNairaRounded, parseNaira } from '@lunch/contract';
import { MEMBERS_WHO } from '@lunch/contract/endpoint';
import { Download, Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { RoleLimited, RoleNote } from '../../../components/role-limited';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { StatCard } from '../../../components/ui/stat-card';
import { useBillings } from '../../../features/billing/api/get-billings';
import { AutoTopupCard } from '../../../features/billing/components/auto-topup-card';
import { departmentColumn } from '../../../features/billing/components/billing-department';
import {
  BillingAmount,
  BillingStatusBadge,
  paidByColumn,
} from '../../../features/billing/components/billing-status';
import { StatementPanel } from '../../../features/billing/components/statement-panel';
import { TopupModal } from '../../../features/billing/components/topup-modal';
import { TopupResult } from '../../../features/billing/components/topup-result';
import { VirtualAccountCard } from '../../../features/billing/components/virtual-account-card';
import { billingsCsv, downloadCsv, fetchAllBillings } from '../../../features/billing/export-csv';
import { useCompanyAnalytics } from '../../../features/company/api/get-company-analytics';
import {
  DepartmentFilter,
  useReportsByDepartment,
} from '../../../features/departments/components/department-filter';
import { errorMessage } from '../../../lib/api-client';
import { useMayDo } from '../../../lib/company-role';
import { formatDateTime } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';
import { useMe } from '../../../lib/use-me';
import { CompanySetupNotice, useCompanySetUp } from './company-setup';

/** The movements, their times in the company's time zone; with `departments`, each order's department. */
const columnsIn = (timeZone: string | undefined, departments: boolean): Column<Billing>[] => [
  { key: 'name', header: 'Name', cell: (row) => row.company_details.name },
  { key: 'email', header: 'Email' },
  { key: 'created_at', header: 'Date', cell: (row) => formatDateTime(row.created_at, timeZone) },
  { key: 'type', header: 'Type', cell: (row) => BILLING_TYPE_LABELS[row.type] },
  ...(departments ? [departmentColumn] : []),
  paidByColumn,
  { key: 'status', header: 'Status', cell: (row) => <BillingStatusBadge status={row.status} /> },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (row) => <BillingAmount type={row.type} amount={row.amount} status={row.status} />,
  },
];

/**
 * /dashboard/billings: the wallet balance, Top up, the company's own bank account for transfers, the monthly
 * statement (PDF, CSV) and every wallet movement
 * (its page in the address, `?page=2`). The payment page returns here with `?reference=…`, which is
 * checked with the server and reported. Only an owner or a finance member tops up, opens the bank
 * account and sets auto top-up; a viewer reads it all, with a line saying whom to ask. A company
 * with departments (issue 32) sees each order's department and cost centre, and filters the list
 * to one department's orders or to orders under none (`?department_id=`); Export CSV downloads
 * what is listed, department and cost centre included.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference');
  const [toppingUp, setToppingUp] = useState(false);
  const { page, filters, setPage, setFilter, clearFilters } = useListParams(['department_id']);
  const departmentId = filters.department_id;
  const byDepartment = useReportsByDepartment() || departmentId !== '';
  const analytics = useCompanyAnalytics();
  const billings = useBillings({ page, department_id: departmentId || undefined });
  const [exporting, setExporting] = useState(false);
  const total = billings.data?.total ?? 0;
  const timeZone = useMe().data?.time_zone;
  const setUp = useCompanySetUp();
  const mayTopUp = useMayDo(MEMBERS_WHO.manageMoney);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllBillings({ department_id: departmentId || undefined });
      downloadCsv(`billings-${new Date().toISOString().slice(0, 10)}.csv`, billingsCsv(rows));
    } catch (error) {
      toast.error(errorMessage(error, 'Could not export the billings'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Billings"
        description="Top up the wallet your employees' lunches are paid from, and see every movement."
        actions={
          !mayTopUp ? (
            <RoleNote rule={MEMBERS_WHO.manageMoney} what="top up the wallet" />
          ) : setUp.state === 'ready' ? (
            <Button onClick={() => setToppingUp(true)}>
              <Plus className="size-4" aria-hidden="true" />
              Top up
            </Button>
          ) : undefined
        }
      />
      {setUp.state === 'missing' ? <CompanySetupNotice missing={setUp.missing} /> : null}
      {reference ? (
        <TopupResult
          reference={reference}
          onDismiss={() =>
            setParams(
              (current) => {
                current.delete('reference');
                return current;
              },
              { replace: true },
            )
          }
        />
      ) : null}
      <StatCard
        label="Balance"
        className="sm:max-w-sm"
        icon={<Wallet className="size-5" />}
        loading={analytics.isPending}
        error={analytics.isError ? errorMessage(analytics.error, 'Could not load the balance.') : undefined}
        value={analytics.data ? formatNairaRounded(parseNaira(analytics.data.balance)) : null}
      />
      <VirtualAccountCard mayChange={mayTopUp} />
      <RoleLimited rule={MEMBERS_WHO.manageMoney} what="change auto top-up">
        <AutoTopupCard />
      </RoleLimited>
      <StatementPanel />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <DepartmentFilter
          className="sm:w-72"
          value={departmentId}
          onChange={(value) => setFilter('department_id', value)}
        />
        <Button
          variant="secondary"
          className="sm:ml-auto"
          onClick={() => void exportCsv()}
          loading={exporting}
          loadingText="Exporting..."
          disabled={!billings.data || billings.data.total === 0}
        >
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      <DataTable
        caption="Recent billings"
        showCaption
        columns={columnsIn(timeZone, byDepartment)}
        rows={billings.data?.list}
        rowKey={(row) => row.id}
        loading={billings.isPending}
        error={billings.isError ? errorMessage(billings.error, 'Could not load the billings.') : null}
        onRetry={() => billings.refetch()}
        emptyText="No billings made!"
        filter={{
          active: departmentId !== '',
          onClear: () => clearFilters(),
          text: 'No order charges, fees or refunds for this department.',
          clearLabel: 'Show every department',
        }}
      />
      <Pagination page={page} total={total} onPageChange={setPage} label="Billing pages" />
      <TopupModal
        open={toppingUp && mayTopUp && setUp.state === 'ready'}
        onClose={() => setToppingUp(false)}
      />
    </div>
  );
}
