import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { InvoiceDetail, InvoicePdfLink } from '../../../features/invoices/components/invoice-detail';
import { invoicePathIn } from '../../../features/invoices/invoice-paths';
import { paths } from '../../../lib/paths';

/** /admin/invoices/INV-000001: any company's invoice or credit note. */
export function Component() {
  const number = useParams().number ?? '';
  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title={number}
        description="As issued: it never changes. A refund after it gets a credit note of its own."
        actions={
          <>
            <Link to={paths.admin.invoices} className={buttonClasses('secondary')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              All invoices
            </Link>
            <InvoicePdfLink number={number} />
          </>
        }
      />
      <InvoiceDetail number={number} pathOf={invoicePathIn.admin} />
    </section>
  );
}
