import type { InvoiceKind } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.js';

/**
 * What tax invoices and credit notes share (docs/invoices.md): their numbers, one unbroken
 * platform-wide sequence per kind, and the VAT arithmetic of their lines. Issuing an invoice is the
 * invoices module's; a credit note is written where a refund is (credit-notes.ts).
 */

const PREFIX: Record<InvoiceKind, string> = { invoice: 'INV', credit_note: 'CN' };

/**
 * The next number of a kind, `INV-000001`: the kind's counter row is raised in the caller's
 * transaction, which holds the row until it ends. A document written in the same transaction
 * keeps the number; one rolled back gives it back with the counter, so numbers have no gaps, and
 * two transactions never read the same number (the second waits for the first to end).
 */
export async function nextNumber(tx: Executor, kind: InvoiceKind): Promise<string> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`update document_counters set last_number = last_number + 1 where kind = ${kind} returning last_number as n`,
  );
  if (!row) throw new Error(`No document counter for ${kind}`);
  return `${PREFIX[kind]}-${String(Number(row.n)).padStart(6, '0')}`;
}

/** A line as an issued document keeps it (jsonb): amounts in kobo; a negative line takes money off. */
export type StoredLine = {
  description: string;
  quantity: number;
  /** The price of one as charged (VAT included when prices include it). */
  unit_price_kobo: number;
  unit_net_kobo: number;
  net_kobo: number;
  vat_kobo: number;
  gross_kobo: number;
};

/** A party as an issued document keeps it; the seller also keeps whether prices included VAT. */
export type StoredParty = { legal_name: string; tin: string; address: string };
export type StoredSeller = StoredParty & { prices_include_vat: boolean };

/** How a document charges VAT: the rate (750 = 7.5 %) and whether prices include it. */
export type VatBasis = { rateBasisPoints: number; pricesIncludeVat: boolean };

/** numerator / denominator (> 0) rounded to the nearest integer, halves away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return Number(negative ? -rounded : rounded);
}

/**
 * An amount charged split into net, VAT and gross. Prices that include VAT are the gross: net =
 * round(gross × 10000 / (10000 + rate)), VAT = gross − net. Prices without it are the net: VAT =
 * round(net × rate / 10000), gross = net + VAT. Integer kobo throughout (BigInt, so no product
 * outgrows a double); a negative amount splits as its opposite does, negated.
 */
export function splitVat(amountKobo: number, basis: VatBasis): { net: number; vat: number; gross: number } {
  const rate = BigInt(basis.rateBasisPoints);
  const amount = BigInt(amountKobo);
  if (basis.pricesIncludeVat) {
    const net = divideRounded(amount * 10_000n, 10_000n + rate);
    return { net, vat: amountKobo - net, gross: amountKobo };
  }
  const vat = divideRounded(amount * rate, 10_000n);
  return { net: amountKobo, vat, gross: amountKobo + vat };
}

/** A line of `quantity` at `unitPriceKobo` each: its VAT worked out on the line's amount. */
export function vatLine(
  description: string,
  quantity: number,
  unitPriceKobo: number,
  basis: VatBasis,
): StoredLine {
  const { net, vat, gross } = splitVat(quantity * unitPriceKobo, basis);
  return {
    description,
    quantity,
    unit_price_kobo: unitPriceKobo,
    unit_net_kobo: splitVat(unitPriceKobo, basis).net,
    net_kobo: net,
    vat_kobo: vat,
    gross_kobo: gross,
  };
}

/** A document's totals: the sums of its lines, so they add up to the kobo. */
export function totalsOf(lines: readonly StoredLine[]) {
  return lines.reduce(
    (sum, line) => ({
      net: sum.net + line.net_kobo,
      vat: sum.vat + line.vat_kobo,
      gross: sum.gross + line.gross_kobo,
    }),
    { net: 0, vat: 0, gross: 0 },
  );
}
