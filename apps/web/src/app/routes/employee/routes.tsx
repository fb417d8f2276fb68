import { BarChart3, ClipboardList, Lightbulb, LogOut, UserRound, UtensilsCrossed } from 'lucide-react';
// Loaded with the area so that logging out from any employee page forgets the stored cart.
import { cartActions } from '../../../features/cart/cart-store';
import { paths } from '../../../lib/paths';
import { areaChildRoutes, areaLayoutRoute } from '../shared/area';
import type { AreaDefinition } from '../shared/area-definition';

/**
 * The employee area, /worker (account type Individual). This file is the whole area: add a page
 * by adding an entry to `pages` (with `menu` to list it in the side menu, in this order).
 *
 * Side menu per spec §2, in order: Meals (`overview`), Orders (`orders`), Analytics
 * (`analytics`), Suggestions (`suggestions`), then Profile (`profile`: lunch time and health
 * lists) and Logout (`logout`).
 */
export const employeeArea: AreaDefinition = {
  id: 'employee',
  accountType: 'Individual',
  title: 'Employee',
  onEnter: (me) => cartActions.belongTo(me.id),
  pages: [
    {
      path: paths.employee.overview,
      lazy: () => import('./overview'),
      menu: { label: 'Meals', icon: UtensilsCrossed },
    },
    {
      path: paths.employee.orders,
      lazy: () => import('./orders'),
      menu: { label: 'Orders', icon: ClipboardList },
    },
    {
      path: paths.employee.analytics,
      lazy: () => import('./analytics'),
      menu: { label: 'Analytics', icon: BarChart3 },
    },
    {
      path: paths.employee.suggestions,
      lazy: () => import('./suggestions'),
      menu: { label: 'Suggestions', icon: Lightbulb },
    },
    {
      path: paths.employee.profile,
      lazy: () => import('./profile'),
      menu: { label: 'Profile', icon: UserRound },
    },
    {
      path: paths.employee.logout,
      lazy: () => import('../shared/logout-page'),
      menu: { label: 'Logout', icon: LogOut },
    },
  ],
};

export const layoutRoute = areaLayoutRoute(employeeArea);
export const childRoutes = areaChildRoutes(employeeArea);
