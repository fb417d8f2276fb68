import type { Department, UserRow } from '@lunch/contract';
import { toast } from 'sonner';
import { Select } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useMoveEmployee } from '../api/departments';

/** The value of "No department" in the select (the API's `null`). */
const NONE = '';

/**
 * An employee's department as a select that moves them at once (PATCH /users/employees/:id): the
 * company's departments and "No department". Its label, read by assistive technology, names the
 * employee; while the move is sent it is switched off, and the server's answer (or refusal) is told.
 */
export function EmployeeDepartmentSelect({
  employee,
  departments,
}: {
  employee: UserRow;
  departments: readonly Department[];
}) {
  const move = useMoveEmployee();
  const current = employee.department?.id ?? NONE;
  return (
    <Select
      label={`Department of ${employee.name}`}
      hideLabel
      className="min-w-[8.5rem] py-1.5 pr-7 pl-2.5"
      options={[
        { value: NONE, label: 'No department' },
        ...departments.map((department) => ({ value: department.id, label: department.name })),
      ]}
      value={move.isPending ? (move.variables.departmentId ?? NONE) : current}
      disabled={move.isPending}
      onChange={(event) => {
        const chosen = event.target.value;
        move.mutate(
          { employeeId: employee.id, departmentId: chosen === NONE ? null : chosen },
          {
            onSuccess: (message) => toast.success(message),
            onError: (error) =>
              toast.error(errorMessage(error, `Could not move ${employee.name}. Please try again.`)),
          },
        );
      }}
    />
  );
}
