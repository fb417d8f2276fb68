import { EmailOnlySchema } from '@lunch/contract';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { requestPasswordReset } from '../../../features/auth/api/request-password-reset';
import { EmailField } from '../../../features/auth/components/account-fields';
import { paths } from '../../../lib/paths';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { useApiForm } from '../../../lib/use-api-form';
import { AuthLayout, textLinkClasses } from './auth-layout';

/** /reset: ask for a password reset code (spec §2, §4). */
export function Component() {
  const navigate = useNavigate();
  const {
    field,
    submit,
    formState: { isSubmitting },
  } = useApiForm(EmailOnlySchema, { defaultValues: { email: readStored(STORAGE_KEYS.email) ?? '' } });

  const onSubmit = submit(
    async ({ email }) => {
      const result = await requestPasswordReset(email);
      writeStored(STORAGE_KEYS.email, email);
      toast.success(result.message || 'A reset code is on its way to your email.');
      navigate(paths.resetPassword);
    },
    { failure: 'An error occurred while requesting the reset.' },
  );

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the email of your account and we'll send you a code to set a new password."
      footer={
        <p className="flex flex-col gap-2 sm:flex-row sm:gap-4">
          <Link to={paths.login} className={textLinkClasses}>
            Back to log in
          </Link>
          <span>
            New here?{' '}
            <Link to={paths.signup} className={textLinkClasses}>
              Create account.
            </Link>
          </span>
        </p>
      }
    >
      <title>Reset password · Lunch</title>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Request a password reset"
      >
        <EmailField {...field('email')} />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Sending...">
          Send
        </Button>
      </form>
    </AuthLayout>
  );
}
