import type { ReactNode } from 'react';
import { cn } from './cn';

export type SwitchProps = {
  /** On or off; `aria-checked` reports exactly this. */
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name: says what "on" means. */
  label: string;
  /** The words shown beside the track (the current state, as the screen says it). */
  children: ReactNode;
  disabled?: boolean;
  /** Track colours when on and when off. */
  onTrack: string;
  offTrack: string;
  className?: string;
};

/**
 * A button with role="switch": a sliding track plus words. Its click and key presses stay with the
 * switch, so it can sit in a clickable table row without also opening the row.
 */
export function Switch({
  checked,
  onChange,
  label,
  children,
  disabled,
  onTrack,
  offTrack,
  className,
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        onChange(!checked);
      }}
      onKeyDown={(event) => event.stopPropagation()}
      className={cn('inline-flex items-center rounded-full disabled:opacity-60', className)}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors',
          checked ? onTrack : offTrack,
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </span>
      {children}
    </button>
  );
}
