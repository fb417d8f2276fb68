import {
  type CompanySettings,
  type Department,
  formatNaira,
  parseNaira,
  WEEK_DAY_LABELS,
} from '@lunch/contract';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { CheckboxGroup, MoneyField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { WEEK_DAY_OPTIONS } from '../../../lib/format-date';
import { useApiForm } from '../../../lib/use-api-form';
import { useSaveDepartment } from '../api/departments';
import { DepartmentFormSchema, departmentFormValues } from '../department-form';

/** "Empty: the company's (₦50,000.00)", or "Empty: the company's (no cap)" — once the settings are known. */
function companyHint(what: string, value: string | null | undefined, known: boolean) {
  if (!known) return `Empty: the company's ${what}`;
  return `Empty: the company's ${what} (${value == null ? 'no cap' : formatNaira(parseNaira(value))})`;
}

/**
 * The department's name, cost centre and rules, each beside the company's (`settings`, once loaded);
 * the server's refusals land on the field they name.
 */
function DepartmentForm({
  department,
  settings,
  onDone,
}: {
  department?: Department;
  settings?: CompanySettings;
  onDone: () => void;
}) {
  const save = useSaveDepartment();
  const { field, submit, watch, formState } = useApiForm(DepartmentFormSchema, {
    defaultValues: departmentFormValues(department),
  });
  const ownDays = watch('own_days');
  const companyDays = settings
    ? settings.order_days.map((day) => WEEK_DAY_LABELS[day]).join(', ') || 'no day'
    : null;

  const onSubmit = submit(
    async (input) => {
      const saved = department
        ? await save.mutateAsync({ id: department.id, input })
        : await save.mutateAsync({ input });
      toast.success(department ? `Department ${saved.name} saved` : `Department ${saved.name} added`);
      onDone();
    },
    { failure: 'Could not save the department. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" placeholder="Sales" {...field('name')} />
        <TextField
          label="Cost centre (optional)"
          autoComplete="off"
          placeholder="CC-100"
          hint="Printed with every order placed under the department"
          {...field('cost_centre')}
        />
      </div>
      <p className="text-sm text-ink-soft">
        Each rule below replaces the company's for the department's employees; leave it empty to keep the
        company's. An employee's own monthly budget stays above both.
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <MoneyField
          label="Monthly budget per employee (₦, optional)"
          min="0.01"
          hint={
            settings
              ? `Empty: the company's (${formatNaira(parseNaira(settings.max_spend_amount_per_employee))})`
              : "Empty: the company's"
          }
          {...field('monthly_budget')}
        />
        <MoneyField
          label="Cap per order (₦, optional)"
          min="0.01"
          hint={companyHint('cap', settings?.per_order_cap, settings !== undefined)}
          {...field('per_order_cap')}
        />
        <MoneyField
          label="Cap per employee per day (₦, optional)"
          min="0.01"
          hint={companyHint('cap', settings?.per_day_cap, settings !== undefined)}
          {...field('per_day_cap')}
        />
      </div>
      <div className="flex flex-col gap-3">
        <label className="inline-flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-brand-700" {...field('own_days')} />
          Own delivery days
        </label>
        {ownDays ? (
          <CheckboxGroup
            legend="Delivery days the department pays for"
            options={WEEK_DAY_OPTIONS}
            {...field('order_days')}
          />
        ) : (
          <p className="text-sm text-ink-soft">
            The company's delivery days{companyDays ? ` (${companyDays})` : ''}.
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={formState.isSubmitting} loadingText="Saving...">
          {department ? 'Save department' : 'Add department'}
        </Button>
      </div>
    </form>
  );
}

/** Adds a department (`department` undefined) or edits one, in a dialog; `settings`: the company's rules, shown beside its. */
export function DepartmentFormModal({
  open,
  department,
  settings,
  onClose,
}: {
  open: boolean;
  department?: Department;
  settings?: CompanySettings;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={department ? `Edit ${department.name}` : 'Add department'}
      description="Its rules apply to its employees' next orders; orders already placed keep the department they were placed under."
      size="lg"
    >
      {open ? (
        <DepartmentForm
          key={department?.id ?? 'new'}
          department={department}
          settings={settings}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}
