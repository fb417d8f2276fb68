import { splitList } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useApiForm } from '../../../lib/use-api-form';
import { markOnboarded, onboard } from '../api/onboard';
import { AddressFields, EMPTY_ADDRESS } from './address-fields';
import { LunchAndHealthFields } from './lunch-and-health-fields';
import { IndividualOnboardFormSchema, toLunchTime } from './onboarding-schemas';

/** Employee onboarding (spec §3, §5): address, lunch time, and health lists as comma-separated text. */
export function IndividualOnboardingForm() {
  const queryClient = useQueryClient();
  const {
    field,
    submit,
    formState: { isSubmitting },
  } = useApiForm(IndividualOnboardFormSchema, {
    defaultValues: {
      ...EMPTY_ADDRESS,
      lunch_time: '12:30',
      allergies: '',
      medical_conditions: '',
      dietary_preferences: '',
    },
  });

  const onSubmit = submit(
    async (values) => {
      await onboard({
        ...values,
        lunch_time: toLunchTime(values.lunch_time),
        allergies: splitList(values.allergies),
        medical_conditions: splitList(values.medical_conditions),
        dietary_preferences: splitList(values.dietary_preferences),
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
        />
      </fieldset>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Submitting...">
        Submit
      </Button>
    </form>
  );
}
