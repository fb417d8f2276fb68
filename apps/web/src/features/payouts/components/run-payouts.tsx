import { formatNaira, type PayoutRun, parseNaira } from '@lunch/contract';
import { Banknote, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useRunPayouts } from '../api/payouts';
import type { RestaurantMoney } from './payout-columns';
import { PayoutOutcome } from './payout-status';

/** The restaurants a run pays now: any but the platform's kitchen with a positive balance. */
export const owedOf = (restaurants: readonly RestaurantMoney[]) =>
  restaurants.filter((restaurant) => !restaurant.platform_kitchen && parseNaira(restaurant.balance) > 0);

const restaurantsText = (count: number) => `${count} ${count === 1 ? 'restaurant' : 'restaurants'}`;

/** What the run did for each restaurant it paid: the amount, and paid, pending or failed with why. */
export function RunResult({ run, onDismiss }: { run: PayoutRun; onDismiss: () => void }) {
  return (
    <section
      aria-labelledby="run-result-heading"
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id="run-result-heading" className="text-lg font-semibold">
          {run.payouts.length === 0
            ? 'Payout run: nobody was owed anything'
            : `Payout run: ${restaurantsText(run.payouts.length)}`}
        </h2>
        <Button variant="ghost" size="sm" aria-label="Dismiss the payout run's result" onClick={onDismiss}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {run.payouts.length > 0 ? (
        <ul className="flex flex-col divide-y divide-brand-200 text-sm" aria-label="What the run paid">
          {run.payouts.map((payout) => (
            <li
              key={payout.restaurant.id}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2"
            >
              <span className="min-w-0 flex-1 font-medium break-words">{payout.restaurant.name}</span>
              <span className="font-semibold tabular-nums">{formatNaira(parseNaira(payout.amount))}</span>
              <PayoutOutcome status={payout.status} reason={payout.failure_reason} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">Every restaurant's balance is zero, or its transfer is still pending.</p>
      )}
      <p className="text-xs text-ink-soft">
        A pending transfer turns paid when Paystack confirms it; a failed one is owed again and sent on the
        next run.
      </p>
    </section>
  );
}

/**
 * "Pay out now": asks first (how many restaurants are owed, and how much in all), then runs the
 * payouts and hands what the run did to `onDone` (the page shows it with `RunResult`).
 */
export function PayOutNow({
  restaurants,
  onDone,
}: {
  restaurants: readonly RestaurantMoney[] | undefined;
  onDone: (run: PayoutRun) => void;
}) {
  const run = useRunPayouts();
  const [asking, setAsking] = useState(false);
  const owed = owedOf(restaurants ?? []);
  const totalKobo = owed.reduce((sum, restaurant) => sum + parseNaira(restaurant.balance), 0);

  const pay = () =>
    run.mutate(undefined, {
      onSuccess: (answer) => {
        setAsking(false);
        onDone(answer);
      },
      onError: (error) => {
        setAsking(false);
        toast.error(errorMessage(error, 'Could not run the payouts. Try again.'));
      },
    });

  return (
    <>
      <Button
        className="whitespace-nowrap"
        onClick={() => setAsking(true)}
        disabled={restaurants === undefined}
      >
        <Banknote className="size-4" aria-hidden="true" />
        Pay out now
      </Button>
      <ConfirmDialog
        open={asking}
        title={owed.length === 0 ? 'Run the payouts now?' : `Pay ${restaurantsText(owed.length)} now?`}
        message={
          owed.length === 0
            ? 'No restaurant is owed anything now: the run will pay nobody.'
            : `${formatNaira(totalKobo)} in all: each restaurant is sent its balance by a Paystack transfer to its bank account. This cannot be undone.`
        }
        confirmLabel="Pay out now"
        loadingLabel="Paying out…"
        loading={run.isPending}
        onConfirm={pay}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
