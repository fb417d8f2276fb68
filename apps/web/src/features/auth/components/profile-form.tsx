import { type EmployeeProfile, type IndividualOnboardInput, splitList } from '@lunch/contract';
import { SaveButton } from '../../../components/ui/button';
import { useApiForm } from '../../../lib/use-api-form';
import { LunchAndHealthFields } from './lunch-and-health-fields';
import { fromLunchTime, LunchAndHealthFormSchema, toLunchTime } from './onboarding-schemas';

/** What the profile form saves: lunch time and health lists (the addresses have a panel of their own). */
export type LunchAndHealth = Pick<
  IndividualOnboardInput,
  'lunch_time' | 'allergies' | 'medical_conditions' | 'dietary_preferences'
>;

export type ProfileFormProps = {
  profile: EmployeeProfile;
  /** Saves the lunch time and health lists; throws when it could not. */
  onSave: (input: LunchAndHealth) => Promise<void>;
};

/**
 * The lunch time and health lists, prefilled (the onboarding form's fields and checks); the
 * reminder follows the lunch time, and the healthy-meals filter the lists.
 */
export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const {
    field,
    submit,
    formState: { isSubmitting, isDirty },
    reset,
  } = useApiForm(LunchAndHealthFormSchema, {
    defaultValues: {
      lunch_time: fromLunchTime(profile.lunch_time),
      allergies: profile.allergies.join(', '),
      medical_conditions: profile.medical_conditions.join(', '),
      dietary_preferences: profile.dietary_preferences.join(', '),
    },
  });

  const onSubmit = submit(
    async (values) => {
      await onSave({
        lunch_time: toLunchTime(values.lunch_time),
        allergies: splitList(values.allergies),
        medical_conditions: splitList(values.medical_conditions),
        dietary_preferences: splitList(values.dietary_preferences),
      });
      reset(values);
    },
    { failure: 'Could not save your profile. Please try again.' },
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Lunch and health"
      className="flex max-w-2xl flex-col gap-6 rounded-2xl border border-line bg-white p-5 shadow-xs sm:p-6"
    >
      <LunchAndHealthFields
        field={field}
        lunchTimeHint={`We email you a reminder two hours before, in your time zone (${profile.time_zone}).`}
      />
      <div>
        <SaveButton saving={isSubmitting} dirty={isDirty}>
          Save profile
        </SaveButton>
      </div>
    </form>
  );
}
