import { zodResolver } from '@hookform/resolvers/zod';
import { formatNaira, koboToNaira, LowBalanceAlertSchema, parseNaira } from '@lunch/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useCompanySettings, useUpdateLowBalanceAlert } from '../api/company-settings';

const AlertFormSchema = z.object({ low_balance_alert: LowBalanceAlertSchema });
type AlertForm = z.input<typeof AlertFormSchema>;

/** The low-balance alert: an email when an order takes the wallet below this level. */
export function LowBalanceAlertForm() {
  const settings = useCompanySettings();
  const update = useUpdateLowBalanceAlert();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AlertForm, unknown, z.output<typeof AlertFormSchema>>({
    resolver: zodResolver(AlertFormSchema),
    defaultValues: { low_balance_alert: '' },
  });

  const current = settings.data?.low_balance_alert;
  useEffect(() => {
    if (current !== undefined) reset({ low_balance_alert: current ?? '' });
  }, [current, reset]);

  const save = async (level: string | null) => {
    try {
      const saved = await update.mutateAsync(level);
      toast.success(
        saved.low_balance_alert
          ? `We'll email you when the wallet drops below ${formatNaira(parseNaira(saved.low_balance_alert))}`
          : 'Low-balance alert switched off',
      );
    } catch (error) {
      applyServerFieldErrors(error, setError, ['low_balance_alert']);
      toast.error(errorMessage(error, 'Could not save the alert. Please try again.'));
    }
  };
  const onSubmit = handleSubmit(({ low_balance_alert }) => save(koboToNaira(low_balance_alert)));

  return (
    <section
      aria-labelledby="low-balance-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-xs"
    >
      <div>
        <h2 id="low-balance-heading" className="text-lg font-semibold">
          Low-balance alert
        </h2>
        <p className="text-sm text-ink-soft">
          We email you once when an order takes the wallet below this amount, and again after a top-up lifts
          it back above.
        </p>
      </div>
      {settings.isPending ? (
        <Spinner label="Loading alert" />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {errorMessage(settings.error, 'Could not load the alert.')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label="Alert below (₦)"
            type="number"
            inputMode="decimal"
            min="1"
            step="0.01"
            containerClassName="sm:w-64"
            error={errors.low_balance_alert?.message}
            {...register('low_balance_alert')}
          />
          <Button
            type="submit"
            className="sm:mt-7"
            loading={isSubmitting}
            loadingText="Saving..."
            disabled={!isDirty}
          >
            Save alert
          </Button>
          {current ? (
            <Button
              variant="secondary"
              className="sm:mt-7"
              onClick={() => save(null)}
              disabled={update.isPending}
            >
              Switch off
            </Button>
          ) : null}
        </form>
      )}
    </section>
  );
}
