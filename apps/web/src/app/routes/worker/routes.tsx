import { LogOut } from 'lucide-react';
import { type AreaDefinition, areaChildRoutes, areaLayoutRoute } from '../shared/area';

/**
 * The employee area, /worker (account type Individual). This file is the whole area: add a page
 * by adding an entry to `pages` (with `menu` to list it in the side menu, in this order).
 *
 * Side menu per spec §2, in order: Meals (`overview`), Orders (`orders`), Analytics
 * (`analytics`), Suggestions (`suggestions`), Logout (`logout`).
 */
export const workerArea: AreaDefinition = {
  id: 'worker',
  accountType: 'Individual',
  title: 'Employee',
  pages: [
    { path: 'logout', lazy: () => import('../shared/logout-page'), menu: { label: 'Logout', icon: LogOut } },
  ],
};

export const layoutRoute = areaLayoutRoute(workerArea);
export const childRoutes = areaChildRoutes(workerArea);
