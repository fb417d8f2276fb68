import { TextField } from '../../../components/ui/field';
import type { FieldOf } from '../../../lib/use-api-form';

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

/** Lunch time and the health lists (comma-separated), as employee onboarding and the profile ask for them. */
export function LunchAndHealthFields({
  field,
  lunchTimeHint,
}: {
  field: FieldOf<'lunch_time' | (typeof HEALTH_LISTS)[number]['name']>;
  lunchTimeHint: string;
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
      {HEALTH_LISTS.map(({ name, ...list }) => (
        <TextField key={name} {...list} {...field(name)} />
      ))}
    </>
  );
}
