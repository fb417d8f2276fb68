import { formatNaira, type Order, parseNaira } from '@lunch/contract';
import { buttonClasses } from '../../../components/ui/button';
import { formatTime } from '../../../lib/format-date';

/**
 * An order the employee pays part of by card (pay the difference, issue 31): how it is split, and,
 * while it waits for their payment, the way to pay. Shown in My orders.
 */

/** "Company ₦5,000.00 · you ₦1,000.00 by card" under the total; nothing when the company paid it all. */
export function OrderPaySplit({ order }: { order: Order }) {
  const employee = parseNaira(order.employee_pays);
  if (employee <= 0) return null;
  return (
    <span className="block text-xs font-normal text-ink-soft" data-testid="order-pay-split">
      Company {formatNaira(parseNaira(order.company_pays))} · you {formatNaira(employee)} by card
    </span>
  );
}

/**
 * While the order waits for the employee's part (AWAITING_PAYMENT): until when, and "Pay now" to its
 * payment page; nothing otherwise.
 */
export function OrderPaymentDue({ order }: { order: Order }) {
  if (order.status !== 'AWAITING_PAYMENT' || !order.payment_url) return null;
  const amount = formatNaira(parseNaira(order.employee_pays));
  return (
    <span className="flex flex-col items-start gap-1.5 text-xs text-ink-soft">
      <span>
        Pay your {amount}
        {order.payment_due_at ? ` by ${formatTime(order.payment_due_at)}` : ''} to place it.
      </span>
      <a
        href={order.payment_url}
        className={buttonClasses('primary', 'sm')}
        aria-label={`Pay now: ${amount} for the order of ${formatNaira(parseNaira(order.total_amount))}`}
      >
        Pay now
      </a>
    </span>
  );
}
