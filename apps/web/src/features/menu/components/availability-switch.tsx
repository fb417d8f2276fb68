import { cn } from '../../../components/ui/cn';

type Props = { available: boolean; name: string; busy?: boolean; onChange: (available: boolean) => void };

/** AVAILABLE / UNAVAILABLE switch for one menu item (a button with role="switch"). */
export function AvailabilitySwitch({ available, name, busy, onChange }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={available}
      aria-label={`${name} available`}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        onChange(!available);
      }}
      onKeyDown={(event) => event.stopPropagation()}
      className="inline-flex min-h-9 items-center gap-2 rounded-full text-xs font-semibold disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors',
          available ? 'bg-success-700' : 'bg-line-strong',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform',
            available ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </span>
      <span className={available ? 'text-success-800' : 'text-danger-800'}>
        {available ? 'AVAILABLE' : 'UNAVAILABLE'}
      </span>
    </button>
  );
}
