import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../lib/paths';

/** The frame of the sign-up, sign-in, code and reset screens: logo, a card, a footer line and the privacy link. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-cream-50 px-4 py-8 sm:py-12">
      <header className="mb-8">
        <Link to={paths.home} aria-label="Lunch home">
          <Logo />
        </Link>
      </header>
      <main
        className={cn(
          'w-full rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8',
          wide ? 'max-w-2xl' : 'max-w-md',
        )}
      >
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {subtitle ? <p className="mt-2 text-ink-soft">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
      <footer className="mt-6 flex flex-col items-center gap-3 text-center text-sm text-ink-soft">
        {footer}
        <Link to={paths.privacy} className={textLinkClasses}>
          Privacy
        </Link>
      </footer>
    </div>
  );
}

export const textLinkClasses = 'font-semibold text-brand-800 underline-offset-2 hover:underline';
