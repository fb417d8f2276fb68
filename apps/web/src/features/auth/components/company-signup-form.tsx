import { DIAL_CODE } from '@lunch/contract';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { browserTimeZone } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { useApiForm } from '../../../lib/use-api-form';
import { signup } from '../api/signup';
import { PhoneWithDialCode } from './dial-code-field';
import { NewPasswordFields } from './new-password-fields';
import { CompanySignupFormSchema } from './schemas';

/** Signup as a company (account type Company). */
export function CompanySignupForm() {
  const navigate = useNavigate();
  const {
    register,
    submit,
    reset,
    formState: { errors, isSubmitting },
  } = useApiForm(CompanySignupFormSchema, {
    defaultValues: { name: '', email: '', website: '', phone_number: '', password: '', confirmPassword: '' },
  });

  const onSubmit = submit(
    async (values) => {
      const result = await signup({
        account_type: 'Company',
        email: values.email,
        password: values.password,
        name: values.name,
        website: values.website,
        phone_number: values.phone_number,
        dial_code: DIAL_CODE,
        time_zone: browserTimeZone(),
      });
      writeStored(STORAGE_KEYS.email, result.data.email);
      writeStored(STORAGE_KEYS.companyEmail, result.data.email);
      writeStored(STORAGE_KEYS.companyName, values.name.trim());
      reset();
      toast.success('Signup successful! Redirecting...');
      navigate(paths.verify);
    },
    { failure: 'An error occurred. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Company signup">
      <TextField
        label="Company name"
        autoComplete="organization"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Website"
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com"
        required
        error={errors.website?.message}
        {...register('website')}
      />
      <PhoneWithDialCode error={errors.phone_number?.message} {...register('phone_number')} />
      <NewPasswordFields
        password={register('password')}
        confirm={register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Submitting...">
        Sign Up
      </Button>
    </form>
  );
}
