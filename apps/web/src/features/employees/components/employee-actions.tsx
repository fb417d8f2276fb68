import type { UserRow } from '@lunch/contract';
import { Button } from '../../../components/ui/button';

/** What an owner or a people member may do to one employee of the list: set their budget, remove them. */
export function EmployeeActions({
  employee,
  onEditBudget,
  onRemove,
}: {
  employee: UserRow;
  onEditBudget: (row: UserRow) => void;
  onRemove: (row: UserRow) => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2 *:whitespace-nowrap">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onEditBudget(employee)}
        aria-label={`Set budget for ${employee.name}`}
      >
        Set budget
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onRemove(employee)}
        aria-label={`Remove ${employee.name}`}
      >
        Remove
      </Button>
    </div>
  );
}
