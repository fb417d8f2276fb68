import { ChefHat, Clock, LogOut, ReceiptText, ShieldCheck, UtensilsCrossed, Wallet } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { areaChildRoutes, areaLayoutRoute } from '../shared/area';
import type { AreaDefinition } from '../shared/area-definition';

/**
 * The restaurant area, /restaurant (account type Restaurant), phone first. This file is the whole
 * area: add a page by adding an entry to `pages` (with `menu` to list it in the side menu, in this
 * order).
 *
 * Side menu: Tickets (`tickets`, the day's orders slot by slot: accepted, declined, marked ready),
 * Menu (`menu`, its own dishes; `menu/new` adds one), Kitchen (`kitchen`, the day's kitchen sheet,
 * CSV and labels of its orders), Hours (`hours`, opening days, cut-off, capacity per slot), Earnings
 * (`earnings`, balance, ledger and payouts with their statements), then Logout (`logout`).
 */
export const restaurantArea: AreaDefinition = {
  id: 'restaurant',
  accountType: 'Restaurant',
  title: 'Restaurant',
  pages: [
    {
      path: paths.restaurant.tickets,
      lazy: () => import('./tickets'),
      menu: { label: 'Tickets', icon: ReceiptText },
    },
    {
      path: paths.restaurant.menu,
      lazy: () => import('./menu'),
      menu: { label: 'Menu', icon: UtensilsCrossed },
    },
    { path: paths.restaurant.newDish, lazy: () => import('./new-dish') },
    {
      path: paths.restaurant.kitchen,
      lazy: () => import('./kitchen'),
      menu: { label: 'Kitchen', icon: ChefHat },
    },
    { path: paths.restaurant.hours, lazy: () => import('./hours'), menu: { label: 'Hours', icon: Clock } },
    {
      path: paths.restaurant.earnings,
      lazy: () => import('./earnings'),
      menu: { label: 'Earnings', icon: Wallet },
    },
    {
      path: paths.restaurant.yourData,
      lazy: () => import('../shared/your-data-page'),
      menu: { label: 'Your data', icon: ShieldCheck },
    },
    {
      path: paths.restaurant.logout,
      lazy: () => import('../shared/logout-page'),
      menu: { label: 'Logout', icon: LogOut },
    },
  ],
};

export const layoutRoute = areaLayoutRoute(restaurantArea);
export const childRoutes = areaChildRoutes(restaurantArea);
