import { TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** The badge of a delivery whose order conflicts with the employee's allergies, conditions or diets. */
export function HealthWarningBadge() {
  return (
    <Badge tone="danger" className="gap-1">
      <TriangleAlert className="size-3.5" aria-hidden="true" />
      Allergy/diet warning
    </Badge>
  );
}

/** What the order conflicts with, in words ("peanuts (allergy), vegetarian (diet)"), as the labels print it. */
export function HealthWarningText({ conflicts }: { conflicts: readonly string[] }) {
  return (
    <p className="flex items-start gap-1.5 font-semibold text-danger-800">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>Allergy/diet warning: {conflicts.join(', ')}</span>
    </p>
  );
}
