import { toast } from 'sonner';
import { Loaded } from '../../../components/ui/loaded';
import { Panel } from '../../../components/ui/panel';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useCompanySettings, useUpdateCompanySettings } from '../api/company-settings';

/**
 * Whether an employee may pay by card what an order costs above what the company pays for it
 * (their budget left, the caps): saved as soon as it is switched.
 */
export function PayDifferenceForm() {
  const settings = useCompanySettings();
  const update = useUpdateCompanySettings();
  const change = async (allowed: boolean) => {
    try {
      await update.mutateAsync({ employees_may_pay_difference: allowed });
      toast.success(
        allowed ? 'Employees may now pay the difference' : 'Employees can no longer pay the difference',
      );
    } catch (error) {
      toast.error(errorMessage(error, 'Could not save the setting. Please try again.'));
    }
  };

  return (
    <Panel
      title="Employees may pay the difference"
      description="When an order costs more than your company pays for it (what is left of the employee's monthly budget, or a cap), the employee may pay the rest by card. Your wallet pays only your share; invoices and statements show what employees paid apart."
    >
      <Loaded query={settings} loading="Loading the setting" failure="Could not load the setting.">
        {(loaded) => (
          <span className="inline-flex min-h-9 items-center gap-3 text-sm font-semibold">
            <Switch
              checked={loaded.employees_may_pay_difference}
              onChange={(allowed) => void change(allowed)}
              label="Employees may pay the difference"
              disabled={update.isPending}
              onTrack="bg-success-700"
              offTrack="bg-line-strong"
            >
              {null}
            </Switch>
            <span aria-hidden="true">{loaded.employees_may_pay_difference ? 'On' : 'Off'}</span>
          </span>
        )}
      </Loaded>
    </Panel>
  );
}
