import { LogOut } from 'lucide-react';
import { type AreaDefinition, areaChildRoutes, areaLayoutRoute } from '../shared/area';

/**
 * The platform admin area, /admin (account type Admin). This file is the whole area: add a page
 * by adding an entry to `pages` (with `menu` to list it in the side menu, in this order).
 *
 * Side menu per spec §2, in order: Overview (`overview`), Orders (`orders`), Customers
 * (`customers`), Meal Lists (`lists`), Transactions (`transactions`), Meal Suggestion
 * (`suggestion-list`), Logout (`logout`). `menu` (the two-step Create Menu form) and `settings`
 * are pages without a menu entry.
 */
export const adminArea: AreaDefinition = {
  id: 'admin',
  accountType: 'Admin',
  title: 'Admin',
  pages: [
    { path: 'settings', lazy: () => import('./settings') },
    { path: 'logout', lazy: () => import('../shared/logout-page'), menu: { label: 'Logout', icon: LogOut } },
  ],
};

export const layoutRoute = areaLayoutRoute(adminArea);
export const childRoutes = areaChildRoutes(adminArea);
