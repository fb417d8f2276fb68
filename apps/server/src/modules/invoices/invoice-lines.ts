import { type StoredLine, type VatBasis, vatLine } from '../../domain/invoices/tax-documents.js';

/** A delivered order as its month's invoice reads it (kobo). */
export type InvoicedOrder = {
  id: string;
  totalKobo: number;
  /** What the employee paid by card above the company's share. */
  employeePaysKobo: number;
  /** The fee charged with this order (orders.delivery_fee_kobo: the first order of its delivery). */
  feeKobo: number;
  /** Its delivery (employee, day, slot, address) when it is in a zone; null: no delivery fee. */
  delivery: string | null;
  /** The fee its delivery holds now (delivery_fee_groups), when the delivery is still there. */
  deliveryFeeKobo: number | null;
  /** Refunds of problems with it before the invoice (issue_refund ledger rows). */
  issueRefundsKobo: number;
};

/** A dish line of the invoiced orders (order_lines). */
export type DishLine = { name: string; priceKobo: number; quantity: number };

/**
 * A month's invoice from its delivered orders (docs/invoices.md): one line per dish and price (the
 * same dish at the same price across orders, quantities added up, at the price charged), the
 * delivery fees (one per delivery, by fee), then, taken off, what employees paid themselves and the
 * refunds of problems made before. Its gross is what the company's wallet paid for these orders and
 * their deliveries, net of those refunds (with prices that include VAT). A delivery's fee is the
 * fee its group still holds (one fee per delivery, which stays charged while any of its orders
 * lives, even when the order that paid it was cancelled), counted on the delivery's first order
 * here. `invoiced`: what the invoice charges for each order, which later credit notes may give back.
 */
export function invoiceLines(orders: readonly InvoicedOrder[], dishes: readonly DishLine[], basis: VatBasis) {
  const sorted = [...orders].sort((a, b) => (a.id < b.id ? -1 : 1));
  const deliveries = new Map<string, { first: string; feeKobo: number; held: boolean }>();
  for (const order of sorted) {
    const key = order.delivery ?? order.id;
    const delivery = deliveries.get(key);
    if (!delivery) {
      const held = order.deliveryFeeKobo !== null;
      deliveries.set(key, { first: order.id, feeKobo: order.deliveryFeeKobo ?? order.feeKobo, held });
    } else if (!delivery.held) delivery.feeKobo += order.feeKobo;
  }
  const feeOf = new Map([...deliveries.values()].map((delivery) => [delivery.first, delivery.feeKobo]));

  const invoiced = new Map<string, number>();
  let employeesPaid = 0;
  let issueRefunds = 0;
  for (const order of sorted) {
    employeesPaid += order.employeePaysKobo;
    issueRefunds += order.issueRefundsKobo;
    invoiced.set(
      order.id,
      order.totalKobo - order.employeePaysKobo + (feeOf.get(order.id) ?? 0) - order.issueRefundsKobo,
    );
  }

  const byDish = new Map<string, DishLine>();
  for (const dish of dishes) {
    const key = JSON.stringify([dish.name, dish.priceKobo]);
    const line = byDish.get(key);
    if (line) line.quantity += dish.quantity;
    else byDish.set(key, { ...dish });
  }
  const fees = new Map<number, number>();
  for (const { feeKobo } of deliveries.values()) {
    if (feeKobo > 0) fees.set(feeKobo, (fees.get(feeKobo) ?? 0) + 1);
  }

  const lines: StoredLine[] = [
    ...[...byDish.values()]
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.priceKobo - b.priceKobo)
      .map((dish) => vatLine(dish.name, dish.quantity, dish.priceKobo, basis)),
    ...[...fees.entries()]
      .sort(([a], [b]) => a - b)
      .map(([fee, count]) => vatLine('Delivery fee', count, fee, basis)),
  ];
  if (employeesPaid > 0) lines.push(vatLine('Paid by employees (their own card)', 1, -employeesPaid, basis));
  if (issueRefunds > 0) lines.push(vatLine('Refunds for reported problems', 1, -issueRefunds, basis));
  return { lines, invoiced, employeeContributionsKobo: employeesPaid };
}
