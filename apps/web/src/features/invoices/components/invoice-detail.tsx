import { FileDown } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Loaded } from '../../../components/ui/loaded';
import { invoicePdfUrl, useInvoice } from '../api/invoices';
import { InvoiceDocument } from './invoice-document';

/** The PDF of a document, to download (the session cookie goes with the link). */
export function InvoicePdfLink({ number }: { number: string }) {
  return (
    <a href={invoicePdfUrl(number)} download className={buttonClasses('primary')}>
      <FileDown className="size-4" aria-hidden="true" />
      Download PDF
    </a>
  );
}

/** One invoice or credit note, loaded by its number (404: not found, or another company's). */
export function InvoiceDetail({ number, pathOf }: { number: string; pathOf: (number: string) => string }) {
  const invoice = useInvoice(number);
  return (
    <Loaded query={invoice} loading={`Loading ${number}`} failure={`Could not load ${number}.`} centered>
      {(loaded) => <InvoiceDocument invoice={loaded} pathOf={pathOf} />}
    </Loaded>
  );
}
