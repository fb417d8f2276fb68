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
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** The error (announced), else the hint, below a field; `${id}-error` or `${id}-hint` describes the control. */
function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error)
    return (
      <p id={`${id}-error`} className="text-sm text-danger-700" role="alert">
        {error}
      </p>
    );
  if (hint)
    return (
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {hint}
      </p>
    );
  return null;
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

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
      'aria-describedby': describedBy(fieldId, error, hint),
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

/** An amount in naira: a number field that steps by the kobo. */
export function MoneyField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'step'>) {
  return <TextField type="number" inputMode="decimal" step="0.01" {...props} />;
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

export type CheckboxGroupProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  legend: ReactNode;
  options: readonly SelectOption[];
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Checkboxes as chips in a fieldset, all with one name (react-hook-form gives the ticked values as
 * a list), then the error or a hint.
 */
export function CheckboxGroup({ legend, options, error, hint, ...input }: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy(id, error, hint)}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-line-strong bg-white px-3 text-sm',
              'has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-3 has-focus-visible:outline-brand-800',
            )}
          >
            <input type="checkbox" value={option.value} className="size-4 accent-brand-700" {...input} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  );
}
