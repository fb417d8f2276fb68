import { formatNaira, koboToNaira, MonthlyBudgetSchema, parseNaira } from '@lunch/contract';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useApiForm } from '../../../lib/use-api-form';
import { useCompanySettings, useUpdateCompanySettings } from '../api/company-settings';

/** The monthly budget per employee: what each employee may spend per calendar month. */
export function MonthlyBudgetForm() {
  const settings = useCompanySettings();
  const update = useUpdateCompanySettings();
  const {
    register,
    submit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useApiForm(MonthlyBudgetSchema, { defaultValues: { max_spend_amount_per_employee: '' } });

  const current = settings.data?.max_spend_amount_per_employee;
  useEffect(() => {
    if (current !== undefined) reset({ max_spend_amount_per_employee: current });
  }, [current, reset]);

  const onSubmit = submit(
    async ({ max_spend_amount_per_employee }) => {
      const saved = await update.mutateAsync({
        max_spend_amount_per_employee: koboToNaira(max_spend_amount_per_employee),
      });
      toast.success(`Monthly budget set to ${formatNaira(parseNaira(saved.max_spend_amount_per_employee))}`);
    },
    { failure: 'Could not update the monthly budget. Please try again.' },
  );

  return (
    <section
      aria-labelledby="budget-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-xs"
    >
      <div>
        <h2 id="budget-heading" className="text-lg font-semibold">
          Monthly budget per employee
        </h2>
        <p className="text-sm text-ink-soft">
          What each employee can spend on lunch per calendar month
          {settings.data ? ` (${settings.data.time_zone} time)` : ''}. Changes apply to this month at once.
        </p>
      </div>
      {settings.isPending ? (
        <Spinner label="Loading budget" />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {errorMessage(settings.error, 'Could not load the monthly budget.')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label="Budget (₦)"
            type="number"
            inputMode="decimal"
            min="1"
            step="0.01"
            required
            containerClassName="sm:w-64"
            error={errors.max_spend_amount_per_employee?.message}
            {...register('max_spend_amount_per_employee')}
          />
          <Button
            type="submit"
            className="sm:mt-7"
            loading={isSubmitting}
            loadingText="Saving..."
            disabled={!isDirty}
          >
            Save budget
          </Button>
        </form>
      )}
    </section>
  );
}
