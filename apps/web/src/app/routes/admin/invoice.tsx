import { InvoicePage } from '../../../features/invoices/components/invoice-page';

/** /admin/invoices/INV-000001: any company's invoice or credit note. */
export function Component() {
  return <InvoicePage area="admin" />;
}
