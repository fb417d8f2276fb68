import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { useInvoices } from '../../../features/invoices/api/invoices';
import { InvoiceTable } from '../../../features/invoices/components/invoice-table';
import { invoicePathIn } from '../../../features/invoices/invoice-paths';
import { errorMessage } from '../../../lib/api-client';
import { useListParams } from '../../../lib/use-list-params';

/**
 * /dashboard/invoices: the company's tax invoices (one per month with delivered meals, from the 2nd
 * of the next month) and credit notes (refunds after an invoice), newest first, each with its PDF.
 */
export function Component() {
  const { page, setPage } = useListParams([]);
  const invoices = useInvoices({ page });
  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Invoices"
        description="A VAT invoice for each month's delivered meals, issued early the next month, and a credit note for each refund after it."
      />
      <InvoiceTable
        rows={invoices.data?.list}
        pathOf={invoicePathIn.dashboard}
        loading={invoices.isPending}
        error={invoices.isError ? errorMessage(invoices.error, 'Could not load the invoices') : null}
        onRetry={() => void invoices.refetch()}
        emptyText="No invoices yet. Your first arrives early in the month after your first delivered meals."
      />
      <Pagination page={page} total={invoices.data?.total} onPageChange={setPage} label="Invoice pages" />
    </section>
  );
}
