import { Bike, LogOut, ShieldCheck } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { areaChildRoutes, areaLayoutRoute } from '../shared/area';
import type { AreaDefinition } from '../shared/area-definition';

/**
 * The rider area, /rider (account type Rider), phone first. This file is the whole area: add a page
 * by adding an entry to `pages` (with `menu` to list it in the side menu, in this order).
 *
 * Side menu: My run (`run`, the day's deliveries slot by slot, picked up and handed over with the
 * employee's code), then Logout (`logout`).
 */
export const riderArea: AreaDefinition = {
  id: 'rider',
  accountType: 'Rider',
  title: 'Rider',
  pages: [
    { path: paths.rider.run, lazy: () => import('./run'), menu: { label: 'My run', icon: Bike } },
    {
      path: paths.rider.yourData,
      lazy: () => import('../shared/your-data-page'),
      menu: { label: 'Your data', icon: ShieldCheck },
    },
    {
      path: paths.rider.logout,
      lazy: () => import('../shared/logout-page'),
      menu: { label: 'Logout', icon: LogOut },
    },
  ],
};

export const layoutRoute = areaLayoutRoute(riderArea);
export const childRoutes = areaChildRoutes(riderArea);
