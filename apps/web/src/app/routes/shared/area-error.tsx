import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import type { AreaDefinition } from './area-definition';

/** An area's error page: inside the layout for a failing page, full page when the area itself failed. */
export function AreaError({ area, fullPage = false }: { area: AreaDefinition; fullPage?: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound homeTo="/" />;

  const message = error instanceof ApiError ? error.message : 'This page could not be shown.';

  return (
    <section
      role="alert"
      className={
        fullPage
          ? 'flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center'
          : 'mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center'
      }
    >
      <title>{`Something went wrong · ${area.title}`}</title>
      <h1 className="text-2xl font-bold text-ink">Something went wrong</h1>
      <p className="text-ink-soft">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => revalidator.revalidate()} loading={revalidator.state === 'loading'}>
          Try again
        </Button>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          Go Back to Home
        </Link>
      </div>
    </section>
  );
}
