import { formatNaira, parseNaira } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, Clock, X } from 'lucide-react';
import { useEffect } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format-date';
import { refreshAfterOrder } from '../api/refresh-after-order';
import { useVerifyPayment } from '../api/verify-payment';

const TONES = {
  waiting: 'border-line bg-white',
  placed: 'border-success-700/30 bg-success-50 text-success-800',
  pending: 'border-warning-700/30 bg-warning-50 text-warning-800',
  failed: 'border-danger-700/30 bg-danger-50 text-danger-800',
};

/**
 * Back from the payment page (pay the difference): asks the server about the order's card payment
 * and says what happened — placed, not confirmed yet (check again, or pay now), or the order
 * cancelled meanwhile (a late payment goes back to the card). Once known, the orders and the
 * employee's figures are fetched again.
 */
export function PaymentResult({ orderId, onDismiss }: { orderId: string; onDismiss: () => void }) {
  const queryClient = useQueryClient();
  const verify = useVerifyPayment(orderId);
  const order = verify.data;
  const status = order?.status;

  useEffect(() => {
    if (status) void refreshAfterOrder(queryClient);
  }, [status, queryClient]);

  let tone = TONES.waiting;
  let icon = <Spinner size="sm" label="Checking your payment" />;
  let text = 'Checking your payment...';
  if (verify.isError) {
    tone = TONES.failed;
    icon = <CircleAlert className="size-5" aria-hidden="true" />;
    text = errorMessage(verify.error, 'Could not check your payment. Please try again.');
  } else if (order) {
    const amount = formatNaira(parseNaira(order.employee_pays));
    if (status === 'AWAITING_PAYMENT') {
      tone = TONES.pending;
      icon = <Clock className="size-5" aria-hidden="true" />;
      text = `Your payment of ${amount} is not confirmed yet.${order.payment_due_at ? ` Pay by ${formatTime(order.payment_due_at)} to place your order,` : ''} or check again in a moment.`;
    } else if (status === 'CANCELLED' || status === 'DECLINED') {
      tone = TONES.failed;
      icon = <CircleAlert className="size-5" aria-hidden="true" />;
      text = `This order was ${status.toLowerCase()}. Any payment of ${amount} you made for it goes back to your card.`;
    } else {
      tone = TONES.placed;
      icon = <CheckCircle2 className="size-5" aria-hidden="true" />;
      text = `Payment received: your order is placed. Your company paid ${formatNaira(parseNaira(order.company_pays))}, you paid ${amount}.`;
    }
  }

  return (
    <div
      role="status"
      className={cn('flex flex-wrap items-center gap-3 rounded-2xl border px-4 py-3 text-sm', tone)}
      data-testid="payment-result"
    >
      {icon}
      {/* The words take a line of their own on a phone; the buttons wrap below them. */}
      <p className="min-w-0 flex-[1_1_14rem] font-medium">{text}</p>
      {status === 'AWAITING_PAYMENT' && order?.payment_url ? (
        <a href={order.payment_url} className={buttonClasses('primary', 'sm')}>
          Pay now
        </a>
      ) : null}
      {status === 'AWAITING_PAYMENT' || verify.isError ? (
        <Button size="sm" variant="secondary" onClick={() => verify.refetch()} loading={verify.isFetching}>
          Check again
        </Button>
      ) : null}
      <button
        type="button"
        onClick={onDismiss}
        className="rounded-md p-1 hover:bg-black/5"
        aria-label="Dismiss payment result"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
