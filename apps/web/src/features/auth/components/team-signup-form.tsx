import { PasswordSchema, TeamSignupSchema } from '@lunch/contract';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useApiForm } from '../../../lib/use-api-form';
import { EmailField, NewPasswordFields } from './account-fields';
import { PhoneWithDialCode } from './dial-code-field';
import { PASSWORDS_MUST_MATCH } from './schemas';
import { useSignup } from './use-signup';

/** The team sign-up form: the contract's fields plus the confirmation. */
const TeamSignupFormSchema = TeamSignupSchema.pick({
  email: true,
  first_name: true,
  last_name: true,
  phone_number: true,
  team_invitation_code: true,
})
  .extend({ password: PasswordSchema, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_MUST_MATCH,
  });

/**
 * Signup as a member of a company's team (issue 32), from an owner's invitation: the link's code
 * (`/signup?team_code=…&email=…`) is filled in, and with the link's email the email field is
 * read-only (it must be the one invited). The new member verifies their email next, like anyone,
 * then signs in to the company's dashboard, already onboarded.
 */
export function TeamSignupForm({ code = '', email = '' }: { code?: string; email?: string }) {
  const {
    field,
    submit,
    reset,
    formState: { isSubmitting },
  } = useApiForm(TeamSignupFormSchema, {
    defaultValues: {
      email,
      password: '',
      confirmPassword: '',
      first_name: '',
      last_name: '',
      phone_number: '',
      team_invitation_code: code,
    },
  });
  const signUp = useSignup(reset);

  const onSubmit = submit(
    (values) =>
      signUp({
        account_type: 'Company',
        team_invitation_code: values.team_invitation_code,
        email: values.email,
        password: values.password,
        first_name: values.first_name,
        last_name: values.last_name,
        phone_number: values.phone_number,
      }),
    { failure: 'An error occurred' },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Team signup">
      <EmailField
        readOnly={email !== ''}
        className={email ? 'bg-cream-100 text-ink-soft' : undefined}
        hint={
          email
            ? 'The email address the invitation was sent to.'
            : 'Use the email address the invitation was sent to.'
        }
        {...field('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" required {...field('last_name')} />
      </div>
      <PhoneWithDialCode {...field('phone_number')} />
      <TextField
        label="Team invitation code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        hint="The 8-character code from the invitation email."
        {...field('team_invitation_code')}
      />
      <NewPasswordFields field={field} />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Signing Up...">
        Sign Up
      </Button>
    </form>
  );
}
