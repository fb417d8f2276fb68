import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { areaHome } from '../../../lib/paths';
import { useApiForm } from '../../../lib/use-api-form';
import { meQuery } from '../../../lib/use-me';
import { login } from '../api/login';
import { signup } from '../api/signup';
import { EmailField, NewPasswordFields } from './account-fields';
import { RestaurantSignupFormSchema } from './schemas';

/**
 * Signup as a restaurant (account type Restaurant) with the code a platform admin's invitation
 * mailed to its contact email. The email counts as verified (the code reached it), so the
 * restaurant is signed in at once and lands on its tickets. With the invitation link's email the
 * email field is read-only.
 */
export function RestaurantSignupForm({ code = '', email = '' }: { code?: string; email?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    field,
    submit,
    formState: { isSubmitting },
  } = useApiForm(RestaurantSignupFormSchema, {
    defaultValues: { email, password: '', confirmPassword: '', invitation_code: code },
  });

  const onSubmit = submit(
    async (values) => {
      await signup({
        account_type: 'Restaurant',
        email: values.email,
        password: values.password,
        invitation_code: values.invitation_code,
      });
      await login({ identifier: values.email, password: values.password });
      // A new session: forget anything cached for a previous one, then ask who signed in.
      queryClient.removeQueries();
      await queryClient.prefetchQuery(meQuery);
      toast.success('Welcome! Your restaurant is signed up.');
      await navigate(areaHome.Restaurant, { replace: true });
    },
    { failure: 'An error occurred' },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Restaurant signup">
      <EmailField
        readOnly={email !== ''}
        className={email ? 'bg-cream-100 text-ink-soft' : undefined}
        hint={email ? 'The contact email the platform admin invited.' : undefined}
        {...field('email')}
      />
      <TextField
        label="Invitation code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        hint="The 8-character code from the invitation email."
        {...field('invitation_code')}
      />
      <NewPasswordFields field={field} />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Signing Up...">
        Sign Up
      </Button>
    </form>
  );
}
