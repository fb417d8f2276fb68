import { formatNaira, koboToNaira, parseNaira, type UserRow } from '@lunch/contract';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useApiForm } from '../../../lib/use-api-form';
import { useSetEmployeeBudget } from '../api/set-employee-budget';

/** The form needs an amount; "Use company default" sends null without the form. */
const BudgetFormSchema = z.object({
  monthly_budget: z
    .string()
    .trim()
    .min(1, 'Monthly budget is required')
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(value) && parseNaira(value) > 0, {
      message: 'Must be an amount in naira more than 0, with at most 2 decimals',
    }),
});
const failure = 'Could not save the monthly budget. Please try again.';

type EmployeeDetails = { monthly_budget: string; own_budget: boolean };

/** Sets one employee's monthly budget, or puts them back on the company default. */
export function EmployeeBudgetModal({
  employee,
  onClose,
}: {
  employee: UserRow | null;
  onClose: () => void;
}) {
  const save = useSetEmployeeBudget();
  const details = employee?.account_details as EmployeeDetails | undefined;
  const {
    field,
    submit,
    run,
    formState: { isSubmitting },
  } = useApiForm(BudgetFormSchema, {
    defaultValues: { monthly_budget: '' },
    values: { monthly_budget: details?.monthly_budget ?? '' },
  });

  const setBudget = async (budgetNaira: string | null) => {
    if (!employee) return;
    const row = await save.mutateAsync({ employeeId: employee.id, budgetNaira });
    const saved = row.account_details as EmployeeDetails;
    toast.success(
      budgetNaira === null
        ? `${employee.name} is back on the company budget (${formatNaira(parseNaira(saved.monthly_budget))})`
        : `${employee.name}'s monthly budget is now ${formatNaira(parseNaira(saved.monthly_budget))}`,
    );
    onClose();
  };
  const onSubmit = submit(({ monthly_budget }) => setBudget(koboToNaira(parseNaira(monthly_budget))), {
    failure,
  });

  return (
    <Modal
      open={employee !== null}
      onClose={onClose}
      title={employee ? `Monthly budget for ${employee.name}` : 'Monthly budget'}
      description="Replaces the company's budget per employee for this employee, from this month on."
      size="sm"
      dismissible={!isSubmitting && !save.isPending}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <MoneyField label="Monthly budget (₦)" min="1" required autoFocus {...field('monthly_budget')} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          {details?.own_budget ? (
            <Button
              variant="secondary"
              onClick={() => run(() => setBudget(null), { failure })}
              disabled={save.isPending}
            >
              Use company default
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting} loadingText="Saving...">
            Save budget
          </Button>
        </div>
      </form>
    </Modal>
  );
}
