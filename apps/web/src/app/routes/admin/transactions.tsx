import { BILLING_TYPE_LABELS, type Billing, type BillingType, isMoneyOut } from '@lunch/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { isListSort, SortAndRange } from '../../../components/ui/sort-and-range';
import { useBillings } from '../../../features/billing/api/get-billings';
import { BillingAmount, paidByColumn } from '../../../features/billing/components/billing-status';
import { UnmatchedTransfers } from '../../../features/billing/components/unmatched-transfers';
import { billingsCsv, downloadCsv, fetchAllBillings } from '../../../features/billing/export-csv';
import { errorMessage } from '../../../lib/api-client';
import { dayRangeToInstants } from '../../../lib/day-range';
import { formatDateTime } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';

/** The badge of a movement type: top-ups, money out (charges, delivery fees) and refunds apart. */
function toneOf(type: BillingType): BadgeTone {
  if (type === 'wallet_topup') return 'success';
  return isMoneyOut(type) ? 'brand' : 'info';
}

const columns: Column<Billing>[] = [
  {
    key: 'id',
    header: 'ID',
    cell: (row) => (
      <span className="font-mono text-xs" title={row.id}>
        …{row.id.slice(-8)}
      </span>
    ),
  },
  { key: 'email', header: 'Email', cell: (row) => row.email },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (row) => <BillingAmount type={row.type} amount={row.amount} status={row.status} />,
  },
  {
    key: 'date',
    header: 'Date',
    className: 'whitespace-nowrap',
    cell: (row) => formatDateTime(row.created_at),
  },
  { key: 'name', header: 'Name', cell: (row) => row.company_details.name },
  {
    key: 'type',
    header: 'Type',
    cell: (row) => <Badge tone={toneOf(row.type)}>{BILLING_TYPE_LABELS[row.type]}</Badge>,
  },
  paidByColumn,
];

/**
 * /admin/transactions: every wallet movement of every company, money in (+, green) and out
 * (-, red), how each top-up was paid, sorted and filtered by date on the server, with a CSV export
 * of what is listed; below, the bank transfers no company claims.
 */
export function Component() {
  const { page, filters, setPage, setFilter, clearFilters } = useListParams(['sort', 'from', 'to']);
  const sort = isListSort(filters.sort) ? filters.sort : '-created_at';
  const range = dayRangeToInstants(filters.from, filters.to);
  const billings = useBillings({ page, sort, ...range });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllBillings({ sort, ...range });
      downloadCsv(`transactions-${new Date().toISOString().slice(0, 10)}.csv`, billingsCsv(rows));
    } catch (error) {
      toast.error(errorMessage(error, 'Could not export the transactions'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Transactions"
        description="Top-ups, order charges, delivery fees and refunds of every company."
        actions={
          <Button
            variant="secondary"
            onClick={() => void exportCsv()}
            loading={exporting}
            loadingText="Exporting..."
            disabled={!billings.data || billings.data.total === 0}
          >
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:max-w-3xl">
        <SortAndRange value={{ sort, from: filters.from, to: filters.to }} onChange={setFilter} />
      </div>
      <DataTable
        caption="Transactions"
        columns={columns}
        rows={billings.data?.list}
        rowKey={(row) => row.id}
        loading={billings.isPending}
        error={billings.isError ? errorMessage(billings.error, 'Could not load the transactions') : null}
        onRetry={() => void billings.refetch()}
        emptyText="No transactions made!"
        filter={{ active: Boolean(filters.from || filters.to), onClear: () => clearFilters(['from', 'to']) }}
      />
      <Pagination page={page} total={billings.data?.total} onPageChange={setPage} label="Transaction pages" />
      <UnmatchedTransfers />
    </section>
  );
}
