import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';

type LunchAndHealthValues = {
  lunch_time: string;
  allergies: string;
  medical_conditions: string;
  dietary_preferences: string;
};

/** Lunch time and the health lists (comma-separated), as employee onboarding and the profile ask for them. */
export function LunchAndHealthFields<T extends LunchAndHealthValues>({
  register,
  errors,
  lunchTimeHint,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  lunchTimeHint: string;
}) {
  // The forms have more fields than these; narrow to the shared part.
  const reg = register as unknown as UseFormRegister<LunchAndHealthValues>;
  const err = errors as FieldErrors<LunchAndHealthValues>;
  return (
    <>
      <TextField
        label="Lunch time"
        type="time"
        required
        hint={lunchTimeHint}
        error={err.lunch_time?.message}
        className="sm:max-w-48"
        {...reg('lunch_time')}
      />
      <TextField
        label="Allergies"
        placeholder="peanuts, shellfish"
        hint="Separate several with commas. Meals containing these are left out of Healthy meals."
        error={err.allergies?.message}
        {...reg('allergies')}
      />
      <TextField
        label="Medical conditions"
        placeholder="diabetes, hypertension"
        hint="Separate several with commas. Healthy meals suit at least one of them."
        error={err.medical_conditions?.message}
        {...reg('medical_conditions')}
      />
      <TextField
        label="Dietary preferences"
        placeholder="vegetarian, halal"
        hint="Separate several with commas. Healthy meals suit at least one of them."
        error={err.dietary_preferences?.message}
        {...reg('dietary_preferences')}
      />
    </>
  );
}
