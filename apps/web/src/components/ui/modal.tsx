import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from './cn';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (Cancel, Save…). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** When false, Escape and the backdrop do not close it (e.g. while saving). */
  dismissible?: boolean;
  className?: string;
};

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A modal dialog on the native `<dialog>` element opened with `showModal()`: the rest of the page
 * is inert (focus stays inside), Escape closes it, it is labelled by its title, and focus goes
 * back to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  className,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    if (open) return;
    const target = opener.current;
    opener.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop; Escape is the keyboard way (onCancel)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onCloseRef.current();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (dismissible && event.target === event.currentTarget) onCloseRef.current();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50',
        widths[size],
        className,
      )}
    >
      {open ? (
        <div className="relative flex max-h-[85vh] flex-col">
          <div className="border-b border-line py-4 pr-14 pl-5">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-ink-soft">
                {description}
              </p>
            ) : null}
          </div>
          {children ? (
            <div
              // A long body scrolls: it takes focus so the keyboard can scroll it (axe scrollable-region-focusable).
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
              tabIndex={0}
              className="overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {children}
            </div>
          ) : null}
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end">
              {footer}
            </div>
          ) : null}
          {/* Last in the tab order, so that opening the dialog focuses its first field or action. */}
          {dismissible ? (
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              className="absolute top-3 right-3 rounded-md p-1.5 text-ink-soft hover:bg-cream-100 hover:text-ink"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
