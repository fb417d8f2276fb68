import { formatNaira, parseNaira, type UnmatchedTransfer } from '@lunch/contract';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { Panel } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useUnmatchedTransfers } from '../api/unmatched-transfers';

const columns: Column<UnmatchedTransfer>[] = [
  {
    key: 'received_at',
    header: 'Received',
    className: 'whitespace-nowrap',
    cell: (row) => formatDateTime(row.received_at),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (row) => (
      <span className="font-semibold whitespace-nowrap">{formatNaira(parseNaira(row.amount))}</span>
    ),
  },
  { key: 'customer_code', header: 'Paystack customer', cell: (row) => row.customer_code ?? 'None named' },
  {
    key: 'reference',
    header: 'Reference',
    cell: (row) => <span className="font-mono text-xs break-all">{row.reference}</span>,
  },
];

/**
 * The platform admin's list of bank transfers no company claims: Paystack confirmed them into a
 * dedicated account that is none of our companies', so they credited nobody.
 */
export function UnmatchedTransfers() {
  const [page, setPage] = useState(1);
  const transfers = useUnmatchedTransfers(page);
  return (
    <Panel
      title="Transfers no company claims"
      description="Bank transfers Paystack received into an account that is none of our companies'. They were added to no wallet: find each by its reference in the Paystack dashboard to return it or credit the right company."
    >
      <DataTable
        caption="Transfers no company claims"
        columns={columns}
        rows={transfers.data?.list}
        rowKey={(row) => row.id}
        loading={transfers.isPending}
        error={
          transfers.isError ? errorMessage(transfers.error, 'Could not load the unmatched transfers') : null
        }
        onRetry={() => void transfers.refetch()}
        emptyText="None: every transfer reached its company."
      />
      <Pagination
        page={page}
        total={transfers.data?.total}
        onPageChange={setPage}
        label="Unmatched transfer pages"
      />
    </Panel>
  );
}
