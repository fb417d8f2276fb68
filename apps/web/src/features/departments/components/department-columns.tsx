import { type Department, formatNaira, parseNaira, WEEK_DAY_LABELS } from '@lunch/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { paths } from '../../../lib/paths';

/** A rule the department leaves to the company, in words. */
const Company = () => <span className="text-ink-soft">Company's</span>;

const money = (value: string | null) => (value === null ? <Company /> : formatNaira(parseNaira(value)));

const daysOf = (department: Department) =>
  department.order_days === null ? (
    <Company />
  ) : department.order_days.length === 0 ? (
    'No day'
  ) : (
    department.order_days.map((day) => WEEK_DAY_LABELS[day].slice(0, 3)).join(', ')
  );

/**
 * The departments list: name, cost centre, each rule (else the company's), its employees (a link
 * to them on the employees list) and, for a member who may change them, the buttons that edit and
 * delete each.
 */
export function departmentColumns(
  actions: { onEdit: (department: Department) => void; onDelete: (department: Department) => void } | null,
): Column<Department>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (department) => <span className="font-medium">{department.name}</span>,
    },
    { key: 'cost_centre', header: 'Cost centre' },
    {
      key: 'monthly_budget',
      header: 'Monthly budget',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (department) => money(department.monthly_budget),
    },
    {
      key: 'caps',
      header: 'Caps',
      className: 'whitespace-nowrap',
      cell: (department) => (
        <dl className="grid grid-cols-[auto_auto] gap-x-2">
          <dt className="text-ink-soft">Per order</dt>
          <dd>{money(department.per_order_cap)}</dd>
          <dt className="text-ink-soft">Per day</dt>
          <dd>{money(department.per_day_cap)}</dd>
        </dl>
      ),
    },
    { key: 'order_days', header: 'Delivery days', cell: daysOf },
    {
      key: 'employees',
      header: 'Employees',
      align: 'right',
      cell: (department) => (
        <Link
          to={`${paths.dashboard.employees}?department_id=${department.id}`}
          className="font-medium text-brand-800 underline tabular-nums"
        >
          {department.employees}{' '}
          <span className="sr-only">
            {department.employees === 1 ? 'employee' : 'employees'} in {department.name}
          </span>
        </Link>
      ),
    },
    ...(actions
      ? [
          {
            key: 'actions',
            header: 'Actions',
            align: 'right' as const,
            cell: (department: Department) => (
              <div className="flex justify-end gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => actions.onEdit(department)}
                  aria-label={`Edit ${department.name}`}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => actions.onDelete(department)}
                  aria-label={`Delete ${department.name}`}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];
}
