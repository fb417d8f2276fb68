import type { CompanyProfile } from '@lunch/contract';
import { toast } from 'sonner';
import { SaveButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdateCompanyProfile } from '../api/company-profile';
import { AddressFields } from './address-fields';
import { PhoneWithDialCode } from './dial-code-field';
import { CompanyProfileFormSchema, type CompanyProfileForm as Values } from './onboarding-schemas';
import { TimeZoneField } from './time-zone-field';

const formValues = (profile: CompanyProfile): Values => ({
  name: profile.name,
  website: profile.website,
  phone_number: profile.phone_number,
  address_line_1: profile.address_line_1,
  address_line_2: profile.address_line_2,
  city: profile.city,
  state: profile.state,
  country: profile.country,
  zip_code: profile.zip_code,
  time_zone: profile.time_zone,
});

const cardClasses = 'flex flex-col gap-6 rounded-2xl border border-line bg-white p-5 shadow-xs sm:p-6';

/**
 * The company's name, website, contact phone, address and time zone, prefilled; the login email is
 * shown, not edited. Checked as signup and onboarding check them; saved with `PATCH /company/profile`.
 */
export function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const update = useUpdateCompanyProfile();
  const {
    field,
    submit,
    formState: { isSubmitting, isDirty },
  } = useApiForm(CompanyProfileFormSchema, {
    defaultValues: formValues(profile),
    values: formValues(profile),
  });

  const onSubmit = submit(
    async (values) => {
      await update.mutateAsync(values);
      toast.success('Company profile saved');
    },
    { failure: 'Could not save the company profile. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Company profile" className={`max-w-3xl ${cardClasses}`}>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-ink">Company</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Company name" autoComplete="organization" required {...field('name')} />
          <TextField
            label="Website"
            inputMode="url"
            autoComplete="url"
            placeholder="https://example.com"
            required
            {...field('website')}
          />
        </div>
        <TextField
          label="Login email"
          type="email"
          value={profile.email}
          readOnly
          className="read-only:bg-cream-100"
          hint="You sign in with this address; it cannot be changed here."
        />
        <PhoneWithDialCode {...field('phone_number')} />
      </fieldset>
      <AddressFields field={field} line2Required />
      <TimeZoneField current={profile.time_zone} {...field('time_zone')} />
      <div>
        <SaveButton saving={isSubmitting} dirty={isDirty}>
          Save profile
        </SaveButton>
      </div>
    </form>
  );
}
