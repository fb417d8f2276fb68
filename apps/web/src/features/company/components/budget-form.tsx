import { formatNaira, koboToNaira, MonthlyBudgetSchema, parseNaira } from '@lunch/contract';
import { toast } from 'sonner';
import { SaveButton } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/field';
import { Loaded } from '../../../components/ui/loaded';
import { Panel } from '../../../components/ui/panel';
import { useApiForm } from '../../../lib/use-api-form';
import { useCompanySettings, useUpdateCompanySettings } from '../api/company-settings';

/** The monthly budget per employee: what each employee may spend per calendar month. */
export function MonthlyBudgetForm() {
  const settings = useCompanySettings();
  const update = useUpdateCompanySettings();
  const {
    field,
    submit,
    formState: { isSubmitting, isDirty },
  } = useApiForm(MonthlyBudgetSchema, {
    defaultValues: { max_spend_amount_per_employee: '' },
    values: settings.data && { max_spend_amount_per_employee: settings.data.max_spend_amount_per_employee },
  });

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
    <Panel
      title="Monthly budget per employee"
      description={
        <>
          What each employee can spend on lunch per calendar month
          {settings.data ? ` (${settings.data.time_zone} time)` : ''}. Changes apply to this month at once.
        </>
      }
    >
      <Loaded query={settings} loading="Loading budget" failure="Could not load the monthly budget.">
        {() => (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <MoneyField
              label="Budget (₦)"
              min="1"
              required
              containerClassName="sm:w-64"
              {...field('max_spend_amount_per_employee')}
            />
            <SaveButton className="sm:mt-7" saving={isSubmitting} dirty={isDirty}>
              Save budget
            </SaveButton>
          </form>
        )}
      </Loaded>
    </Panel>
  );
}
