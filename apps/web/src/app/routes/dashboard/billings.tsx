import { BILLING_TYPE_LABELS, type Billing, formatNairaRounded, parseNaira } from '@lunch/contract';
import { Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { StatCard } from '../../../components/ui/stat-card';
import { useBillings } from '../../../features/billing/api/get-billings';
import { AutoTopupCard } from '../../../features/billing/components/auto-topup-card';
import {
  BillingAmount,
  BillingStatusBadge,
  paidByColumn,
} from '../../../features/billing/components/billing-status';
import { StatementPanel } from '../../../features/billing/components/statement-panel';
import { TopupModal } from '../../../features/billing/components/topup-modal';
import { TopupResult } from '../../../features/billing/components/topup-result';
import { VirtualAccountCard } from '../../../features/billing/components/virtual-account-card';
import { useCompanyAnalytics } from '../../../features/company/api/get-company-analytics';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';
import { useMe } from '../../../lib/use-me';
import { CompanySetupNotice, useCompanySetUp } from './company-setup';

/** The movements, their times in the company's time zone. */
const columnsIn = (timeZone: string | undefined): Column<Billing>[] => [
  { key: 'name', header: 'Name', cell: (row) => row.company_details.name },
  { key: 'email', header: 'Email' },
  { key: 'created_at', header: 'Date', cell: (row) => formatDateTime(row.created_at, timeZone) },
  { key: 'type', header: 'Type', cell: (row) => BILLING_TYPE_LABELS[row.type] },
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
 * checked with the server and reported.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference');
  const [toppingUp, setToppingUp] = useState(false);
  const { page, setPage } = useListParams([]);
  const analytics = useCompanyAnalytics();
  const billings = useBillings({ page });
  const total = billings.data?.total ?? 0;
  const timeZone = useMe().data?.time_zone;
  const setUp = useCompanySetUp();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Billings"
        description="Top up the wallet your employees' lunches are paid from, and see every movement."
        actions={
          setUp.state === 'ready' ? (
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
      <VirtualAccountCard />
      <AutoTopupCard />
      <StatementPanel />
      <DataTable
        caption="Recent billings"
        showCaption
        columns={columnsIn(timeZone)}
        rows={billings.data?.list}
        rowKey={(row) => row.id}
        loading={billings.isPending}
        error={billings.isError ? errorMessage(billings.error, 'Could not load the billings.') : null}
        onRetry={() => billings.refetch()}
        emptyText="No billings made!"
      />
      <Pagination page={page} total={total} onPageChange={setPage} label="Billing pages" />
      <TopupModal open={toppingUp && setUp.state === 'ready'} onClose={() => setToppingUp(false)} />
    </div>
  );
}
