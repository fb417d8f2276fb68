import {
  formatMonth,
  formatNaira,
  INVOICE_KIND_LABELS,
  type Invoice,
  type InvoiceLine,
  type InvoiceParty,
  parseNaira,
} from '@lunch/contract';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Panel } from '../../../components/ui/panel';
import { formatDateTime } from '../../../lib/format-date';

const naira = (amount: string) => formatNaira(parseNaira(amount));
const percent = (rate: number) => `${rate.toLocaleString('en-NG', { maximumFractionDigits: 2 })} %`;
const linkClass = 'font-medium text-brand-800 underline';

const lineColumns: Column<InvoiceLine & { key: number }>[] = [
  { key: 'description', header: 'Description', cell: (line) => line.description },
  { key: 'quantity', header: 'Qty', align: 'right', cell: (line) => line.quantity },
  { key: 'unit', header: 'Unit price', align: 'right', cell: (line) => naira(line.unit_price) },
  { key: 'unit-net', header: 'Unit net', align: 'right', cell: (line) => naira(line.unit_net) },
  { key: 'net', header: 'Net', align: 'right', cell: (line) => naira(line.net) },
  { key: 'vat', header: 'VAT', align: 'right', cell: (line) => naira(line.vat) },
  { key: 'gross', header: 'Gross', align: 'right', cell: (line) => naira(line.gross) },
];

function Party({ heading, party }: { heading: string; party: InvoiceParty }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-sm">
      <h3 className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{heading}</h3>
      <p className="font-semibold break-words">{party.legal_name}</p>
      <p>{party.tin ? `TIN ${party.tin}` : 'No TIN given'}</p>
      {party.address ? <p className="break-words whitespace-pre-line">{party.address}</p> : null}
    </div>
  );
}

function Totals({ invoice }: { invoice: Invoice }) {
  const rows: Array<[string, string, boolean]> = [
    ['Net', invoice.totals.net, false],
    [`VAT at ${percent(invoice.vat_rate)}`, invoice.totals.vat, false],
    [invoice.kind === 'invoice' ? 'Total' : 'Total credited', invoice.totals.gross, true],
  ];
  return (
    <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {rows.map(([label, amount, strong]) => (
        <div key={label} className={strong ? 'contents text-base font-bold' : 'contents'}>
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{naira(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An invoice or credit note as issued: what it covers, seller and buyer, its lines with net, VAT
 * and gross, the totals, what employees paid themselves (apart), and an invoice's credit notes
 * (each opening at `pathOf`).
 */
export function InvoiceDocument({
  invoice,
  pathOf,
}: {
  invoice: Invoice;
  pathOf: (number: string) => string;
}) {
  const month = formatMonth(invoice.month);
  const contributions = parseNaira(invoice.employee_contributions);
  return (
    <div className="flex flex-col gap-6">
      <Panel
        title={`${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`}
        description={`Issued ${formatDateTime(invoice.issued_at, invoice.time_zone)}`}
      >
        {invoice.kind === 'invoice' ? (
          <p className="text-sm">Meals delivered in {month}.</p>
        ) : (
          <p className="text-sm">
            Credits invoice{' '}
            <Link to={pathOf(invoice.invoice_number ?? '')} className={`${linkClass} font-mono`}>
              {invoice.invoice_number}
            </Link>{' '}
            (meals delivered in {month}) for order <span className="font-mono">{invoice.order_ref}</span>.
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Party heading="From" party={invoice.seller} />
          <Party heading={invoice.kind === 'invoice' ? 'Bill to' : 'Credit to'} party={invoice.buyer} />
        </div>
      </Panel>
      <DataTable
        caption="Lines"
        showCaption
        columns={lineColumns}
        rows={invoice.lines.map((line, key) => ({ ...line, key }))}
        rowKey={(line) => String(line.key)}
        emptyText="No lines."
      />
      <Totals invoice={invoice} />
      <div className="flex flex-col gap-1 text-sm text-ink-soft">
        <p>
          {invoice.prices_include_vat
            ? `Prices include VAT at ${percent(invoice.vat_rate)}; the net is the price without it.`
            : `VAT at ${percent(invoice.vat_rate)} is added to the prices.`}
        </p>
        {contributions > 0 ? (
          <p>
            Employees also paid {formatNaira(contributions)} for these meals by card themselves: it is not
            part of this invoice.
          </p>
        ) : null}
      </div>
      {invoice.credit_notes.length > 0 ? (
        <Panel title="Credit notes" description="Refunds made after this invoice was issued.">
          <ul className="flex flex-col gap-1 text-sm">
            {invoice.credit_notes.map((note) => (
              <li key={note.number} className="flex flex-wrap gap-x-3">
                <Link to={pathOf(note.number)} className={`${linkClass} font-mono`}>
                  {note.number}
                </Link>
                <span>{formatDateTime(note.issued_at, invoice.time_zone)}</span>
                <span className="tabular-nums">{formatNaira(-parseNaira(note.gross))}</span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </div>
  );
}
