import { zodResolver } from '@hookform/resolvers/zod';
import { splitList } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { markOnboarded, onboard } from '../api/onboard';
import { ADDRESS_FIELDS, AddressFields, EMPTY_ADDRESS } from './address-fields';
import { LunchAndHealthFields } from './lunch-and-health-fields';
import { type IndividualOnboardForm, IndividualOnboardFormSchema, toLunchTime } from './onboarding-schemas';

const FIELDS = [
  ...ADDRESS_FIELDS,
  'lunch_time',
  'allergies',
  'medical_conditions',
  'dietary_preferences',
] as const;

/** Employee onboarding (spec §3, §5): address, lunch time, and health lists as comma-separated text. */
export function IndividualOnboardingForm() {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<IndividualOnboardForm, unknown, z.output<typeof IndividualOnboardFormSchema>>({
    resolver: zodResolver(IndividualOnboardFormSchema),
    defaultValues: {
      ...EMPTY_ADDRESS,
      lunch_time: '12:30',
      allergies: '',
      medical_conditions: '',
      dietary_preferences: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onboard({
        ...values,
        lunch_time: toLunchTime(values.lunch_time),
        allergies: splitList(values.allergies),
        medical_conditions: splitList(values.medical_conditions),
        dietary_preferences: splitList(values.dietary_preferences),
      });
      toast.success('Onboarding complete!');
      markOnboarded(queryClient);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      toast.error(errorMessage(error, 'Onboarding failed. Please try again.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Employee onboarding">
      <AddressFields register={register} errors={errors} line2Required={false} />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-ink">Lunch and health</legend>
        <LunchAndHealthFields
          register={register}
          errors={errors}
          lunchTimeHint="We remind you two hours before, in your time zone."
        />
      </fieldset>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Submitting...">
        Submit
      </Button>
    </form>
  );
}
