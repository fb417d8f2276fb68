import { describe, expect, it } from 'vitest';
import { type InvoicedOrder, invoiceLines } from './invoice-lines.js';

const basis = { rateBasisPoints: 750, pricesIncludeVat: true };
const order = (id: string, values: Partial<InvoicedOrder> = {}): InvoicedOrder => ({
  id,
  totalKobo: 2_000_00,
  employeePaysKobo: 0,
  feeKobo: 0,
  delivery: null,
  deliveryFeeKobo: null,
  issueRefundsKobo: 0,
  ...values,
});

describe("an invoice's lines", () => {
  it('adds up the same dish at the same price, keeps another price apart, and takes off what employees paid', () => {
    const { lines, invoiced, employeeContributionsKobo } = invoiceLines(
      [order('b', { totalKobo: 4_000_00, employeePaysKobo: 1_000_00 }), order('a', { totalKobo: 6_000_00 })],
      [
        { name: 'Jollof rice', priceKobo: 2_000_00, quantity: 1 },
        { name: 'Amala', priceKobo: 1_500_00, quantity: 1 },
        { name: 'Jollof rice', priceKobo: 2_000_00, quantity: 1 },
        { name: 'Jollof rice', priceKobo: 2_500_00, quantity: 1 },
      ],
      basis,
    );
    expect(
      lines.map((line) => [line.description, line.quantity, line.unit_price_kobo, line.gross_kobo]),
    ).toEqual([
      ['Amala', 1, 1_500_00, 1_500_00],
      ['Jollof rice', 2, 2_000_00, 4_000_00],
      ['Jollof rice', 1, 2_500_00, 2_500_00],
      ['Paid by employees (their own card)', 1, -1_000_00, -1_000_00],
    ]);
    expect(employeeContributionsKobo).toBe(1_000_00);
    expect(Object.fromEntries(invoiced)).toEqual({ a: 6_000_00, b: 3_000_00 });
  });

  it("charges each delivery's fee once, on its first order: the fee its group holds, else what its orders were charged", () => {
    const { lines, invoiced } = invoiceLines(
      [
        // One delivery whose fee-paying order was cancelled: its group still holds ₦500.
        order('c2', { delivery: 'chidi', deliveryFeeKobo: 500_00 }),
        order('c1', { delivery: 'chidi', deliveryFeeKobo: 500_00 }),
        // A delivery no longer in a group (its address was deleted): the fee charged with its orders.
        order('d1', { delivery: 'dayo', feeKobo: 800_00 }),
        order('d2', { delivery: 'dayo' }),
        // No zone, no fee.
        order('e1'),
      ],
      [{ name: 'Jollof rice', priceKobo: 2_000_00, quantity: 5 }],
      basis,
    );
    expect(lines.map((line) => [line.description, line.quantity, line.unit_price_kobo])).toEqual([
      ['Jollof rice', 5, 2_000_00],
      ['Delivery fee', 1, 500_00],
      ['Delivery fee', 1, 800_00],
    ]);
    expect(Object.fromEntries(invoiced)).toEqual({
      c1: 2_500_00,
      c2: 2_000_00,
      d1: 2_800_00,
      d2: 2_000_00,
      e1: 2_000_00,
    });
  });

  it('takes off the refunds of problems made before it, and the order carries what is left', () => {
    const { lines, invoiced } = invoiceLines(
      [order('a', { issueRefundsKobo: 300_00 })],
      [{ name: 'Jollof rice', priceKobo: 2_000_00, quantity: 1 }],
      basis,
    );
    expect(lines.at(-1)).toMatchObject({ description: 'Refunds for reported problems', gross_kobo: -300_00 });
    expect(invoiced.get('a')).toBe(1_700_00);
    expect(lines.reduce((sum, line) => sum + line.gross_kobo, 0)).toBe(1_700_00);
  });
});
