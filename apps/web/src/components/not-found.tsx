import { Link } from 'react-router';
import { buttonClasses } from './ui/button';

/** "Oops! Page Not Found" with a way home (spec §2). Used at the top level and inside each area. */
export function NotFound({ homeTo = '/' }: { homeTo?: string }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 p-8 text-center">
      <title>Page not found · Lunch</title>
      <p className="text-6xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-ink">Oops! Page Not Found</h1>
      <p className="text-ink-soft">The page you are looking for does not exist or has moved.</p>
      <Link to={homeTo} className={buttonClasses('primary', 'md')}>
        Go Back to Home
      </Link>
    </section>
  );
}
