import { Switch } from '../../../components/ui/switch';

type Props = { available: boolean; name: string; busy?: boolean; onChange: (available: boolean) => void };

/** AVAILABLE / UNAVAILABLE switch for one menu item: on when employees can order it. */
export function AvailabilitySwitch({ available, name, busy, onChange }: Props) {
  return (
    <Switch
      checked={available}
      onChange={onChange}
      label={`${name} available`}
      disabled={busy}
      onTrack="bg-success-700"
      offTrack="bg-line-strong"
      className="min-h-9 gap-2 text-xs font-semibold"
    >
      {/* The state is the switch's own (aria-checked): the word is for the eye. */}
      <span aria-hidden="true" className={available ? 'text-success-800' : 'text-danger-800'}>
        {available ? 'AVAILABLE' : 'UNAVAILABLE'}
      </span>
    </Switch>
  );
}
