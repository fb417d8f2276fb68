import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { AuthLayout } from './auth-layout';

/** /success: a short "all set" page with the way to sign in. */
export function Component() {
  return (
    <AuthLayout title="You're all set">
      <title>All set · Lunch</title>
      <div className="flex flex-col items-center gap-5 text-center">
        <CircleCheck className="size-14 text-success-700" aria-hidden="true" />
        <p className="text-ink-soft">Your account is ready. Sign in to order lunch or manage your team.</p>
        <Link to={paths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
          Sign in
        </Link>
      </div>
    </AuthLayout>
  );
}
