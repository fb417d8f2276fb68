import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { cn } from './cn';

export type OtpInputProps = {
  /** One entry per box; '' for an empty box. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  label: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
};

const isDigit = (text: string) => /^\d$/.test(text);

/**
 * A code split over single-digit boxes. Typing a digit moves on, Backspace clears and moves
 * back, arrows move, and pasting the whole code fills every box.
 */
export function OtpInput({ value, onChange, label, error, disabled, autoFocus }: OtpInputProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const labelId = useId();
  const errorId = useId();
  const length = value.length;

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const setAt = (index: number, digit: string) => {
    const next = [...value];
    next[index] = digit;
    onChange(next);
  };

  const fillFrom = (index: number, digits: string) => {
    const next = [...value];
    let last = index;
    for (let i = 0; i < digits.length && index + i < length; i++) {
      next[index + i] = digits[i]!;
      last = index + i;
    }
    onChange(next);
    focusBox(Math.min(length - 1, last + 1));
  };

  const onInput = (index: number, text: string) => {
    const digits = text.replace(/\D/g, '');
    if (digits.length === 0) {
      setAt(index, '');
      return;
    }
    if (digits.length > 1) {
      // Autofill or typing over a filled box: keep the newest digit, spread a full code.
      if (digits.length >= length) fillFrom(0, digits.slice(0, length));
      else fillFrom(index, digits.length === 2 && value[index] ? digits.slice(-1) : digits);
      return;
    }
    setAt(index, digits);
    if (index < length - 1) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (value[index]) {
        setAt(index, '');
        if (index > 0) focusBox(index - 1);
      } else if (index > 0) {
        const next = [...value];
        next[index - 1] = '';
        onChange(next);
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key.length === 1 && !isDigit(event.key) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (!digits) return;
    fillFrom(digits.length >= length ? 0 : index, digits.slice(0, length));
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend id={labelId} className="mb-2 text-sm font-medium text-ink">
        {label}
      </legend>
      <div className="grid max-w-sm grid-cols-6 gap-2">
        {value.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={index === 0 ? length : 2}
            value={digit}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            data-testid={`otp-box-${index + 1}`}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            className={cn(
              'h-12 w-full min-w-0 rounded-lg border border-line-strong bg-white text-center text-xl font-semibold text-ink tabular-nums shadow-xs sm:h-14',
              'aria-invalid:border-danger-700 disabled:bg-cream-100',
            )}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** An empty code of the given length. */
export const emptyCode = (length: number) => Array.from({ length }, () => '');
