import { EmailSchema, OTP_LENGTH, OtpSchema, PasswordSchema } from '@lunch/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { requestPasswordReset } from '../../../features/auth/api/request-password-reset';
import { resetPassword } from '../../../features/auth/api/reset-password';
import { EmailField, NewPasswordFields } from '../../../features/auth/components/account-fields';
import { PASSWORDS_MUST_MATCH } from '../../../features/auth/components/schemas';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { useApiForm } from '../../../lib/use-api-form';
import { AuthLayout, textLinkClasses } from './auth-layout';

/** The reset form; unlike the spec's original client, the passwords are compared before sending. */
const ResetPasswordFormSchema = z
  .object({
    email: EmailSchema,
    otp: OtpSchema,
    password: PasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_MUST_MATCH,
  });

/** /reset-password: code from the email, new password twice (spec §2, §5). */
export function Component() {
  const navigate = useNavigate();
  const [storedEmail] = useState(() => readStored(STORAGE_KEYS.email) ?? '');
  const [resending, setResending] = useState(false);
  const {
    register,
    field,
    submit,
    getValues,
    formState: { errors, isSubmitting },
  } = useApiForm(ResetPasswordFormSchema, {
    defaultValues: { email: storedEmail, otp: '', password: '', confirmPassword: '' },
  });

  const onSubmit = submit(
    async (values) => {
      await resetPassword(values);
      writeStored(STORAGE_KEYS.email, values.email);
      toast.success('Password changed. Log in with your new password.');
      navigate(paths.login);
    },
    { failure: 'Request failed. Please check your email.' },
  );

  const onResend = async () => {
    const email = (storedEmail || getValues('email')).trim();
    if (!email) {
      toast.error('Email not found');
      return;
    }
    setResending(true);
    try {
      await requestPasswordReset(email);
      toast.success('OTP has been resent successfully');
    } catch (error) {
      toast.error(errorMessage(error, 'An error occurred'));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthLayout
      title="Set a new password"
      subtitle={
        storedEmail ? (
          <>
            Enter the code we sent to <strong className="text-ink">{storedEmail}</strong> and choose a new
            password.
          </>
        ) : (
          'Enter your email, the code we sent to it and a new password.'
        )
      }
      footer={
        <p>
          Remembered it?{' '}
          <Link to={paths.login} className={textLinkClasses}>
            Log in.
          </Link>
        </p>
      }
    >
      <title>Set a new password · Lunch</title>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Set a new password">
        {storedEmail ? <input type="hidden" {...register('email')} /> : <EmailField {...field('email')} />}
        <TextField
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          required
          hint={`The ${OTP_LENGTH}-digit code from the email.`}
          {...field('otp')}
        />
        <NewPasswordFields field={field} />
        {storedEmail && errors.email?.message ? (
          <p role="alert" className="text-sm text-danger-700">
            {errors.email.message}
          </p>
        ) : null}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Sending...">
          Send
        </Button>
        <Button
          variant="link"
          className="self-center text-sm"
          onClick={onResend}
          loading={resending}
          loadingText="Resending..."
        >
          Resend otp
        </Button>
      </form>
    </AuthLayout>
  );
}
