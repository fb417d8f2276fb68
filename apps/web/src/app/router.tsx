import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { paths } from '../lib/paths';
import { RootError, RootFallback, RootLayout } from './root';

/**
 * Every top-level route of spec §2. Each public page and each area is its own chunk, loaded on
 * demand. The landing page sits outside the `app` layout so that TanStack Query, forms, zod and
 * toasts stay out of its bundle; everything else shares the `app` layout (query client, toaster,
 * "signed out" handling).
 *
 * The areas (dashboard at /dashboard, admin at /admin, employee at /worker, rider at /rider,
 * restaurant at /restaurant) keep their pages
 * in one file each (`routes/<area>/routes.tsx`); those files are loaded the first time someone
 * enters the area, and their pages are attached here through `patchRoutesOnNavigation`.
 */
const areaModules = {
  dashboard: () => import('./routes/dashboard/routes'),
  admin: () => import('./routes/admin/routes'),
  employee: () => import('./routes/employee/routes'),
  rider: () => import('./routes/rider/routes'),
  restaurant: () => import('./routes/restaurant/routes'),
} as const;
type AreaId = keyof typeof areaModules;

const areaIds = Object.keys(areaModules) as AreaId[];

/** The area whose URLs `path` is in (`/worker/orders` → employee), if any. */
const areaAt = (path: string): AreaId | undefined => {
  const first = `/${path.split('/')[1] ?? ''}`;
  return areaIds.find((id) => paths[id].root === first);
};

function areaRoute(id: AreaId): RouteObject {
  return {
    id,
    path: paths[id].root,
    lazy: async () => (await areaModules[id]()).layoutRoute,
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: RootFallback,
    children: [
      { index: true, lazy: () => import('./routes/public/landing') },
      {
        id: 'app',
        lazy: () => import('./providers'),
        children: [
          { path: paths.signup, lazy: () => import('./routes/public/signup') },
          { path: paths.login, lazy: () => import('./routes/public/login') },
          { path: paths.verify, lazy: () => import('./routes/public/verify') },
          { path: paths.onboarding, lazy: () => import('./routes/public/onboarding') },
          { path: paths.onboarding2, lazy: () => import('./routes/public/onboarding') },
          { path: paths.authOnboard, lazy: () => import('./routes/public/onboarding') },
          { path: paths.success, lazy: () => import('./routes/public/success') },
          { path: paths.reset, lazy: () => import('./routes/public/reset') },
          { path: paths.resetPassword, lazy: () => import('./routes/public/reset-password') },
          { path: paths.privacy, lazy: () => import('./routes/public/privacy') },
          areaRoute('dashboard'),
          areaRoute('admin'),
          areaRoute('employee'),
          areaRoute('rider'),
          areaRoute('restaurant'),
          { path: '*', lazy: () => import('./routes/public/not-found') },
        ],
      },
    ],
  },
];

const patched = new Set<AreaId>();

/** Attaches an area's pages under its layout route the first time a path inside it is visited. */
export const patchAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const id = areaAt(path);
  if (!id || patched.has(id)) return;
  const area = await areaModules[id]();
  if (patched.has(id)) return;
  patched.add(id);
  patch(id, area.childRoutes);
};

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAreaRoutes });

/** The whole app under React Router (everything but the first view of the landing page). */
export function RouterApp() {
  return <RouterProvider router={router} />;
}
