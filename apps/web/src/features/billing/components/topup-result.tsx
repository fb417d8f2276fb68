import { formatNaira, parseNaira } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, Clock, X } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
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

  let tone = 'border-line bg-white';
  let icon = <Spinner size="sm" label="Checking your payment" />;
  let text = 'Checking your payment...';
  if (verify.isError) {
    tone = 'border-danger-700/30 bg-danger-50 text-danger-800';
    icon = <CircleAlert className="size-5" aria-hidden="true" />;
    text = errorMessage(verify.error, 'Could not check the payment. Please try again.');
  } else if (verify.data) {
    const amount = formatNaira(parseNaira(verify.data.amount));
    if (status === 'paid') {
      tone = 'border-success-700/30 bg-success-50 text-success-800';
      icon = <CheckCircle2 className="size-5" aria-hidden="true" />;
      text = `Payment received: ${amount} was added to your wallet.`;
    } else if (status === 'pending') {
      tone = 'border-warning-700/30 bg-warning-50 text-warning-800';
      icon = <Clock className="size-5" aria-hidden="true" />;
      text = `Your payment of ${amount} is not confirmed yet. Check again in a moment.`;
    } else {
      tone = 'border-danger-700/30 bg-danger-50 text-danger-800';
      icon = <CircleAlert className="size-5" aria-hidden="true" />;
      text =
        status === 'abandoned'
          ? `The top-up of ${amount} was cancelled. Nothing was charged.`
          : `The top-up of ${amount} failed. Nothing was added to your wallet.`;
    }
  }

  return (
    <div
      role="status"
      className={cn('flex flex-wrap items-center gap-3 rounded-2xl border px-4 py-3 text-sm', tone)}
      data-testid="topup-result"
    >
      {icon}
      <p className="min-w-0 flex-1 font-medium">{text}</p>
      {status === 'pending' || verify.isError ? (
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
