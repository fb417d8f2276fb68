import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { InvoiceDetail, InvoicePdfLink } from '../../../features/invoices/components/invoice-detail';
import { invoicePathIn } from '../../../features/invoices/invoice-paths';
import { paths } from '../../../lib/paths';

/** /dashboard/invoices/INV-000001: one of the company's invoices or credit notes (the link its email gives). */
export function Component() {
  const number = useParams().number ?? '';
  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title={number}
        description="As issued: it never changes. A refund after it gets a credit note of its own."
        actions={
          <>
            <Link to={paths.dashboard.invoices} className={buttonClasses('secondary')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              All invoices
            </Link>
            <InvoicePdfLink number={number} />
          </>
        }
      />
      <InvoiceDetail number={number} pathOf={invoicePathIn.dashboard} />
    </section>
  );
}
