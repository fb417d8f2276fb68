import {
  AUTO_TOPUP_MAX_FAILURES,
  AutoTopupAmountSchema,
  AutoTopupThresholdSchema,
  type AutoTopupCard as Card,
  cardLabel,
  formatNaira,
  koboToNaira,
  parseNaira,
} from '@lunch/contract';
import { formatMonth } from '@lunch/contract/dates';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button, SaveButton } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MoneyField } from '../../../components/ui/field';
import { Loaded } from '../../../components/ui/loaded';
import { Panel } from '../../../components/ui/panel';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useApiForm } from '../../../lib/use-api-form';
import { type AutoTopup, useAutoTopup, useUpdateAutoTopup } from '../api/auto-topup';

const FormSchema = z.object({
  enabled: z.boolean(),
  threshold: AutoTopupThresholdSchema,
  amount: AutoTopupAmountSchema,
});
const failure = 'Could not save auto top-up. Please try again.';

/** A naira amount as the form shows it: empty for none set yet. */
const shown = (amount: string) => (parseNaira(amount) > 0 ? amount : '');

/** The card kept for auto top-up, "Visa ending 4081, expires December 2030", with "Forget card" behind a confirmation. */
function SavedCard({
  card,
  onForget,
  forgetting,
}: {
  card: Card;
  onForget: () => Promise<void>;
  forgetting: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const expiry = formatMonth(`${card.exp_year}-${card.exp_month.padStart(2, '0')}`);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-cream-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-3">
        <CreditCard className="size-5 shrink-0 text-ink-soft" aria-hidden="true" />
        <span>
          <span className="block font-semibold">{cardLabel(card)}</span>
          <span className="block text-sm text-ink-soft">Expires {expiry}</span>
        </span>
      </p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Forget card
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Forget this card?"
        message={`Auto top-up switches off and ${cardLabel(card)} is not charged again. Your next card top-up keeps a card again.`}
        confirmLabel="Forget card"
        loadingLabel="Forgetting..."
        tone="danger"
        loading={forgetting}
        onConfirm={() => void onForget().finally(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** Why the last charges failed, when they did. */
function Failures({ settings }: { settings: AutoTopup }) {
  if (settings.failures === 0) return null;
  const text =
    !settings.enabled && settings.failures >= AUTO_TOPUP_MAX_FAILURES
      ? `Auto top-up switched itself off after ${settings.failures} failed charges in a row. Top up by card to keep a card that works, then switch it back on.`
      : `The last ${settings.failures === 1 ? 'charge' : `${settings.failures} charges`} of your card failed. After ${AUTO_TOPUP_MAX_FAILURES} failed charges in a row auto top-up switches itself off.`;
  return <p className="rounded-lg bg-warning-50 p-3 text-sm text-warning-800">{text}</p>;
}

/** The settings of a company that has a card: the switch, the threshold and the amount, saved together. */
function AutoTopupForm({ settings }: { settings: AutoTopup & { card: Card } }) {
  const update = useUpdateAutoTopup();
  const values = {
    enabled: settings.enabled,
    threshold: shown(settings.threshold),
    amount: shown(settings.amount),
  };
  const {
    field,
    submit,
    watch,
    setValue,
    formState: { isSubmitting, isDirty },
  } = useApiForm(FormSchema, { defaultValues: values, values });
  const enabled = watch('enabled');

  const onSubmit = submit(
    async (form) => {
      const saved = await update.mutateAsync({
        enabled: form.enabled,
        threshold: koboToNaira(form.threshold),
        amount: koboToNaira(form.amount),
      });
      toast.success(
        saved.enabled
          ? `Auto top-up on: ${formatNaira(parseNaira(saved.amount))} when the wallet drops below ${formatNaira(parseNaira(saved.threshold))}`
          : 'Auto top-up saved, switched off',
      );
    },
    { failure },
  );
  const forget = async () => {
    try {
      await update.mutateAsync({ card: null });
      toast.success('Card forgotten. Auto top-up is off.');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not forget the card. Please try again.'));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <SavedCard card={settings.card} onForget={forget} forgetting={update.isPending} />
      <Failures settings={settings} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <span className="inline-flex min-h-9 items-center gap-3 text-sm font-semibold">
          <Switch
            checked={enabled}
            onChange={(on) => setValue('enabled', on, { shouldDirty: true })}
            label="Auto top-up"
            onTrack="bg-success-700"
            offTrack="bg-line-strong"
          >
            {null}
          </Switch>
          <span aria-hidden="true">{enabled ? 'On' : 'Off'}</span>
        </span>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <MoneyField
            label="When the wallet drops below (₦)"
            min="1"
            containerClassName="sm:w-64"
            {...field('threshold')}
          />
          <MoneyField label="Top up by (₦)" min="100" containerClassName="sm:w-64" {...field('amount')} />
          <SaveButton className="sm:mt-7" saving={isSubmitting} dirty={isDirty}>
            Save auto top-up
          </SaveButton>
        </div>
      </form>
    </div>
  );
}

/**
 * Auto top-up on the Billings screen: the card a card top-up kept, on or off, and how much is
 * charged below which balance; without a card, how to get one kept.
 */
export function AutoTopupCard() {
  const autoTopup = useAutoTopup();
  return (
    <Panel
      title="Auto top-up"
      description="When an order takes the wallet below the level you choose, we charge your saved card once, and again only after the wallet is back above it."
    >
      <Loaded query={autoTopup} loading="Loading auto top-up" failure="Could not load auto top-up.">
        {(settings) =>
          settings.card ? (
            <AutoTopupForm settings={{ ...settings, card: settings.card }} />
          ) : (
            <p className="text-sm text-ink-soft">
              No card saved yet. Top up once by card: the card you pay with is kept for auto top-up.
            </p>
          )
        }
      </Loaded>
    </Panel>
  );
}
