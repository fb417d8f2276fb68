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
import { EmployeeSignupFormSchema } from './schemas';

/** Signup as an employee (account type Individual), with the company's invitation code. */
export function EmployeeSignupForm({ code = '', email = '' }: { code?: string; email?: string }) {
  const navigate = useNavigate();
  const {
    register,
    submit,
    reset,
    formState: { errors, isSubmitting },
  } = useApiForm(EmployeeSignupFormSchema, {
    defaultValues: {
      email,
      password: '',
      confirmPassword: '',
      first_name: '',
      last_name: '',
      phone_number: '',
      invitation_code: code,
    },
  });

  const onSubmit = submit(
    async (values) => {
      const result = await signup({
        account_type: 'Individual',
        email: values.email,
        password: values.password,
        first_name: values.first_name,
        last_name: values.last_name,
        phone_number: values.phone_number,
        invitation_code: values.invitation_code,
        dial_code: DIAL_CODE,
        time_zone: browserTimeZone(),
      });
      writeStored(STORAGE_KEYS.email, result.data.email);
      reset();
      toast.success('Signup successful! Redirecting...');
      navigate(paths.verify);
    },
    { failure: 'An error occurred' },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Employee signup">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <PhoneWithDialCode error={errors.phone_number?.message} {...register('phone_number')} />
      <TextField
        label="Invitation code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        hint="The 8-character code from your company's invitation email."
        error={errors.invitation_code?.message}
        {...register('invitation_code')}
      />
      <NewPasswordFields
        password={register('password')}
        confirm={register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Signing Up...">
        Sign Up
      </Button>
    </form>
  );
}
