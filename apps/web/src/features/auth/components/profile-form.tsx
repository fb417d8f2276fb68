import { type EmployeeProfile, type IndividualOnboardInput, splitList } from '@lunch/contract';
import { SaveButton } from '../../../components/ui/button';
import { useApiForm } from '../../../lib/use-api-form';
import { LunchAndHealthFields } from './lunch-and-health-fields';
import { fromLunchTime, LunchAndHealthFormSchema, toLunchTime } from './onboarding-schemas';

export type ProfileFormProps = {
  profile: EmployeeProfile;
  /** Saves the whole onboarding payload (the address is sent back unchanged); throws when it could not. */
  onSave: (input: IndividualOnboardInput) => Promise<void>;
};

/** Lunch time and health lists, prefilled; the healthy-meals filter follows what is saved here. */
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
        address_line_1: profile.address_line_1,
        address_line_2: profile.address_line_2,
        city: profile.city,
        state: profile.state,
        country: profile.country,
        zip_code: profile.zip_code,
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
      className="flex max-w-2xl flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-xs sm:p-6"
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
