import { formatNaira, koboToNaira, LowBalanceAlertSchema, parseNaira } from '@lunch/contract';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button, SaveButton } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/field';
import { Loaded } from '../../../components/ui/loaded';
import { Panel } from '../../../components/ui/panel';
import { useApiForm } from '../../../lib/use-api-form';
import { useCompanySettings, useUpdateLowBalanceAlert } from '../api/company-settings';

const AlertFormSchema = z.object({ low_balance_alert: LowBalanceAlertSchema });
const failure = 'Could not save the alert. Please try again.';

/** The low-balance alert: an email when an order takes the wallet below this level. */
export function LowBalanceAlertForm() {
  const settings = useCompanySettings();
  const update = useUpdateLowBalanceAlert();
  const {
    field,
    submit,
    run,
    formState: { isSubmitting, isDirty },
  } = useApiForm(AlertFormSchema, {
    defaultValues: { low_balance_alert: '' },
    values: settings.data && { low_balance_alert: settings.data.low_balance_alert ?? '' },
  });

  const save = async (level: string | null) => {
    const saved = await update.mutateAsync(level);
    toast.success(
      saved.low_balance_alert
        ? `We'll email you when the wallet drops below ${formatNaira(parseNaira(saved.low_balance_alert))}`
        : 'Low-balance alert switched off',
    );
  };
  const onSubmit = submit(({ low_balance_alert }) => save(koboToNaira(low_balance_alert)), { failure });

  return (
    <Panel
      title="Low-balance alert"
      description="We email you once when an order takes the wallet below this amount, and again after a top-up lifts it back above."
    >
      <Loaded query={settings} loading="Loading alert" failure="Could not load the alert.">
        {() => (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <MoneyField
              label="Alert below (₦)"
              min="1"
              containerClassName="sm:w-64"
              {...field('low_balance_alert')}
            />
            <SaveButton className="sm:mt-7" saving={isSubmitting} dirty={isDirty}>
              Save alert
            </SaveButton>
            {settings.data?.low_balance_alert ? (
              <Button
                variant="secondary"
                className="sm:mt-7"
                onClick={() => run(() => save(null), { failure })}
                disabled={update.isPending}
              >
                Switch off
              </Button>
            ) : null}
          </form>
        )}
      </Loaded>
    </Panel>
  );
}
