import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { invoicePathIn } from '../invoice-paths';
import { InvoiceDetail, InvoicePdfLink } from './invoice-detail';

/**
 * One invoice or credit note by the number in the address, as issued, with a way back to the list
 * and its PDF: in the company's area (its own) or the platform admin's (any company's).
 */
export function InvoicePage({ area }: { area: 'dashboard' | 'admin' }) {
  const number = useParams().number ?? '';
  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title={number}
        description="As issued: it never changes. A refund after it gets a credit note of its own."
        actions={
          <>
            <Link to={paths[area].invoices} className={buttonClasses('secondary')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              All invoices
            </Link>
            <InvoicePdfLink number={number} />
          </>
        }
      />
      <InvoiceDetail number={number} pathOf={invoicePathIn[area]} />
    </section>
  );
}
