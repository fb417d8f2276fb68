import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { useApiForm } from '../../../lib/use-api-form';
import { EmailField, NewPasswordFields } from './account-fields';
import { PhoneWithDialCode } from './dial-code-field';
import { CompanySignupFormSchema } from './schemas';
import { useSignup } from './use-signup';

/** Signup as a company (account type Company). */
export function CompanySignupForm() {
  const {
    field,
    submit,
    reset,
    formState: { isSubmitting },
  } = useApiForm(CompanySignupFormSchema, {
    defaultValues: { name: '', email: '', website: '', phone_number: '', password: '', confirmPassword: '' },
  });
  const signUp = useSignup(reset);

  const onSubmit = submit(
    async (values) => {
      const { email } = await signUp({
        account_type: 'Company',
        email: values.email,
        password: values.password,
        name: values.name,
        website: values.website,
        phone_number: values.phone_number,
      });
      writeStored(STORAGE_KEYS.companyEmail, email);
      writeStored(STORAGE_KEYS.companyName, values.name.trim());
    },
    { failure: 'An error occurred. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Company signup">
      <TextField label="Company name" autoComplete="organization" required {...field('name')} />
      <EmailField {...field('email')} />
      <TextField
        label="Website"
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com"
        required
        {...field('website')}
      />
      <PhoneWithDialCode {...field('phone_number')} />
      <NewPasswordFields field={field} />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Submitting...">
        Sign Up
      </Button>
    </form>
  );
}
