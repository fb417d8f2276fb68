import {
  formatMonth,
  type Invoice,
  type InvoicePage,
  type InvoiceSummary,
  koboToNaira,
  orderRef,
  type PageQuery,
  vatRateOf,
} from '@lunch/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import type { AppContext } from '../../context.js';
import { type Executor, rowsOf } from '../../db/client.js';
import { accounts, companies, invoicedOrders, invoices } from '../../db/schema.js';
import { taxSettings } from '../../domain/delivery/platform-settings.js';
import {
  nextNumber,
  type StoredLine,
  type StoredParty,
  type StoredSeller,
  totalsOf,
} from '../../domain/invoices/tax-documents.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';
import { monthKey } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { after, offsetOf, pageResult, totalOf } from '../../lib/paging.js';
import { invoiceIssuedEmail } from './invoice.emails.js';
import { type InvoicedOrder, invoiceLines } from './invoice-lines.js';

/** What the seller is called when the platform admin has not set its legal name yet. */
const PRODUCT = 'Lunch';
const parent = alias(invoices, 'parent');
/** `invoiced_orders` rows written per statement. */
const ROWS_AT_ONCE = 1_000;

/** The first day of a month ('YYYY-MM') and of the next one, as delivery dates ('YYYY-MM-DD'). */
function monthDays(month: string) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

type Buyer = { id: string; name: string; email: string; timeZone: string; party: StoredParty };

/** The company an invoice is made out to: its legal name (else its name), TIN and billing address (else its address). */
async function buyerOf(ex: Executor, companyId: string): Promise<Buyer> {
  const [row] = await rowsOf<{
    name: string;
    email: string;
    time_zone: string;
    legal_name: string;
    tin: string;
    address: string;
  }>(
    ex,
    sql`select c.name, a.email, a.time_zone, c.legal_name, c.tin,
        coalesce(nullif(c.billing_address, ''), concat_ws(', ', nullif(c.address_line_1, ''),
          nullif(c.address_line_2, ''), nullif(c.city, ''), nullif(c.state, ''), nullif(c.zip_code, ''),
          nullif(c.country, ''))) as address
      from companies c join accounts a on a.id = c.account_id where c.account_id = ${companyId}`,
  );
  if (!row) throw notFound('Company not found');
  return {
    id: companyId,
    name: row.name,
    email: row.email,
    timeZone: row.time_zone,
    party: { legal_name: row.legal_name || row.name, tin: row.tin, address: row.address },
  };
}

/** The month has ended in the company's time zone (409 otherwise: an invoice waits for the month's end). */
function refuseOpenMonth(buyer: Buyer, month: string, now: Date) {
  if (month < monthKey(now, buyer.timeZone)) return;
  throw conflict(
    `${formatMonth(month)} is not over yet for ${buyer.name} (${buyer.timeZone} time): its invoice is issued once the month has ended.`,
  );
}

export type Issued = { status: 'issued' | 'existing'; number: string } | { status: 'nothing' };

/**
 * Issues a company's tax invoice for a month (docs/invoices.md), once: in one transaction that holds
 * the company and month's advisory lock (two issuers take turns; the second finds the first's
 * invoice, and the unique index on company and month stands behind it), the orders DELIVERED with a
 * delivery date in the month and on no invoice yet are read FOR UPDATE, so a refund racing with it
 * lands before (the order is no longer DELIVERED, or its refund is taken off) or after (and finds it
 * invoiced: a credit note). The invoice copies the seller's and the buyer's details and the VAT
 * basis, takes the next number (nextNumber, in this transaction: no gap), records each order with
 * what it charged for it (`invoiced_orders`), and queues the company's email with a link.
 * `nothing`: no meal was delivered that month.
 */
