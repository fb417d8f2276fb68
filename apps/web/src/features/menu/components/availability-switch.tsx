import { Switch } from '../../../components/ui/switch';

type Props = { available: boolean; name: string; busy?: boolean; onChange: (available: boolean) => void };

/**
 * AVAILABLE / UNAVAILABLE switch for one menu item: on when employees can order it. The state word
 * sits beside the switch, not in it: the switch's name ("Jollof rice available") then holds all of
 * its visible text, whichever the state.
 */
export function AvailabilitySwitch({ available, name, busy, onChange }: Props) {
  return (
    <span className="inline-flex min-h-9 items-center gap-2 text-xs font-semibold">
      <Switch
        checked={available}
        onChange={onChange}
        label={`${name} available`}
        disabled={busy}
        onTrack="bg-success-700"
        offTrack="bg-line-strong"
      >
        {null}
      </Switch>
      <span className={available ? 'text-success-800' : 'text-danger-800'}>
        {available ? 'AVAILABLE' : 'UNAVAILABLE'}
      </span>
    </span>
  );
}
