import { InvoicePage } from '../../../features/invoices/components/invoice-page';

/** /dashboard/invoices/INV-000001: one of the company's invoices or credit notes (the link its email gives). */
export function Component() {
  return <InvoicePage area="dashboard" />;
}
