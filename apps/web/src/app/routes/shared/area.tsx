import type { ComponentType } from 'react';
import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { Spinner } from '../../../components/ui/spinner';
import { areaHome, paths } from '../../../lib/paths';
import { queryClient } from '../../../lib/query-client';
import { meQuery, requireAccountType, useMe } from '../../../lib/use-me';
import { type AreaDefinition, type AreaPage, mayOpen } from './area-definition';
import { AreaError } from './area-error';
import { AreaLayout } from './area-layout';
import { RoleRefused } from './role-refused';

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

/** The signed-in member's role: the account the layout's guard asks for too (one request for both). */
async function roleNow() {
  const me = await queryClient.ensureQueryData(meQuery).catch(() => null);
  return me?.company_role ?? null;
}

/** What a page some members may not open shows: the page for a role that may, else `RoleRefused`. */
function Gate({ area, page, Page }: { area: AreaDefinition; page: AreaPage; Page?: ComponentType | null }) {
  const me = useMe();
  if (me.isPending) return <Spinner label="Loading page" />;
  const role = me.data?.company_role ?? null;
  if (!mayOpen(page, role)) return <RoleRefused area={area} page={page} role={role} />;
  return Page ? <Page /> : null;
}

/**
 * A page some company members may not open (`companyRoles`): its module as it is, but its loader
 * runs, and its component shows, only for a role that may; another role sees `RoleRefused` in its
 * place. The role is asked each time (the route keeps what `lazy` gave once, whoever signs in next).
 */
function gated(area: AreaDefinition, page: AreaPage): RouteObject['lazy'] {
  return async () => {
    const route = await page.lazy();
    const Page = route.Component as ComponentType | null | undefined;
    const loader = route.loader as LoaderFunction | undefined;
    return {
      ...route,
      ...(loader
        ? {
            loader: (async (args) =>
              mayOpen(page, await roleNow()) ? loader(args) : null) satisfies LoaderFunction,
          }
        : {}),
      Component: () => <Gate area={area} page={page} Page={Page} />,
    };
  };
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
        ...area.pages.map((page) => ({
          path: page.path,
          lazy: page.companyRoles ? gated(area, page) : page.lazy,
        })),
        { path: '*', Component: () => <NotFound homeTo="/" /> },
      ],
    },
  ];
}
