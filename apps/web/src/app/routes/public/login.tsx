import { LOGIN_REDIRECT_MS, LoginSchema, TOAST_MS } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { login } from '../../../features/auth/api/login';
import { EmailField } from '../../../features/auth/components/account-fields';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { useApiForm } from '../../../lib/use-api-form';
import { meQuery } from '../../../lib/use-me';
import { AuthLayout, textLinkClasses } from './auth-layout';

/**
 * /login (spec §2, §4): on success a toast, then after 2 seconds /onboarding (not yet onboarded)
 * or /auth-onboard. Failures show the server's message in a 5-second error toast.
 */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [redirecting, setRedirecting] = useState(false);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const {
    field,
    submit,
    formState: { isSubmitting },
  } = useApiForm(LoginSchema, {
    defaultValues: { identifier: readStored(STORAGE_KEYS.email) ?? '', password: '' },
  });

  const onSubmit = submit(
    async (values) => {
      setUnverifiedEmail(null);
      const result = await login(values);
      // A new session: forget anything cached for a previous one, then ask who signed in.
      queryClient.removeQueries();
      await queryClient.prefetchQuery(meQuery);
      toast.success('Login successful! Redirecting...');
      setRedirecting(true);
      timer.current = window.setTimeout(() => {
        navigate(result.data.onboarded === false ? paths.onboarding : paths.authOnboard);
      }, LOGIN_REDIRECT_MS);
    },
    {
      failure: 'An error occurred while logging in.',
      toastDuration: TOAST_MS,
      onFailure: (error, values) => {
        if (error instanceof ApiError && error.status === 403 && /verify/i.test(error.message)) {
          writeStored(STORAGE_KEYS.email, values.identifier);
          setUnverifiedEmail(values.identifier);
        }
      },
    },
  );

  return (
    <AuthLayout
      title="Log in"
      subtitle="Welcome back. Sign in to order lunch or manage your team."
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link to={paths.signup} className={textLinkClasses}>
            Create account.
          </Link>
        </p>
      }
    >
      <title>Log in · Lunch</title>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Log in">
        <EmailField autoComplete="username" {...field('identifier')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <div className="-mt-1 flex justify-end">
          <Link to={paths.reset} className={`${textLinkClasses} text-sm`}>
            Forgot password?
          </Link>
        </div>
        {unverifiedEmail ? (
          <p role="status" className="rounded-lg bg-warning-50 p-3 text-sm text-warning-800">
            Your email is not verified yet. We sent a new code to {unverifiedEmail}.{' '}
            <Link to={paths.verify} className={textLinkClasses}>
              Verify your email
            </Link>
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={isSubmitting || redirecting}
          loadingText={redirecting ? 'Redirecting...' : 'Logging In...'}
        >
          Log In
        </Button>
      </form>
    </AuthLayout>
  );
}
