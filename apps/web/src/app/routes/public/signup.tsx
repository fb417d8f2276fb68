import { Building2, ChevronLeft, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CompanySignupForm } from '../../../features/auth/components/company-signup-form';
import { EmployeeSignupForm } from '../../../features/auth/components/employee-signup-form';
import { RestaurantSignupForm } from '../../../features/auth/components/restaurant-signup-form';
import { TeamSignupForm } from '../../../features/auth/components/team-signup-form';
import { paths } from '../../../lib/paths';
import { AuthLayout, textLinkClasses } from './auth-layout';

/**
 * A restaurant signs up only from its invitation (`?type=restaurant`), and a company's teammate
 * only from an owner's (`?team_code=`): neither is one of the cards.
 */
type SignupType = 'employee' | 'company' | 'restaurant' | 'team';

const isSignupType = (value: string | null): value is SignupType =>
  value === 'employee' || value === 'company' || value === 'restaurant';

const choices = [
  {
    type: 'employee',
    title: 'An Employee',
    text: "Order lunch paid by your company. You'll need the invitation code from your company's email.",
    icon: UserRound,
  },
  {
    type: 'company',
    title: 'A Company',
    text: 'Fund lunch for your remote team, invite employees and set a monthly budget.',
    icon: Building2,
  },
] as const;

/** Each form's heading, the line below it and the document title. */
const variants: Record<SignupType, { title: string; subtitle: string; documentTitle: string }> = {
  employee: {
    title: 'Sign up as an employee',
    subtitle: 'Use the email address your company invited and the code from the invitation.',
    documentTitle: 'Employee sign up · Lunch',
  },
  company: {
    title: 'Sign up as a company',
    subtitle: 'Create the company account that funds your team’s lunch.',
    documentTitle: 'Company sign up · Lunch',
  },
  restaurant: {
    title: 'Sign up as a restaurant',
    subtitle:
      'Choose a password for the contact email the platform admin invited, with the code from the invitation.',
    documentTitle: 'Restaurant sign up · Lunch',
  },
  team: {
    title: 'Join your company’s team',
    subtitle:
      'An owner invited you to help run your company’s lunch account. Sign up with the email address the invitation was sent to.',
    documentTitle: 'Team sign up · Lunch',
  },
};

/**
 * /signup in two steps (spec §2): choose "An Employee" or "A Company", then the matching form.
 * The step lives in the URL (`?type=employee|company`), so Back works. Invitation emails link to
 * `/signup?type=employee&code=…&email=…`; a link with a code but no type opens the employee form.
 * A restaurant's invitation links to `/signup?type=restaurant&code=…&email=…` (issue 30), and an
 * owner's invitation to the company's team to `/signup?team_code=…&email=…` (issue 32).
 */
/** The form a sign-up link opens: a team code's, the type asked for, or an employee's for a bare code. */
function stepOf(params: URLSearchParams): SignupType | null {
  if (params.get('team_code')) return 'team';
  const type = params.get('type');
  if (isSignupType(type)) return type;
  return params.get('code') ? 'employee' : null;
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const [invite] = useState(() => ({
    code: params.get('code') ?? '',
    teamCode: params.get('team_code') ?? '',
    email: params.get('email') ?? '',
  }));
  const step = stepOf(params);

  const footer = (
    <p>
      Already have an account?{' '}
      <Link to={paths.login} className={textLinkClasses}>
        Log in.
      </Link>
    </p>
  );

  if (!step) {
    return (
      <AuthLayout
        title="Create your account"
        subtitle="How are you planning to use the product?"
        footer={footer}
        wide
      >
        <title>Sign up · Lunch</title>
        <ul className="grid gap-4 sm:grid-cols-2">
          {choices.map((choice) => (
            <li key={choice.type}>
              <button
                type="button"
                onClick={() => setParams({ type: choice.type })}
                data-testid={`signup-card-${choice.type}`}
                className="flex h-full w-full flex-col items-start gap-3 rounded-2xl border-2 border-line bg-white p-5 text-left transition-colors hover:border-brand-700 hover:bg-brand-50"
              >
                <span className="rounded-xl bg-brand-50 p-3 text-brand-700" aria-hidden="true">
                  <choice.icon className="size-6" />
                </span>
                <span className="text-lg font-bold text-ink">{choice.title}</span>
                <span className="text-sm text-ink-soft">{choice.text}</span>
              </button>
            </li>
          ))}
        </ul>
      </AuthLayout>
    );
  }

  const variant = variants[step];
  return (
    <AuthLayout title={variant.title} subtitle={variant.subtitle} footer={footer}>
      <title>{variant.documentTitle}</title>
      {step === 'restaurant' || step === 'team' ? null : (
        <Button
          variant="link"
          className="mb-5 inline-flex items-center gap-1 text-sm"
          onClick={() => setParams({})}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Change account type
        </Button>
      )}
      {step === 'employee' ? <EmployeeSignupForm code={invite.code} email={invite.email} /> : null}
      {step === 'company' ? <CompanySignupForm /> : null}
      {step === 'restaurant' ? <RestaurantSignupForm code={invite.code} email={invite.email} /> : null}
      {step === 'team' ? <TeamSignupForm code={invite.teamCode} email={invite.email} /> : null}
    </AuthLayout>
  );
}
