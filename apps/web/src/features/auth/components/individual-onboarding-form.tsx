import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useApiForm } from '../../../lib/use-api-form';
import { markOnboarded, onboard } from '../api/onboard';
import { AddressFields, EMPTY_ADDRESS } from './address-fields';
import { LunchAndHealthFields } from './lunch-and-health-fields';
import { healthInput, IndividualOnboardFormSchema, toLunchTime } from './onboarding-schemas';

/**
 * Employee onboarding (spec §3, §5): address, lunch time, and the health lists as comma-separated
 * text, asked only once the employee ticks the consent to keep them (issue 33).
 */
export function IndividualOnboardingForm() {
  const queryClient = useQueryClient();
  const {
    field,
    submit,
    watch,
    formState: { isSubmitting },
  } = useApiForm(IndividualOnboardFormSchema, {
    defaultValues: {
      ...EMPTY_ADDRESS,
      lunch_time: '12:30',
      allergies: '',
      medical_conditions: '',
      dietary_preferences: '',
      health_consent: false,
    },
  });

  const onSubmit = submit(
    async (values) => {
      const { address_line_1, address_line_2, city, state, country, zip_code } = values;
      await onboard({
        address_line_1,
        address_line_2,
        city,
        state,
        country,
        zip_code,
        lunch_time: toLunchTime(values.lunch_time),
        ...healthInput(values, false),
      });
      toast.success('Onboarding complete!');
      markOnboarded(queryClient);
    },
    { failure: 'Onboarding failed. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Employee onboarding">
      <AddressFields field={field} line2Required={false} />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-ink">Lunch and health</legend>
        <LunchAndHealthFields
          field={field}
          lunchTimeHint="We remind you two hours before, in your time zone."
          askConsent
          showLists={watch('health_consent')}
        />
      </fieldset>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Submitting...">
        Submit
      </Button>
    </form>
  );
}
