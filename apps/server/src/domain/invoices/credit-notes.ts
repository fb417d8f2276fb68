import { orderRef } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { type Executor, rowsOf } from '../../db/client.js';
import { invoices, jobs } from '../../db/schema.js';
import {
  nextNumber,
  type StoredLine,
  type StoredParty,
  type StoredSeller,
  totalsOf,
  vatLine,
} from './tax-documents.js';

/** The company's "credit note issued" email, written when the job runs (modules/invoices). */
export const CREDIT_NOTE_EMAIL_JOB = 'invoices.credit-note-email';

/**
 * Money that went back to a company's wallet for one order: an order declined or cancelled gives
 * back its company share (`mealsKobo`) and, when it was the last order of its delivery, the fee
 * (`feeKobo`); a problem put right gives back an amount (`mealsKobo`, no fee).
 */
export type Refund = { orderId: string; mealsKobo: number; feeKobo: number; cause: 'order' | 'issue' };

type Invoiced = {
  order_id: string;
  room: string;
  invoice_id: string;
  number: string;
  company_id: string;
  month: string;
  seller: StoredSeller;
  buyer: StoredParty;
  vat_rate_basis_points: number;
};

/**
 * The credit note for a refund of an invoiced order (docs/invoices.md), inside the refund's own
 * transaction (domain/wallet `refundOrder`, `refundIssue`): when the order is on an invoice, a
 * credit note `CN-…` naming that invoice for what went back to the wallet, at most what the invoice
 * charged for the order less what credit notes gave back already (`invoiced_orders`), whose
 * `credited_kobo` grows by it; and the company's email, queued. A delivery fee that comes back with
 * the last order of its delivery may have been charged on another order of that delivery (the
 * invoice puts a delivery's fee on its first order): what that order's room lacks comes from the
 * others of the same delivery on the same invoice.
 *
 * An order not invoiced (yet) is left alone: its month's invoice, issued later, charges only what
 * was not refunded. Issuing locks the invoice's orders, and each refund runs with its order's row
 * locked, so a refund lands either before the invoice (which then leaves it out) or after (and is
 * credited here). Locks taken after the wallet's (decision 010): the order's `invoiced_orders` rows,
 * then the credit note counter.
 */
export async function creditRefund(tx: Executor, refund: Refund, now: Date): Promise<void> {
  const [own] = await rowsOf<Invoiced>(
    tx,
    sql`select io.order_id, greatest(io.invoiced_kobo - io.credited_kobo, 0)::text as room,
        i.id as invoice_id, i.number, i.company_id, i.month, i.seller, i.buyer, i.vat_rate_basis_points
      from invoiced_orders io join invoices i on i.id = io.invoice_id
      where io.order_id = ${refund.orderId}
      for update of io`,
  );
  if (!own) return;
  let room = Number(own.room);
  const meals = Math.min(refund.mealsKobo, room);
  room -= meals;
  const ownFee = Math.min(refund.feeKobo, room);
  const taken = new Map<string, number>([[own.order_id, meals + ownFee]]);
  let feeLeft = refund.feeKobo - ownFee;
  if (feeLeft > 0) {
    const others = await rowsOf<{ order_id: string; room: string }>(
      tx,
      sql`select io.order_id, (io.invoiced_kobo - io.credited_kobo)::text as room
        from invoiced_orders io
        join orders o on o.id = io.order_id
        join orders x on x.id = ${refund.orderId}
        where io.invoice_id = ${own.invoice_id} and io.order_id <> x.id
          and io.invoiced_kobo > io.credited_kobo
          and o.employee_id = x.employee_id and o.delivery_date = x.delivery_date
          and o.delivery_slot = x.delivery_slot and o.address_id is not distinct from x.address_id
        order by io.order_id
        for update of io`,
    );
    for (const other of others) {
      const part = Math.min(feeLeft, Number(other.room));
      if (part <= 0) break;
      taken.set(other.order_id, part);
      feeLeft -= part;
    }
  }
  const fee = refund.feeKobo - feeLeft;
  if (meals + fee <= 0) return;

  for (const [orderId, kobo] of taken) {
    if (kobo > 0) {
      await tx.execute(
        sql`update invoiced_orders set credited_kobo = credited_kobo + ${kobo} where order_id = ${orderId}`,
      );
    }
  }
  const basis = {
    rateBasisPoints: own.vat_rate_basis_points,
    pricesIncludeVat: own.seller.prices_include_vat,
  };
  const ref = orderRef(refund.orderId);
  const lines: StoredLine[] = [];
  if (meals > 0) {
    const what =
      refund.cause === 'issue' ? `Refund for a problem with order ${ref}` : `Meals of order ${ref}, refunded`;
    lines.push(vatLine(what, 1, meals, basis));
  }
  if (fee > 0) lines.push(vatLine(`Delivery fee of order ${ref}, refunded`, 1, fee, basis));
  const totals = totalsOf(lines);
  const number = await nextNumber(tx, 'credit_note');
  await tx.insert(invoices).values({
    id: uuidv7(),
    number,
    kind: 'credit_note',
    companyId: own.company_id,
    month: own.month,
    invoiceId: own.invoice_id,
    orderId: refund.orderId,
    seller: own.seller,
    buyer: own.buyer,
    lines,
    vatRateBasisPoints: own.vat_rate_basis_points,
    netKobo: totals.net,
    vatKobo: totals.vat,
    grossKobo: totals.gross,
    employeeContributionsKobo: 0,
    issuedAt: now,
  });
  await tx.insert(jobs).values({ kind: CREDIT_NOTE_EMAIL_JOB, payload: { number }, runAt: now });
}
