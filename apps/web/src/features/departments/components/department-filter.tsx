import { Select } from '../../../components/ui/field';
import { useDepartments } from '../api/departments';

/** The filter's value for orders placed under no department (the server's `department_id=none`). */
export const NO_DEPARTMENT = 'none';

/**
 * Whether the company reports by department (issue 32): it has departments. Until they are known,
 * and when they could not be read, it does not (the page shows what it always showed).
 */
export function useReportsByDepartment(): boolean {
  return (useDepartments().data?.length ?? 0) > 0;
}

/**
 * The department filter of a company's money reports (billings, the overview's figures): all
 * departments (''), one of them (its id; its cost centre beside its name), or orders under none
 * (`none`). A company without departments gets no filter, unless the address already names one
 * (then it stays, to be cleared). A department in the address that the company no longer has (its
 * orders keep it) is offered as "A deleted department".
 */
export function DepartmentFilter({
  value,
  onChange,
  className,
  label = 'Department',
}: {
  value: string;
  onChange: (value: string) => void;
  className?: string;
  label?: string;
}) {
  const query = useDepartments();
  const departments = query.data ?? [];
  if (query.isPending || (departments.length === 0 && value === '')) return null;
  const known = value === '' || value === NO_DEPARTMENT || departments.some(({ id }) => id === value);
  return (
    <Select
      label={label}
      containerClassName={className}
      options={[
        { value: '', label: 'All departments' },
        ...departments.map((department) => ({
          value: department.id,
          label: department.cost_centre ? `${department.name} (${department.cost_centre})` : department.name,
        })),
        ...(known ? [] : [{ value, label: 'A deleted department' }]),
        { value: NO_DEPARTMENT, label: 'No department' },
      ]}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
