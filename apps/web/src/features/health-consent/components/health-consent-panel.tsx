import { HEALTH_CONSENT_TEXT, type HealthConsent, type HealthProfile } from '@lunch/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Panel } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useGiveHealthConsent, useWithdrawHealthConsent } from '../api/health-consent';
import { keptWithoutConsent } from './health-data';

type Props = { health: HealthProfile & { health_consent: HealthConsent }; timeZone: string };

/** What the panel says of the consent: given (with when), health data kept from before, or none. */
function ConsentState({ health, timeZone }: Props) {
  const { given_at } = health.health_consent;
  if (given_at)
    return (
      <p>
        <strong>Given</strong> on <time dateTime={given_at}>{formatDateTime(given_at, timeZone)}</time>. We
        keep your allergies, medical conditions and diets to filter the menu and warn the kitchen.
      </p>
    );
  if (keptWithoutConsent(health))
    return (
      <p>
        <strong>Not given yet.</strong> You gave health details before we asked for consent: the menu still
        uses them. Give your consent to keep them, or erase them.
      </p>
    );
  return (
    <p>
      <strong>Not given.</strong> We keep no allergies, medical conditions or diets, and the menu shows every
      meal.
    </p>
  );
}

/**
 * The employee's consent to keep their health data (issue 33): whether it is given and when, with
 * the words agreed to; give it, or withdraw it (confirmed: the lists are erased at once).
 */
export function HealthConsentPanel({ health, timeZone }: Props) {
  const give = useGiveHealthConsent();
  const withdraw = useWithdrawHealthConsent();
  const [confirming, setConfirming] = useState(false);
  const given = health.health_consent.given;
  const erasable = given || keptWithoutConsent(health);

  const onGive = () =>
    give.mutate(undefined, {
      onSuccess: (message) => toast.success(message),
      onError: (error) =>
        toast.error(errorMessage(error, 'Could not record your consent. Please try again.')),
    });
  const onWithdraw = () =>
    withdraw.mutate(undefined, {
      onSuccess: (message) => {
        setConfirming(false);
        toast.success(message);
      },
      onError: (error) =>
        toast.error(errorMessage(error, 'Could not erase your health details. Please try again.')),
    });

  return (
    <Panel
      title="Health data consent"
      description="Allergies, medical conditions and diets are sensitive data: we keep them only with your consent."
    >
      <div className="flex max-w-2xl flex-col gap-3 text-sm text-ink">
        <ConsentState health={health} timeZone={timeZone} />
        <blockquote className="border-l-4 border-line-strong pl-3 text-ink-soft">
          {HEALTH_CONSENT_TEXT}
        </blockquote>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {given ? null : (
          <Button onClick={onGive} loading={give.isPending} loadingText="Saving...">
            Give consent
          </Button>
        )}
        {erasable ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {given ? 'Withdraw consent' : 'Erase my health details'}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={given ? 'Withdraw your consent?' : 'Erase your health details?'}
        message="Your allergies, medical conditions and diets will be erased at once, and the menu will show every meal. You can give consent again at any time and enter them again."
        confirmLabel="Erase my health details"
        loadingLabel="Erasing..."
        tone="danger"
        loading={withdraw.isPending}
        onConfirm={onWithdraw}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
