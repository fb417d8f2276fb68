import type { EmployeeProfile, IndividualOnboardInput } from '@lunch/contract';
import { SaveButton } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import { useApiForm } from '../../../lib/use-api-form';
import { LunchAndHealthFields } from './lunch-and-health-fields';
import { fromLunchTime, healthInput, LunchAndHealthFormSchema, toLunchTime } from './onboarding-schemas';

/** What the profile form saves: lunch time, health lists and consent (the addresses have a panel of their own). */
export type LunchAndHealth = Pick<
  IndividualOnboardInput,
  'lunch_time' | 'allergies' | 'medical_conditions' | 'dietary_preferences' | 'health_consent'
>;

export type ProfileFormProps = {
  profile: EmployeeProfile;
  /** Saves the lunch time and health lists; throws when it could not. */
  onSave: (input: LunchAndHealth) => Promise<void>;
};

const formValues = (profile: EmployeeProfile) => ({
  lunch_time: fromLunchTime(profile.lunch_time),
  allergies: profile.allergies.join(', '),
  medical_conditions: profile.medical_conditions.join(', '),
  dietary_preferences: profile.dietary_preferences.join(', '),
  health_consent: false,
});

/**
 * The lunch time and health lists, prefilled (the onboarding form's fields and checks); the
 * reminder follows the lunch time, and the healthy-meals filter the lists. The lists are shown and
 * saved once consent is given (issue 33): given before, they are edited as they are; not given, the
 * consent checkbox comes first (unticked), and saving without ticking it sends no health data.
 * Withdrawing is the Health data consent panel's.
 */
export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const given = profile.health_consent.given;
  const {
    field,
    submit,
    watch,
    formState: { isSubmitting, isDirty },
    reset,
  } = useApiForm(LunchAndHealthFormSchema, {
    defaultValues: formValues(profile),
    values: formValues(profile),
  });

  const onSubmit = submit(
    async (values) => {
      await onSave({ lunch_time: toLunchTime(values.lunch_time), ...healthInput(values, given) });
      reset(values);
    },
    { failure: 'Could not save your profile. Please try again.' },
  );

  const givenAt = profile.health_consent.given_at;
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
        askConsent={!given}
        showLists={given || watch('health_consent')}
        consentNote={
          given && givenAt
            ? `You agreed on ${formatDateTime(givenAt, profile.time_zone)} that we keep your health details. To withdraw it, see Health data consent below.`
            : undefined
        }
      />
      <div>
        <SaveButton saving={isSubmitting} dirty={isDirty}>
          Save profile
        </SaveButton>
      </div>
    </form>
  );
}
