import { formatNaira, parseNaira } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PaymentCheck, type PaymentState } from '../../../components/payment-check';
import { buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format-date';
import { refreshAfterOrder } from '../api/refresh-after-order';
import { useVerifyPayment } from '../api/verify-payment';

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

  let state: PaymentState = 'checking';
  let text = 'Checking your payment...';
  if (verify.isError) {
    state = 'failed';
    text = errorMessage(verify.error, 'Could not check your payment. Please try again.');
  } else if (order) {
    const amount = formatNaira(parseNaira(order.employee_pays));
    if (status === 'AWAITING_PAYMENT') {
      state = 'waiting';
      text = `Your payment of ${amount} is not confirmed yet.${order.payment_due_at ? ` Pay by ${formatTime(order.payment_due_at)} to place your order,` : ''} or check again in a moment.`;
    } else if (status === 'CANCELLED' || status === 'DECLINED') {
      state = 'failed';
      text = `This order was ${status.toLowerCase()}. Any payment of ${amount} you made for it goes back to your card.`;
    } else {
      state = 'done';
      text = `Payment received: your order is placed. Your company paid ${formatNaira(parseNaira(order.company_pays))}, you paid ${amount}.`;
    }
  }

  return (
    <PaymentCheck
      state={state}
      text={text}
      testId="payment-result"
      actions={
        status === 'AWAITING_PAYMENT' && order?.payment_url ? (
          <a href={order.payment_url} className={buttonClasses('primary', 'sm')}>
            Pay now
          </a>
        ) : null
      }
      onCheckAgain={status === 'AWAITING_PAYMENT' || verify.isError ? () => verify.refetch() : undefined}
      checking={verify.isFetching}
      onDismiss={onDismiss}
    />
  );
}
