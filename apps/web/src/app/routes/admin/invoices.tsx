import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { CompanyFilter } from '../../../features/admin-orders/components/company-filter';
import { useInvoices } from '../../../features/invoices/api/invoices';
import { InvoiceTable } from '../../../features/invoices/components/invoice-table';
import { invoicePathIn } from '../../../features/invoices/invoice-paths';
import { errorMessage } from '../../../lib/api-client';
import { useListParams } from '../../../lib/use-list-params';
import { IssueInvoicePanel } from './issue-invoice';

/**
 * /admin/invoices: every company's VAT invoices and credit notes, newest first, filtered by company
 * (kept in the address), each with its PDF; and issuing a company's invoice for a past month now.
 */
export function Component() {
  const { page, filters, setPage, setFilters, clearFilters } = useListParams(['company', 'company_name']);
  const invoices = useInvoices({ page, ...(filters.company ? { company_id: filters.company } : {}) });
  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Invoices"
        description="VAT invoices for each company's delivered meals, month by month, and the credit notes of refunds after them."
      />
      <IssueInvoicePanel />
      <CompanyFilter
        className="sm:max-w-md"
        value={filters.company ? { id: filters.company, name: filters.company_name || 'Company' } : null}
        onChange={(company) => setFilters({ company: company?.id ?? '', company_name: company?.name ?? '' })}
      />
      <InvoiceTable
        rows={invoices.data?.list}
        pathOf={invoicePathIn.admin}
        showCompany
        loading={invoices.isPending}
        error={invoices.isError ? errorMessage(invoices.error, 'Could not load the invoices') : null}
        onRetry={() => void invoices.refetch()}
        emptyText="No invoices issued yet."
        filter={{ active: Boolean(filters.company), onClear: () => clearFilters() }}
      />
      <Pagination page={page} total={invoices.data?.total} onPageChange={setPage} label="Invoice pages" />
    </section>
  );
}
