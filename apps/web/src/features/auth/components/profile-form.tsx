import { type EmployeeProfile, type IndividualOnboardInput, splitList } from '@lunch/contract';
import { SaveButton } from '../../../components/ui/button';
import { useApiForm } from '../../../lib/use-api-form';
import { AddressFields } from './address-fields';
import { LunchAndHealthFields } from './lunch-and-health-fields';
import { fromLunchTime, IndividualOnboardFormSchema, toLunchTime } from './onboarding-schemas';

export type ProfileFormProps = {
  profile: EmployeeProfile;
  /** Saves the whole onboarding payload; throws when it could not. */
  onSave: (input: IndividualOnboardInput) => Promise<void>;
};

/**
 * The delivery address, lunch time and health lists, prefilled (the onboarding form's fields and
 * checks); lunch is delivered to the address saved here, and the healthy-meals filter follows the lists.
 */
export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const {
    field,
    submit,
    formState: { isSubmitting, isDirty },
    reset,
  } = useApiForm(IndividualOnboardFormSchema, {
    defaultValues: {
      address_line_1: profile.address_line_1,
      address_line_2: profile.address_line_2,
      city: profile.city,
      state: profile.state,
      country: profile.country,
      zip_code: profile.zip_code,
      lunch_time: fromLunchTime(profile.lunch_time),
      allergies: profile.allergies.join(', '),
      medical_conditions: profile.medical_conditions.join(', '),
      dietary_preferences: profile.dietary_preferences.join(', '),
    },
  });

  const onSubmit = submit(
    async (values) => {
      await onSave({
        ...values,
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
      aria-label="Delivery, lunch and health"
      className="flex max-w-2xl flex-col gap-6 rounded-2xl border border-line bg-white p-5 shadow-xs sm:p-6"
    >
      <AddressFields field={field} line2Required={false} legend="Delivery address" />
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
