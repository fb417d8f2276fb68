import { cn } from '../../../components/ui/cn';

/**
 * The 'Healthy meals' / 'All meals' switch (spec §2): off lists meals that suit the employee's
 * health profile, on lists every meal.
 */
export function HealthyToggle({
  allMeals,
  onChange,
}: {
  allMeals: boolean;
  onChange: (allMeals: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={allMeals}
      onClick={() => onChange(!allMeals)}
      className="inline-flex min-h-11 items-center gap-3 rounded-full border border-line-strong bg-white py-1.5 pr-4 pl-1.5 text-sm font-semibold text-ink hover:bg-cream-100"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors',
          allMeals ? 'bg-brand-700' : 'bg-leaf-600',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform',
            allMeals ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </span>
      {allMeals ? 'All meals' : 'Healthy meals'}
    </button>
  );
}
