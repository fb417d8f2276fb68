import { Navigate } from 'react-router';
import { LoadFailure } from '../../../components/ui/loaded';
import { PageSpinner } from '../../../components/ui/spinner';
import { CompanyOnboardingForm } from '../../../features/auth/components/company-onboarding-form';
import { IndividualOnboardingForm } from '../../../features/auth/components/individual-onboarding-form';
import { errorMessage } from '../../../lib/api-client';
import { areaHome, paths } from '../../../lib/paths';
import { isSignedOut, useMe } from '../../../lib/use-me';
import { AuthLayout } from './auth-layout';

/**
 * /onboarding, /onboarding2 and /auth-onboard share this page (spec §2): it loads the account
 * ("Loading..." until the type is known), then
 * - nobody signed in → /login;
 * - Admin → /admin/overview;
 * - already onboarded → the account's overview (the spec's "redirect variant");
 * - otherwise the company or individual onboarding form; on success, the account's overview.
 * /onboarding2 has no content of its own in the spec; it is kept as another entry to this page.
 */
export function Component() {
  const me = useMe();

  if (me.isPending) {
    return (
      <main className="min-h-dvh">
        <title>Loading · Lunch</title>
        <PageSpinner label="Loading..." />
      </main>
    );
  }

  if (me.isError) {
    if (isSignedOut(me.error)) return <Navigate to={paths.login} replace />;
    return (
      <AuthLayout title="We couldn't load your account">
        <LoadFailure
          message={errorMessage(me.error, 'Please check your connection and try again.')}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
          failures={me.errorUpdateCount}
        />
      </AuthLayout>
    );
  }

  const account = me.data;
  if (account.account_type === 'Admin' || account.onboarded) {
    return <Navigate to={areaHome[account.account_type]} replace />;
  }

  const isCompany = account.account_type === 'Company';
  return (
    <AuthLayout
      wide
      title={isCompany ? 'Set up your company' : 'Set up your lunch profile'}
      subtitle={
        isCompany
          ? 'Tell us where your company is, the time zone it works in, and how much each employee may spend on lunch each month.'
          : 'Tell us where to bring lunch, when you eat, and what to keep off your plate.'
      }
    >
      <title>Onboarding · Lunch</title>
      {isCompany ? <CompanyOnboardingForm /> : <IndividualOnboardingForm />}
    </AuthLayout>
  );
}
