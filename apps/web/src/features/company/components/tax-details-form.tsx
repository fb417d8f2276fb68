import { type CompanySettings, LegalNameSchema, TaxAddressSchema, TinSchema } from '@lunch/contract';
import { toast } from 'sonner';
import { z } from 'zod';
import { SaveButton } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Loaded } from '../../../components/ui/loaded';
import { Panel } from '../../../components/ui/panel';
import { useApiForm } from '../../../lib/use-api-form';
import { useCompanySettings, useUpdateCompanySettings } from '../api/company-settings';

const TaxDetailsSchema = z.object({
  legal_name: LegalNameSchema,
  tin: TinSchema,
  billing_address: TaxAddressSchema,
});

const formValues = (settings: CompanySettings) => ({
  legal_name: settings.legal_name,
  tin: settings.tin,
  billing_address: settings.billing_address,
});

/** The buyer on the company's tax invoices: its registered name, TIN and billing address. */
export function TaxDetailsForm() {
  const settings = useCompanySettings();
  const update = useUpdateCompanySettings();
  const {
    field,
    submit,
    formState: { isSubmitting, isDirty },
  } = useApiForm(TaxDetailsSchema, {
    defaultValues: { legal_name: '', tin: '', billing_address: '' },
    values: settings.data && formValues(settings.data),
  });

  const onSubmit = submit(
    async (details) => {
      await update.mutateAsync(details);
      toast.success('Tax details saved: your next invoice shows them');
    },
    { failure: 'Could not save the tax details. Please try again.' },
  );

  return (
    <Panel
      title="Tax details"
      description="What your VAT invoices and credit notes say about you. An invoice already issued keeps what it said."
    >
      <Loaded query={settings} loading="Loading tax details" failure="Could not load the tax details.">
        {() => (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Legal name"
                autoComplete="organization"
                hint="As registered with the CAC. Empty: your company name"
                {...field('legal_name')}
              />
              <TextField
                label="TIN (optional)"
                inputMode="numeric"
                autoComplete="off"
                hint="Tax identification number, e.g. 12345678-0001"
                {...field('tin')}
              />
            </div>
            <TextAreaField
              label="Billing address"
              rows={3}
              autoComplete="street-address"
              hint="Empty: the address of your company profile"
              {...field('billing_address')}
            />
            <div>
              <SaveButton saving={isSubmitting} dirty={isDirty}>
                Save tax details
              </SaveButton>
            </div>
          </form>
        )}
      </Loaded>
    </Panel>
  );
}
