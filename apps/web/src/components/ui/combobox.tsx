import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { cn } from './cn';
import { controlClasses, FieldShell } from './field';

export type ComboboxOption = { id: string; label: string; detail?: string };

export type ComboboxProps = {
  label: string;
  placeholder?: string;
  /** What the box shows: the text typed, or the choice picked. */
  text: string;
  onTextChange: (text: string) => void;
  /** The choices for the text (the caller finds them, e.g. a server search). */
  options: readonly ComboboxOption[];
  onPick: (option: ComboboxOption) => void;
  /** A choice is picked: the box offers to clear it. */
  picked?: boolean;
  onClear?: () => void;
  clearLabel?: string;
  /** Shown (and announced) when the open list has no choice: still searching, or nothing matches. */
  status?: string;
  /** The list opened (to find its choices only then). */
  onOpenChange?: (open: boolean) => void;
  /** The field's class (its place in a grid). */
  className?: string;
};

/**
 * A text box that suggests choices as one types (the WAI-ARIA combobox with a list box): Down and
 * Up move through them, Enter picks one, Escape closes the list; a click picks too.
 */
export function Combobox({
  label,
  placeholder,
  text,
  onTextChange,
  options,
  onPick,
  picked = false,
  onClear,
  clearLabel = `Clear ${label.toLowerCase()}`,
  status,
  onOpenChange,
  className,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    setActive(-1);
    onOpenChange?.(next);
  };
  const pick = (option: ComboboxOption) => {
    onPick(option);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        options.length === 0 ? -1 : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const showList = open && options.length > 0;

  return (
    <FieldShell id={id} label={label} className={className}>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            if (!open) setOpen(true);
            else setActive(-1);
          }}
          onFocus={() => !picked && setOpen(true)}
          onBlur={() => open && setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(controlClasses, picked && onClear && 'pr-10')}
        />
        {picked && onClear ? (
          <button
            type="button"
            aria-label={clearLabel}
            onClick={onClear}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-ink-soft hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!showList}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg"
        >
          {options.map((option, index) => (
            // The box's keys (aria-activedescendant) move through the options: they take no focus.
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: see above
            <div
              key={option.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the box, so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm',
                index === active ? 'bg-brand-100 text-ink' : 'hover:bg-cream-100',
              )}
            >
              <span className="block font-medium">{option.label}</span>
              {option.detail ? <span className="block text-xs text-ink-soft">{option.detail}</span> : null}
            </div>
          ))}
        </div>
        {open && options.length === 0 && status ? (
          <p
            role="status"
            className="absolute z-20 mt-1 w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink-soft shadow-lg"
          >
            {status}
          </p>
        ) : null}
      </div>
    </FieldShell>
  );
}
