import { EmailSchema, OTP_LENGTH } from '@lunch/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { emptyCode, OtpInput } from '../../../components/ui/otp-input';
import { confirmEmail } from '../../../features/auth/api/confirm-email';
import { resendVerifyEmail } from '../../../features/auth/api/resend-verify-email';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { AuthLayout, textLinkClasses } from './auth-layout';

/**
 * /verify (spec §2, §5): six one-digit boxes, Verify OTP and Resend OTP. The email comes from
 * signup (local storage `email`) or `?email=`; without either, the page asks for it.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [knownEmail] = useState(() => params.get('email') ?? readStored(STORAGE_KEYS.email) ?? '');
  const [email, setEmail] = useState(knownEmail);
  const [emailError, setEmailError] = useState<string>();
  const [code, setCode] = useState(() => emptyCode(OTP_LENGTH));
  const [codeError, setCodeError] = useState<string>();
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);

  const checkedEmail = (): string | null => {
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(email.trim() ? 'Must be a valid email address' : 'Email is required');
      return null;
    }
    setEmailError(undefined);
    return parsed.data;
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    const otp = code.join('');
    const address = checkedEmail();
    if (otp.length !== OTP_LENGTH) {
      setCodeError(`Enter all ${OTP_LENGTH} digits of the code.`);
      return;
    }
    setCodeError(undefined);
    if (!address) return;
    setVerifying(true);
    try {
      await confirmEmail({ email: address, otp });
      writeStored(STORAGE_KEYS.email, address);
      toast.success('OTP verified successfully!');
      navigate(paths.login);
    } catch (error) {
      toast.error(errorMessage(error, 'An error occurred while verifying OTP.'));
      setVerifying(false);
    }
  };

  const onResend = async () => {
    if (!email.trim()) {
      toast.error('Email not found. Please try again.');
      if (!knownEmail) setEmailError('Email is required');
      return;
    }
    const address = checkedEmail();
    if (!address) return;
    setResending(true);
    try {
      await resendVerifyEmail(address);
      writeStored(STORAGE_KEYS.email, address);
      setCode(emptyCode(OTP_LENGTH));
      toast.success('OTP has been resent successfully.');
    } catch (error) {
      toast.error(errorMessage(error, 'An error occurred while resending OTP.'));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthLayout
      title="Verify your email"
      subtitle={
        knownEmail ? (
          <>
            Enter the {OTP_LENGTH}-digit code we sent to <strong className="text-ink">{knownEmail}</strong>.
          </>
        ) : (
          `Enter your email and the ${OTP_LENGTH}-digit code we sent to it.`
        )
      }
      footer={
        <p>
          Already verified?{' '}
          <Link to={paths.login} className={textLinkClasses}>
            Log in.
          </Link>
        </p>
      }
    >
      <title>Verify your email · Lunch</title>
      <form onSubmit={onVerify} noValidate className="flex flex-col gap-5" aria-label="Verify your email">
        {knownEmail ? null : (
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError}
          />
        )}
        <OtpInput
          label="Verification code"
          value={code}
          onChange={(next) => {
            setCode(next);
            if (codeError) setCodeError(undefined);
          }}
          error={codeError}
          disabled={verifying}
          autoFocus={Boolean(knownEmail)}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            type="submit"
            size="lg"
            className="sm:flex-1"
            loading={verifying}
            loadingText="Verifying..."
          >
            Verify OTP
          </Button>
          <Button
            variant="secondary"
            size="lg"
            className="sm:flex-1"
            onClick={onResend}
            loading={resending}
            loadingText="Resending..."
            disabled={verifying}
          >
            Resend OTP
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
