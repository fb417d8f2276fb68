import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useApiForm } from '../../../lib/use-api-form';
import { EmailField, NewPasswordFields } from './account-fields';
import { PhoneWithDialCode } from './dial-code-field';
import { EmployeeSignupFormSchema } from './schemas';
import { useSignup } from './use-signup';

/** Signup as an employee (account type Individual), with the company's invitation code. */
export function EmployeeSignupForm({ code = '', email = '' }: { code?: string; email?: string }) {
  const {
    field,
    submit,
    reset,
    formState: { isSubmitting },
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
  const signUp = useSignup(reset);

  const onSubmit = submit(
    (values) =>
      signUp({
        account_type: 'Individual',
        email: values.email,
        password: values.password,
        first_name: values.first_name,
        last_name: values.last_name,
        phone_number: values.phone_number,
        invitation_code: values.invitation_code,
      }),
    { failure: 'An error occurred' },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Employee signup">
      <EmailField {...field('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" required {...field('last_name')} />
      </div>
      <PhoneWithDialCode {...field('phone_number')} />
      <TextField
        label="Invitation code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        hint="The 8-character code from your company's invitation email."
        {...field('invitation_code')}
      />
      <NewPasswordFields field={field} />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Signing Up...">
        Sign Up
      </Button>
    </form>
  );
}
