import type { AccountType, Me } from '@lunch/contract';
import type { LucideIcon } from 'lucide-react';
import { type LazyRouteFunction, type RouteObject, redirect } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { requireAccountType } from '../../../lib/use-me';
import { areaHome } from '../../area-paths';
import { AreaError } from './area-error';
import { AreaLayout } from './area-layout';

export type AreaId = 'dashboard' | 'admin' | 'worker';

/**
 * One page of an area. `path` is relative to the area (`'overview'` → `/dashboard/overview`).
 * A page with `menu` appears in the side menu, in the order of the `pages` list.
 */
export type AreaPage = {
  path: string;
  lazy: LazyRouteFunction<RouteObject>;
  menu?: { label: string; icon: LucideIcon };
};

export type AreaDefinition = {
  id: AreaId;
  /** Who may enter; anyone else signed in is sent to their own area. */
  accountType: AccountType;
  /** Names the area in the top bar and the side menu's accessible name. */
  title: string;
  pages: readonly AreaPage[];
  /** Runs each time the signed-in account enters a page of the area (after the guard). */
  onEnter?: (me: Me) => void;
};

export type AreaMenuItem = { to: string; label: string; icon: LucideIcon };

export function menuOf(area: AreaDefinition): AreaMenuItem[] {
  return area.pages.flatMap((page) =>
    page.menu ? [{ to: `/${area.id}/${page.path}`, label: page.menu.label, icon: page.menu.icon }] : [],
  );
}

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
      if (path === `/${area.id}`) throw redirect(home);
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
