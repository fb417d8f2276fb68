import { HEALTH_CONSENT_TEXT } from '@lunch/contract';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/field';
import { paths } from '../../../lib/paths';
import type { FieldOf, FieldProps } from '../../../lib/use-api-form';

/** The health lists, each comma-separated text. */
const HEALTH_LISTS = [
  {
    name: 'allergies',
    label: 'Allergies',
    placeholder: 'peanuts, shellfish',
    hint: 'Separate several with commas. Meals containing these are left out of Healthy meals.',
  },
  {
    name: 'medical_conditions',
    label: 'Medical conditions',
    placeholder: 'diabetes, hypertension',
    hint: 'Separate several with commas. Healthy meals suit at least one of them.',
  },
  {
    name: 'dietary_preferences',
    label: 'Dietary preferences',
    placeholder: 'vegetarian, halal',
    hint: 'Separate several with commas. Healthy meals suit at least one of them.',
  },
] as const;

type HealthListName = (typeof HEALTH_LISTS)[number]['name'];

/**
 * The explicit consent to keep health data (issue 33): the contract's words, unticked until the
 * employee ticks it, and a link to the privacy page (in a new tab, so the form keeps what was typed).
 */
export function HealthConsentCheckbox({ error, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line bg-cream-50 p-4">
      <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          aria-describedby={error ? `${id}-error` : `${id}-more`}
          aria-invalid={error ? true : undefined}
          {...input}
        />
        <span>{HEALTH_CONSENT_TEXT}</span>
      </label>
      <p id={`${id}-more`} className="text-sm text-ink-soft">
        Optional. Without it we keep no allergies, conditions or diets, and the menu shows every meal.{' '}
        <Link
          to={paths.privacy}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          How we use your data (opens in a new tab)
        </Link>
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Lunch time and the health lists (comma-separated), as employee onboarding and the profile ask
 * for them. `askConsent`: the consent checkbox comes first; `showLists`: the lists (once consent is
 * ticked or given); `consentNote`: what is said of a consent already given.
 */
export function LunchAndHealthFields({
  field,
  lunchTimeHint,
  askConsent,
  showLists,
  consentNote,
}: {
  field: FieldOf<'lunch_time' | 'health_consent' | HealthListName>;
  lunchTimeHint: string;
  askConsent: boolean;
  showLists: boolean;
  consentNote?: ReactNode;
}) {
  return (
    <>
      <TextField
        label="Lunch time"
        type="time"
        required
        hint={lunchTimeHint}
        className="sm:max-w-48"
        {...field('lunch_time')}
      />
      {askConsent ? <HealthConsentCheckbox {...field('health_consent')} /> : null}
      {consentNote ? <p className="text-sm text-ink-soft">{consentNote}</p> : null}
      {showLists
        ? HEALTH_LISTS.map(({ name, ...list }) => <TextField key={name} {...list} {...field(name)} />)
        : null}
    </>
  );
}
