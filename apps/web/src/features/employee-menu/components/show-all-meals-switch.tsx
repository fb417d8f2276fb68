import { Switch } from '../../../components/ui/switch';

/**
 * The menu filter of spec §2. On: every meal. Off: only meals that suit the employee's health
 * profile. The screen shows the current choice ('Healthy meals' off, 'All meals' on); the
 * accessible name says what "on" means and then that choice, so "checked" reads true.
 */
export function ShowAllMealsSwitch({
  showAll,
  onChange,
}: {
  showAll: boolean;
  onChange: (showAll: boolean) => void;
}) {
  const shown = showAll ? 'All meals' : 'Healthy meals';
  return (
    <Switch
      checked={showAll}
      onChange={onChange}
      label={`Show all meals (showing: ${shown})`}
      onTrack="bg-brand-700"
      offTrack="bg-leaf-600"
      className="min-h-11 gap-3 border border-line-strong bg-white py-1.5 pr-4 pl-1.5 text-sm font-semibold text-ink hover:bg-cream-100"
    >
      {shown}
    </Switch>
  );
}
