import { type RouteObject, redirect } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { areaHome, paths } from '../../../lib/paths';
import { requireAccountType } from '../../../lib/use-me';
import type { AreaDefinition } from './area-definition';
import { AreaError } from './area-error';
import { AreaLayout } from './area-layout';

/** The area's layout route: guard (signed in, right account type), layout, area-wide error page. */
export function areaLayoutRoute(area: AreaDefinition) {
  const guard = requireAccountType(area.accountType);
  const home = areaHome[area.accountType];
  return {
    loader: async ({ request }: { request: Request }) => {
      // Not `area.onEnter?.(await guard())`: an optional call skips evaluating its arguments, and
      // with it the guard, in areas without `onEnter`.
      const me = await guard();
      area.onEnter?.(me);
      const path = new URL(request.url).pathname.replace(/\/+$/, '');
      if (path === paths[area.id].root) throw redirect(home);
      return null;
    },
    Component: () => <AreaLayout area={area} />,
    ErrorBoundary: () => <AreaError area={area} fullPage />,
  } satisfies Omit<RouteObject, 'children' | 'index' | 'path' | 'id'>;
}

/**
 * The area's pages, wrapped in a pathless route whose error boundary renders inside the layout
 * (the side menu stays usable when one page fails), plus the index redirect and the area's 404.
 */
export function areaChildRoutes(area: AreaDefinition): RouteObject[] {
  const home = areaHome[area.accountType];
  return [
    {
      id: `${area.id}-pages`,
      ErrorBoundary: () => <AreaError area={area} />,
      children: [
        { index: true, loader: () => redirect(home) },
        ...area.pages.map((page) => ({ path: page.path, lazy: page.lazy })),
        { path: '*', Component: () => <NotFound homeTo="/" /> },
      ],
    },
  ];
}
