import { formatNaira, parseNaira } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PaymentCheck, type PaymentState } from '../../../components/payment-check';
import { errorMessage } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';
import { useVerifyTopup } from '../api/verify-topup';

/**
 * After the payment page: asks the server about `reference` and says what happened. A paid top-up
 * refreshes the balance and the billings.
 */
export function TopupResult({ reference, onDismiss }: { reference: string; onDismiss: () => void }) {
  const queryClient = useQueryClient();
  const verify = useVerifyTopup(reference);
  const status = verify.data?.status;

  useEffect(() => {
    if (!status) return;
    // The wallet moved: its movements, the month's statement and the dashboard's balance.
    void queryClient.invalidateQueries({ queryKey: queryKey('/billings'), refetchType: 'active' });
    void queryClient.invalidateQueries({ queryKey: queryKey('/billings/statement'), refetchType: 'active' });
    // A card top-up may have saved the card auto top-up charges.
    void queryClient.invalidateQueries({ queryKey: queryKey('/billings/auto-topup'), refetchType: 'active' });
    void queryClient.invalidateQueries({ queryKey: queryKey('/analytics/company') });
  }, [status, queryClient]);

  let state: PaymentState = 'checking';
  let text = 'Checking your payment...';
  if (verify.isError) {
    state = 'failed';
    text = errorMessage(verify.error, 'Could not check the payment. Please try again.');
  } else if (verify.data) {
    const amount = formatNaira(parseNaira(verify.data.amount));
    if (status === 'paid') {
      state = 'done';
      text = `Payment received: ${amount} was added to your wallet.`;
    } else if (status === 'pending') {
      state = 'waiting';
      text = `Your payment of ${amount} is not confirmed yet. Check again in a moment.`;
    } else {
      state = 'failed';
      text =
        status === 'abandoned'
          ? `The top-up of ${amount} was cancelled. Nothing was charged.`
          : `The top-up of ${amount} failed. Nothing was added to your wallet.`;
    }
  }

  return (
    <PaymentCheck
      state={state}
      text={text}
      testId="topup-result"
      onCheckAgain={status === 'pending' || verify.isError ? () => verify.refetch() : undefined}
      checking={verify.isFetching}
      onDismiss={onDismiss}
    />
  );
}
