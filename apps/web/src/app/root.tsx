import { useEffect, useRef } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router';
import { Logo } from '../components/logo';
import { NotFound } from '../components/not-found';
import { buttonClasses } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../lib/paths';

/**
 * After a navigation that left keyboard focus nowhere (the clicked link is gone), move it to the
 * new page's main heading, so keyboard and screen-reader users start at the top of the new page.
 * Focus that is still somewhere (a persistent side menu, an autofocused field) is left alone.
 */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const heading = document.querySelector('main h1') ?? document.querySelector('h1');
    if (heading instanceof HTMLElement) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [pathname]);
}

export function RootLayout() {
  useFocusOnNavigate();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code and data load. */
export function RootFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading..." showLabel size="lg" className="flex-col" />
    </div>
  );
}

/** Last line of defence: anything that escaped a page or area boundary. */
export function RootError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="min-h-dvh">
        <NotFound />
      </main>
    );
  }
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|Importing a module/i.test(error.message);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 p-6 text-center">
      <title>Something went wrong · Lunch</title>
      <Link to={paths.home} aria-label="Lunch home">
        <Logo />
      </Link>
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="max-w-md text-ink-soft">
        {chunkFailed
          ? 'A new version of the app is available, or the connection dropped. Reload the page to continue.'
          : 'The page could not be shown. Reload it, or go back to the home page.'}
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          Go Back to Home
        </Link>
      </div>
    </main>
  );
}
