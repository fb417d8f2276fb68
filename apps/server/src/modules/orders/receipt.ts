import { formatDay, formatSlot } from '@lunch/contract';
import { orderAddressLine } from '../../domain/delivery/addresses.js';
import { emails } from '../../lib/emails.js';
import type { MailMessage } from '../../lib/mailer.js';

/** What the employee's receipt says of an order. */
export type ReceiptFacts = {
  id: string;
  deliveryDate: string;
  deliverySlot: string;
  /** The company's time zone, in which the delivery slot is. */
  timeZone: string;
  /** The copy of the address the order kept. */
  deliveryAddress: Record<string, string>;
  healthConflicts: readonly string[];
  handoverCode: string;
  lines: Array<{ name: string; quantity: number; lineKobo: number }>;
  totalKobo: number;
};

/**
 * The employee's "Your lunch order" receipt: written by checkout with the order, or, for an order
 * waiting for the employee's part of the payment, once that payment is verified.
 */
export function orderReceipt(to: string, order: ReceiptFacts): MailMessage {
  return emails.orderReceipt(
    to,
    {
      id: order.id,
      delivery: `${formatDay(order.deliveryDate)} at ${formatSlot(order.deliveryDate, order.deliverySlot, order.timeZone)}`,
      address: orderAddressLine(order.deliveryAddress),
      conflicts: order.healthConflicts,
      handoverCode: order.handoverCode,
    },
    order.lines,
    order.totalKobo,
  );
}
