import type { Billing } from '@lunch/contract';
import type { Column } from '../../../components/ui/data-table';

/**
 * The department an order's movement was placed under, with its cost centre below, as the order
 * kept them (issue 32); "No department" for an order under none, a dash for a top-up.
 */
export const departmentColumn: Column<Billing> = {
  key: 'department',
  header: 'Department',
  cell: (row) => {
    if (!row.department) return row.order_id ? <span className="text-ink-soft">No department</span> : '—';
    return (
      <span className="flex flex-col">
        <span>{row.department.name}</span>
        {row.cost_centre ? (
          <span className="text-xs text-ink-soft">Cost centre {row.cost_centre}</span>
        ) : null}
      </span>
    );
  },
};
