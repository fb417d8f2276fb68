import { COMPANY_SIZE_LABELS, COMPANY_SIZES } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Select, TextField } from '../../../components/ui/field';
import { browserTimeZone } from '../../../lib/format-date';
import { useApiForm } from '../../../lib/use-api-form';
import { companyProfileQuery } from '../api/company-profile';
import { markOnboarded, onboard } from '../api/onboard';
import { AddressFields, EMPTY_ADDRESS } from './address-fields';
import { type CompanyOnboardForm, CompanyOnboardFormSchema } from './onboarding-schemas';
import { TimeZoneField } from './time-zone-field';

const sizeOptions = COMPANY_SIZES.map((size) => ({ value: size, label: COMPANY_SIZE_LABELS[size] }));

/**
 * Company onboarding (spec §3, §5): address, monthly budget per employee, company size, and the
 * company's time zone (the browser's to start with; its clock for budgets and order hours).
 */
export function CompanyOnboardingForm() {
  const queryClient = useQueryClient();
  const [startZone] = useState(browserTimeZone);
  const {
    field,
    submit,
    formState: { isSubmitting },
  } = useApiForm(CompanyOnboardFormSchema, {
    defaultValues: {
      ...EMPTY_ADDRESS,
      max_spend_amount_per_employee: '',
      size: '' as CompanyOnboardForm['size'],
      time_zone: startZone,
    },
  });

  const onSubmit = submit(
    async (values) => {
      await onboard({
        ...values,
        max_spend_amount_per_employee: values.max_spend_amount_per_employee.replaceAll(',', ''),
      });
      toast.success('Onboarding complete!');
      markOnboarded(queryClient, { time_zone: values.time_zone });
      void queryClient.invalidateQueries({ queryKey: companyProfileQuery.queryKey });
    },
    { failure: 'Onboarding failed. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Company onboarding">
      <AddressFields field={field} line2Required />
      <TimeZoneField current={startZone} {...field('time_zone')} />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-ink">Lunch budget</legend>
        <TextField
          label="Max spend per employee per month (₦)"
          inputMode="decimal"
          placeholder="50000"
          required
          hint="What each invited employee can spend on lunch in a calendar month, in naira."
          {...field('max_spend_amount_per_employee')}
        />
        <Select
          label="Company size"
          required
          placeholder="Select company size"
          options={sizeOptions}
          {...field('size')}
        />
      </fieldset>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Submitting...">
        Submit
      </Button>
    </form>
  );
}
