import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useId } from 'react';
import { cn } from './cn';

export const controlClasses =
  'block w-full rounded-lg border border-line-strong bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-faint shadow-xs transition-colors hover:border-ink-faint disabled:cursor-not-allowed disabled:bg-cream-100 disabled:text-ink-soft aria-invalid:border-danger-700 aria-invalid:bg-danger-50 sm:text-sm';

type FieldShellProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * Label above, control, then a hint or the error (announced, tied to the control). Fields are
 * required unless their label says "(optional)"; the label holds only its words, so tests and
 * assistive technology can match it exactly.
 */
export function FieldShell({ id, label, error, hint, hideLabel, className, children }: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-700" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type CommonProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
  id?: string;
};

/**
 * Takes a field's props apart: the shell's, the control's id and ARIA wiring (invalid, described
 * by the error or hint), and the rest, which go to the control.
 */
function useField<P extends CommonProps>({
  label,
  error,
  hint,
  hideLabel,
  containerClassName,
  id,
  ...rest
}: P) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return {
    shell: { id: fieldId, label, error, hint, hideLabel, className: containerClassName },
    control: {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined,
    },
    rest,
  };
}

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> &
  CommonProps & { ref?: Ref<HTMLInputElement> };

export function TextField({ className, ...props }: TextFieldProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell {...shell}>
      <input {...control} className={cn(controlClasses, className)} {...rest} />
    </FieldShell>
  );
}

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  CommonProps & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ className, rows = 4, ...props }: TextAreaFieldProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell {...shell}>
      <textarea rows={rows} {...control} className={cn(controlClasses, 'resize-y', className)} {...rest} />
    </FieldShell>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> &
  CommonProps & {
    options: readonly SelectOption[];
    /** A first, empty choice such as "Select a size". */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function Select({ className, options, placeholder, ...props }: SelectProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell {...shell}>
      <select {...control} className={cn(controlClasses, 'appearance-auto pr-8', className)} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