export async function issueMonthlyInvoice(
  ctx: AppContext,
  companyId: string,
  month: string,
): Promise<Issued> {
  const now = ctx.clock.now();
  const buyer = await buyerOf(ctx.db, companyId);
  refuseOpenMonth(buyer, month, now);
  const { first, next } = monthDays(month);
  return ctx.db.transaction(async (tx): Promise<Issued> => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`invoice:${companyId}:${month}`}, 0))`,
    );
    const [existing] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.month, month), eq(invoices.kind, 'invoice')));
    if (existing) return { status: 'existing', number: existing.number };

    const delivered = await rowsOf<{
      id: string;
      total_kobo: string;
      employee_pays_kobo: string;
      delivery_fee_kobo: string;
      delivery: string | null;
      group_fee_kobo: string | null;
    }>(
      tx,
      sql`select o.id, o.total_kobo::text, o.employee_pays_kobo::text, o.delivery_fee_kobo::text,
          case when o.zone_id is null then null
            else concat_ws('|', o.employee_id, o.delivery_date, o.delivery_slot, coalesce(o.address_id::text, '')) end
            as delivery,
          g.fee_kobo::text as group_fee_kobo
        from orders o
        left join delivery_fee_groups g on o.zone_id is not null and g.employee_id = o.employee_id
          and g.delivery_date = o.delivery_date and g.delivery_slot = o.delivery_slot
          and g.address_key = coalesce(o.address_id::text, '')
        where o.company_id = ${companyId} and o.status = 'DELIVERED'
          and o.delivery_date >= ${first}::date and o.delivery_date < ${next}::date
          and not exists (select 1 from invoiced_orders io where io.order_id = o.id)
        order by o.id
        for update of o`,
    );
    if (delivered.length === 0) return { status: 'nothing' };

    const ids = sql`${`{${delivered.map((order) => order.id).join(',')}}`}::uuid[]`;
    const dishes = await rowsOf<{ name: string; price_kobo: string; quantity: string }>(
      tx,
      sql`select name, price_kobo::text, sum(quantity)::text as quantity from order_lines
        where order_id = any(${ids}) group by name, price_kobo`,
    );
    const refunds = await rowsOf<{ order_id: string; kobo: string }>(
      tx,
      sql`select order_id, sum(amount_kobo)::text as kobo from ledger
        where order_id = any(${ids}) and type = 'issue_refund' and status = 'paid' group by order_id`,
    );
    const refunded = new Map(refunds.map((row) => [row.order_id, Number(row.kobo)]));
    const orders: InvoicedOrder[] = delivered.map((row) => ({
      id: row.id,
      totalKobo: Number(row.total_kobo),
      employeePaysKobo: Number(row.employee_pays_kobo),
      feeKobo: Number(row.delivery_fee_kobo),
      delivery: row.delivery,
      deliveryFeeKobo: row.group_fee_kobo === null ? null : Number(row.group_fee_kobo),
      issueRefundsKobo: refunded.get(row.id) ?? 0,
    }));

    const tax = await taxSettings(tx);
    const basis = { rateBasisPoints: tax.vatRateBasisPoints, pricesIncludeVat: tax.pricesIncludeVat };
    const { lines, invoiced, employeeContributionsKobo } = invoiceLines(
      orders,
      dishes.map((dish) => ({
        name: dish.name,
        priceKobo: Number(dish.price_kobo),
        quantity: Number(dish.quantity),
      })),
      basis,
    );
    const totals = totalsOf(lines);
    const seller: StoredSeller = {
      legal_name: tax.legalName || PRODUCT,
      tin: tax.tin,
      address: tax.address,
      prices_include_vat: tax.pricesIncludeVat,
    };
    const id = uuidv7();
    const number = await nextNumber(tx, 'invoice');
    await tx.insert(invoices).values({
      id,
      number,
      kind: 'invoice',
      companyId,
      month,
      seller,
      buyer: buyer.party,
      lines,
      vatRateBasisPoints: tax.vatRateBasisPoints,
      netKobo: totals.net,
      vatKobo: totals.vat,
      grossKobo: totals.gross,
      employeeContributionsKobo,
      issuedAt: now,
    });
    const rows = [...invoiced].map(([orderId, kobo]) => ({ orderId, invoiceId: id, invoicedKobo: kobo }));
    // A month of a large company holds tens of thousands of orders: written a thousand at a time,
    // well inside a statement's 65,535 parameters.
    for (let at = 0; at < rows.length; at += ROWS_AT_ONCE) {
      await tx.insert(invoicedOrders).values(rows.slice(at, at + ROWS_AT_ONCE));
    }
    await ctx.sendMail(
      tx,
      invoiceIssuedEmail(buyer.email, {
        company: buyer.name,
        number,
        month,
        grossKobo: totals.gross,
        appUrl: ctx.config.appUrl,
      }),
    );
    return { status: 'issued', number };
  });
}

/**
 * `POST /admin/invoices/issue`: the month's invoice, issued now or as it was; 409 for a month
 * without delivered meals (or not over yet).
 */
export async function issueInvoiceNow(ctx: AppContext, companyId: string, month: string) {
  const issued = await issueMonthlyInvoice(ctx, companyId, month);
  if (issued.status === 'nothing') {
    const { name } = await buyerOf(ctx.db, companyId);
    throw conflict(
      `No meals were delivered to ${name} in ${formatMonth(month)}: there is nothing to invoice.`,
    );
  }
  const invoice = await invoiceByNumber(ctx, issued.number);
  const message =
    issued.status === 'issued'
      ? `Invoice ${issued.number} issued`
      : `${formatMonth(month)} was already invoiced: ${issued.number}`;
  return { invoice, message };
}

const money = (kobo: number) => koboToNaira(kobo);

/** An issued document as the API answers it. */
export async function invoiceByNumber(
  ctx: AppContext,
  number: string,
  viewer?: SignedInAccount,
): Promise<Invoice> {
  const [row] = await ctx.db
    .select({ invoice: invoices, timeZone: accounts.timeZone, invoiceNumber: parent.number })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.companyId))
    .leftJoin(parent, eq(parent.id, invoices.invoiceId))
    .where(eq(invoices.number, number));
  if (!row || (viewer?.company && row.invoice.companyId !== viewer.company.id)) {
    throw notFound('Invoice not found');
  }
  const { invoice } = row;
  const creditNotes =
    invoice.kind === 'invoice'
      ? await ctx.db
          .select({ number: invoices.number, issuedAt: invoices.issuedAt, grossKobo: invoices.grossKobo })
          .from(invoices)
          .where(eq(invoices.invoiceId, invoice.id))
          .orderBy(asc(invoices.issuedAt), asc(invoices.number))
      : [];
  const seller = invoice.seller as StoredSeller;
  const party = ({ legal_name, tin, address }: StoredParty) => ({ legal_name, tin, address });
  const lines = invoice.lines as StoredLine[];
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    month: invoice.month,
    issued_at: invoice.issuedAt.toISOString(),
    time_zone: row.timeZone,
    company_id: invoice.companyId,
    seller: party(seller),
    buyer: party(invoice.buyer as StoredParty),
    vat_rate: vatRateOf(invoice.vatRateBasisPoints),
    prices_include_vat: seller.prices_include_vat,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_price: money(line.unit_price_kobo),
      unit_net: money(line.unit_net_kobo),
      net: money(line.net_kobo),
      vat: money(line.vat_kobo),
      gross: money(line.gross_kobo),
    })),
    totals: { net: money(invoice.netKobo), vat: money(invoice.vatKobo), gross: money(invoice.grossKobo) },
    employee_contributions: money(invoice.employeeContributionsKobo),
    invoice_number: row.invoiceNumber,
    order_ref: invoice.orderId ? orderRef(invoice.orderId) : null,
    credit_notes: creditNotes.map((note) => ({
      number: note.number,
      issued_at: note.issuedAt.toISOString(),
      gross: money(note.grossKobo),
    })),
  };
}

/**
 * `GET /billings/invoices`: invoices and credit notes newest first (issued_at, then id: the
 * `invoices_company_issued_idx` and `invoices_issued_idx` indexes), of one company or, for a
 * platform admin who names none, of all.
 */
export async function listInvoices(
  ctx: AppContext,
  companyId: string | undefined,
  query: PageQuery,
): Promise<InvoicePage> {
  const ofCompany = companyId ? eq(invoices.companyId, companyId) : undefined;
  const where = and(
    ofCompany,
    query.lastId ? after(invoices, invoices.issuedAt, invoices.id, query.lastId) : undefined,
  );
  const [rows, total] = await Promise.all([
    ctx.db
      .select({
        id: invoices.id,
        number: invoices.number,
        kind: invoices.kind,
        month: invoices.month,
        issuedAt: invoices.issuedAt,
        companyId: invoices.companyId,
        companyName: companies.name,
        grossKobo: invoices.grossKobo,
        invoiceNumber: parent.number,
      })
      .from(invoices)
      .innerJoin(companies, eq(companies.accountId, invoices.companyId))
      .leftJoin(parent, eq(parent.id, invoices.invoiceId))
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    totalOf(ctx.database, ctx.db.select({ id: invoices.id }).from(invoices).where(ofCompany)),
  ]);
  const list: InvoiceSummary[] = rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    month: row.month,
    issued_at: row.issuedAt.toISOString(),
    company: { id: row.companyId, name: row.companyName },
    gross: money(row.grossKobo),
    invoice_number: row.invoiceNumber,
  }));
  return pageResult(list, total, query);
}
